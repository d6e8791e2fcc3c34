import type { OrderListResult } from '@contract/order'
import { unpaidBadge } from '@/core/badge'
import {
  cardAmount, cardButtons, cardOrder, isLoanOrder, LOAN_INFO_TEXT, orderWarnings, PRIMARY_ACTIONS, rejectNote, shownInviteCode, validityText,
} from '@/core/order/card'
import { countdownMs, formatCountdown, runsCountdown } from '@/core/order/countdown'
import { ORDER_LIST_TEXT, ORDER_TABS, parseTagStatus, tabKey, UNPAID_TAG } from '@/core/order/list'
import { orderStatusView } from '@/core/order/status'
import { SHOWN_WIDTH } from '@/core/picture'
import { NAV_BAR_IN_PAGE } from '@/platform/pageFrame'
import { NATIONAL_GUIDANCE_SCHOOLS } from '@/config'
import { div, image, text, type Box } from '../markup'
import { PAGE_BACKGROUND, withNav, type Context, type FirstScreen } from './shared'

/** NutUI's small round Button as the order card draws it (primary solid or default outline; disabled). */
function button(cls: string, label: string, primary: boolean, disabled: boolean): Box {
  const [type, fill] = primary ? ['primary', 'solid'] : ['default', 'outline']
  const off = disabled ? [`nut-button-disabled nut-button-${type}-${fill}-disabled`] : []
  return div(
    [`nut-button nut-button-${type} nut-button-${fill} nut-button-${type}-${fill} nut-button-small nut-button-round nut-button-round-small`, ...off, cls, 'taro-button-core taro-btn-default'].join(' '),
    [div('nut-button-wrap', [{ tag: 'div', cls: `nut-button-children nut-button-small-children nut-button-${type}-children nut-button-${type}-${fill}${disabled ? '-disabled' : ''}`, text: label }])],
  )
}

/** My orders (src/packages/order/myOrder): its bar, the tabs with the unpaid badge, and the first order's card. */
export default function myOrder(data: OrderListResult, { query, title }: Context): FirstScreen | null {
  const first = data.orderList?.[0]
  if (!first?.thumbPath) return null
  const order = cardOrder(first)
  const status = orderStatusView(order)
  const tag = parseTagStatus(query.tagStatus)
  const badge = unpaidBadge(data.unPayNum)
  const validity = validityText(order.goodsValidity)
  const inviteCode = shownInviteCode(order)
  const warnings = orderWarnings(order)
  const note = rejectNote(order)
  const amount = cardAmount(order)
  const buttons = cardButtons(order, NATIONAL_GUIDANCE_SCHOOLS)
  const tabs = ORDER_TABS.map((tab) => div(
    `nut-tabs-titles-item my-order__tab my-order__tab--${tabKey(tab.tag)} ${tab.tag === tag ? 'nut-tabs-titles-item-active' : ''}`,
    [
      div('nut-tabs-titles-item-line nut-tabs-titles-item-line-horizontal'),
      div('nut-tabs-titles-item-text', [
        tab.tag === UNPAID_TAG && badge
          ? div('nut-badge my-order__badge', [text('', tab.title), { tag: 'div', cls: 'nut-badge-sup nut-badge-content', text: badge, attrs: { style: 'top:12px;right:-8px' } }])
          : text('', tab.title),
      ]),
    ],
  ))
  return {
    box: div('my-order', withNav(title, [
      div('my-order__main', [
        div(`my-order__tabs ${NAV_BAR_IN_PAGE ? 'my-order__tabs--under-nav' : ''}`, [
          div('nut-tabs nut-tabs-horizontal', [
            div('taro-scroll taro-scroll-view__scroll-x taro-scroll--hidebar taro-scroll--enhanced nut-tabs-titles nut-tabs-titles-line', [
              div('nut-tabs-list', tabs),
            ]),
          ]),
        ]),
        div('my-order__list', [
          div('order-card', [
            div('order-card__head', [
              text('order-card__no', `${ORDER_LIST_TEXT.orderNo}${order.orderNo}`),
              text(`order-card__status order-card__status--${status.tone}`, status.text),
            ]),
            ...(warnings.length ? [div('order-card__warnings', warnings.map((w) => text(`order-card__warning order-card__warning--${w.kind}`, w.text)))] : []),
            div('order-card__body', [
              image('order-card__pic', order.thumbPath, 'aspectFill', SHOWN_WIDTH.orderCard),
              div('order-card__info', [
                text('order-card__name', order.name),
                ...(validity ? [text('order-card__validity', validity)] : []),
                ...(inviteCode ? [text('order-card__invite', `${ORDER_LIST_TEXT.inviteCode}${inviteCode}`)] : []),
              ]),
            ]),
            // The time left as the list's countdown starts it (the app's ticking one takes over).
            ...(runsCountdown(order)
              ? [div('order-card__countdown', [text('', ORDER_LIST_TEXT.countdownPrefix), text('order-card__countdown-time', formatCountdown(countdownMs(order)))])]
              : []),
            ...(note ? [text('order-card__reject', note)] : []),
            div('order-card__foot', [
              isLoanOrder(order) ? text('order-card__loan-link', LOAN_INFO_TEXT.link) : div(''),
              div('order-card__amount', [text('order-card__amount-label', amount.label), text('order-card__amount-value', amount.text)]),
            ]),
            ...(buttons.length
              ? [div('order-card__buttons', buttons.map((b) => button(`order-card__button order-card__button--${b.action}`, b.text, PRIMARY_ACTIONS.includes(b.action), !!b.disabled)))]
              : []),
          ]),
        ]),
      ]),
    ])),
    replacedBy: '.order-card__pic img',
    background: PAGE_BACKGROUND,
  }
}
