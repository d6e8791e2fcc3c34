/**
 * /ty/confirmOrder (docs/spec/ordering-payment.md sections 2, 4, 5): the order's goods, courses, campus and price, the
 * required agreement, the pay bar and the confirm-payment popup. While nothing is paid the learner may change the
 * courses (edit button), the campus and the coupon. Views (chooseConfirmView): Full, Loan (whose instalment choice
 * lives on /ty/confirmOrder/confirmOrderLoan; after a failed loan, the order's own loan list), Stages (price lines
 * and the current payment) and LoanPay. The summary (goods, courses, the goodsType-1 price block, the agreement) is
 * the same in every view; the pay bar shows for states pending, paying and inTheLoan, and is disabled until the
 * agreement is ticked. Paying goes on in usePayFlow (finish pay, the WeChat confirmation, the check on return).
 */
import { useState, type ReactNode } from 'react'
import { link } from '@/core/links'
import { orderExpiry } from '@/core/order/countdown'
import { OrderState } from '@/core/order/enums'
import { downPaymentDue, LOAN_ENTRY_TEXT, loanEntryHint, loanEntryUrl } from '@/core/order/loan'
import type { PaySession } from '@/core/order/paySession'
import { showPayBar, showsPriceBlock } from '@/core/order/progress'
import { LEAVE_TEXT, LeaveWarning } from '@/packages/order/components/LeaveWarning'
import { useLeaveGuard } from '@/platform/leaveGuard'
import { LoanPayView } from './LoanPayView'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import { formatMoney } from '@/core/money'
import { PAY_TEXT, payBarAmount, payButtonText } from '@/core/order/payment'
import { payStart } from '@/core/order/payStart'
import { usePayFlow, type PayFlowQuery } from './usePayFlow'
import { orderSaleFacts, sellsHere, VIRTUAL_PAY_TEXT } from '@/core/order/virtualPay'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { OrderCourses, OrderGoods, OrderPrice } from '@/packages/order/components/OrderSummary'
import { PayBar } from '@/packages/order/components/PayBar'
import { PayPopup } from '@/packages/order/components/PayPopup'
import { CouponPicker } from '@/packages/order/components/CouponPicker'
import { campusChooseUrl, campusRow, courseEditUrl, couponRowText, orderChangeable, queryFlag, showCourseEdit } from '@/core/order/choice'
import { Section } from '@/components/Section'
import { environment } from '@/platform/environment'
import { back, navigateTo, redirectTo } from '@/platform/navigation'
import { virtualPayState } from '@/platform/virtualPay'
import { useConfirmOrder, type ConfirmQuery } from './useConfirmOrder'
import './index.css'
import { usePaymentStore } from '@/packages/order/stores/instances'
import { ORDER_MESSAGES } from '@contract/messages'

/** Confirm order's own wording (the spec's rules' texts live in src/core/order). */
export const CONFIRM_ORDER_TEXT = {
  pageTitle: '确认订单',
  notFound: ORDER_MESSAGES.notFound,
  notFoundHint: '没有找到这个订单',
  stagesTitle: '支付明细', // spec: Stages page: "price lines and a current-payment amount input"
  orderTotal: '订单总额',
  paid: '已支付',
  thisPayment: '本次支付',
  loanRest: '分期金额',
  loanEntry: LOAN_ENTRY_TEXT.entry, // spec: Loan entry
  claimFree: '免费领取',
  viewOrder: '查看订单', // spec: 'view order'
} as const

/**
 * "when paying and not in wechat pay, a warning overlay shows" before leaving, however the learner leaves: a payment of
 * this order is out (the pay session the return reads).
 */
function payingHere(session: PaySession | null, params: ConfirmQuery): boolean {
  const sameOrder = !!session && (session.payOrderInfo.tradeOrderId === params.tradeOrderId || String(session.orderId) === params.orderId)
  return !!session?.isPay && !session.isWxPay && sameOrder
}

const ConfirmOrder = observer(function ConfirmOrder() {
  const { params } = useRouter()
  const payment = usePaymentStore()
  const { order, view, platforms, failure, coupons, changing, change, reload } = useConfirmOrder(params)
  const [loadedAt] = useState(() => Date.now())
  const [popup, setPopup] = useState(false)
  const [leaving, setLeaving] = useState(false)
  // One pay flow per view: the down-payment step (LoanConfirm) runs its own.
  const stepPays = !!order && view === 'LoanPay' && downPaymentDue(order)
  const flow = usePayFlow({ order, query: params as PayFlowQuery, reload, onRetry: () => setPopup(true), onRestored: () => setPopup(false), off: stepPays })
  const [ticked, setAgreed] = useState(false)
  const agreed = ticked || flow.resumed
  const env = environment()
  // The guard is armed only while the page can draw its warning: an order shown and not paid in full.
  const warns = !!order && !!view && order.state !== OrderState.complete && payingHere(payment.session, params)
  const guard = useLeaveGuard({ active: warns, message: LEAVE_TEXT.systemMessage, onAttempt: () => setLeaving(true), onLeft: () => payment.leave() })
  const framed = (content: ReactNode) => (
    <>
      <NavBar title={CONFIRM_ORDER_TEXT.pageTitle} onBack={() => (warns ? setLeaving(true) : void back())} ownBar />
      {content}
      {guard.holder}
    </>
  )

  if (failure === 'unanswered') return framed(<LoadError onRetry={() => void reload()} />)
  if (failure === 'notFound') return framed(<EmptyState title={CONFIRM_ORDER_TEXT.notFound} description={CONFIRM_ORDER_TEXT.notFoundHint} />)
  if (!order || !view) return framed(null)
  const detailUrl = link('payResult', { tradeOrderId: order.tradeOrderId, userId: order.userId, goodsId: order.goodsId })
  const warning = (
    <LeaveWarning
      visible={leaving && warns}
      expiry={orderExpiry(order, loadedAt)}
      onStay={() => setLeaving(false)}
      onLeave={() => {
        setLeaving(false)
        guard.release(() => {
          payment.leave()
          void redirectTo(detailUrl)
        })
      }}
    />
  )

  if (view === 'LoanPay') return framed(<><LoanPayView order={order} platforms={platforms} reload={reload} />{flow.dialogs}{warning}</>)
  // Paid in full (back to this page after paying, or an old link): what was bought, that it is paid, the way to it.
  if (order.state === OrderState.complete) {
    return framed(
      <View className="confirm-order confirm-order--paid" data-order-no={order.orderNo} data-view="paid">
        <OrderGoods order={order} />
        <OrderCourses order={order} />
        <Section className="paid-notice">
          <Text className="paid-notice__text">{PAY_TEXT.alreadyPaid}</Text>
          <Button className="paid-notice__button" type="primary" block onClick={() => void redirectTo(detailUrl)}>{CONFIRM_ORDER_TEXT.viewOrder}</Button>
        </Section>
        {flow.dialogs}
      </View>,
    )
  }

  const owed = order.waitPayMoney
  const amount = payBarAmount(order) ?? owed
  const sells = sellsHere(env, virtualPayState(), orderSaleFacts(order))
  const free = order.payPrice === 0
  // In the loan with the down payment made: what is left is paid by the loan, on the loan application page.
  const start = payStart(order)
  const loanNext = start.kind === 'loanNext' ? start : null
  // The pay bar only asks the payment store: blocked, on to the loan application, a free order, or the popup.
  const openPay = () => void payment.start(order).then(flow.after)

  return framed(
    <View className="confirm-order" data-order-no={order.orderNo} data-view={view}>
      <OrderGoods order={order} />
      <OrderCourses
        order={order}
        onEdit={showCourseEdit(order, queryFlag(params.isHideChange)) ? () => void navigateTo(courseEditUrl(order)) : undefined}
        onChooseCampus={campusRow(order) === 'choose' ? () => void navigateTo(campusChooseUrl(order)) : undefined}
      />
      <CouponPicker
        text={couponRowText(order, coupons)}
        coupons={coupons}
        chosenId={order.couponId}
        changeable={orderChangeable(order)}
        busy={changing}
        onChoose={(couponId) => void change({ couponId })}
      />
      {showsPriceBlock(order) && <OrderPrice order={order} />}
      {view === 'Stages' && (
        <Section title={CONFIRM_ORDER_TEXT.stagesTitle} className="stages">
          <View className="stages__line"><Text>{CONFIRM_ORDER_TEXT.orderTotal}</Text><Text>¥{formatMoney(order.totalMoney)}</Text></View>
          <View className="stages__line"><Text>{CONFIRM_ORDER_TEXT.paid}</Text><Text>¥{formatMoney(order.paidMoney)}</Text></View>
          {/* "a current-payment amount input": the amount is not the learner's to choose here (an isReceiveAll order is
              paid in one go, the loan pays the rest), so it reads as text (docs/orders-and-payments.md). */}
          <View className="stages__line stages__line--strong">
            <Text>{loanNext ? CONFIRM_ORDER_TEXT.loanRest : CONFIRM_ORDER_TEXT.thisPayment}</Text>
            <Text className="stages__amount">¥{formatMoney(loanNext ? order.restMoney || owed : amount)}</Text>
          </View>
        </Section>
      )}
      {view === 'Loan' && platforms.length > 0 && (
        <Section className="loan-entry">
          <View
            className="loan-entry__row"
            onClick={() => void navigateTo(loanEntryUrl(order))}
          >
            <Text>{CONFIRM_ORDER_TEXT.loanEntry}</Text>
            <Text className="loan-entry__hint">{loanEntryHint(order, platforms.map((p) => p.loanPlatformName))}</Text>
          </View>
        </Section>
      )}
      <View className="confirm-order__agreement">
        <Checkbox className="tap-area" checked={agreed} onChange={setAgreed} label={PAY_TEXT.agreement} />
      </View>
      {showPayBar(order) && (
        <PayBar
          amount={free ? 0 : loanNext ? order.restMoney || owed : payBarAmount(order)}
          buttonText={free ? CONFIRM_ORDER_TEXT.claimFree : loanNext ? loanNext.text : payButtonText(order)}
          disabled={!agreed && !loanNext}
          loading={payment.paying}
          notForSale={sells ? undefined : VIRTUAL_PAY_TEXT.unavailable}
          onPay={openPay}
        />
      )}
      <PayPopup
        visible={popup}
        env={env}
        owed={owed}
        suggested={amount}
        editable={!order.isReceiveAll && view !== 'Stages'}
        isReceiveAll={order.isReceiveAll}
        agreed={agreed}
        paying={payment.paying}
        onClose={() => setPopup(false)}
        onPay={(method, value) => {
          void payment.pay(order, { method, amount: value }).then(flow.after)
        }}
      />
      {flow.dialogs}
      {warning}
    </View>,
  )
})

export default function ConfirmOrderPage() {
  return (
    <LoginGate bar={<NavBar title={CONFIRM_ORDER_TEXT.pageTitle} ownBar />}>
      <ConfirmOrder />
    </LoginGate>
  )
}
