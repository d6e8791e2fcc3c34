/**
 * Loads the order being paid and decides its view (docs/spec/ordering-payment.md section 4, "Choosing the confirm-order view"),
 * with the coupons that fit it. Coming back to the page (from the course or campus choice) loads it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { Coupon } from '@contract/goods'
import type { OrderChoiceUpdate, OrderInfo } from '@contract/order'
import { orderChangeable, queryFlag } from '@/core/order/choice'
import { downPaymentDue } from '@/core/order/loan'
import type { LoanPlatform } from '@contract/payment'
import { afterLoanPlatforms, chooseConfirmView, type ConfirmView } from '@/core/order/progress'
import { confirmOrderQuery } from '@/core/earlyCalls'
import { useOrderApi, type OrderApi } from '@/services/order'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import { usePaymentStore } from '@/packages/order/stores/instances'
import type { PaymentStore } from '@/packages/order/stores/payment'

export interface ConfirmQuery {
  tradeOrderId?: string
  /** Either names the order too (`?orderId=` alone opens it; the server reads any of the three). */
  orderId?: string
  orderNo?: string
  commodityIdListStr?: string
  /** The spec's other name for commodityIdListStr. */
  commodityIdList?: string
  schoolId?: string
  isLoanPay?: string
}

/** What the page shows: the order with its view, loan platforms and coupons, or that the server has none. */
export type ConfirmLoad =
  | { found: true; order: OrderInfo; view: ConfirmView; platforms: LoanPlatform[]; coupons: Coupon[] }
  | { found: false }

const NOT_FOUND: ConfirmLoad = { found: false }

/**
 * The order being paid and its view, in the calls' order: the order, its coupons, then (when the view needs them) the
 * loan platforms. No answer rejects (the Loadable keeps the order shown); any other failure is "no such order".
 */
function confirmLoader(orderApi: OrderApi, payment: Pick<PaymentStore, 'settle'>, query: ConfirmQuery): () => Promise<ConfirmLoad> {
  const { tradeOrderId, commodityIdListStr, schoolId } = confirmOrderQuery(query)
  const { isLoanPay } = query
  return async () => {
    if (!tradeOrderId) return NOT_FOUND
    try {
      const o = await orderApi.payGoodsInfo({ tradeOrderId, commodityIdListStr, schoolId })
      if (!o) return NOT_FOUND
      // A loan application the platform declined is over: no payment of this order is out any more.
      payment.settle(o)
      const coupons = orderChangeable(o) && o.payPrice > 0 ? await orderApi.couponsForOrder(o.orderId) : []
      const shown = (view: ConfirmView, platforms: LoanPlatform[]): ConfirmLoad => ({ found: true, order: o, view, platforms, coupons })
      // An instalment order whose down payment is due is paid only by it: its step even without isLoanPay (an old
      // link), since the pay popup would send the down payment as a part payment, which the server refuses.
      const choice = chooseConfirmView(o, queryFlag(isLoanPay) || downPaymentDue(o))
      if (choice.view === 'LoanPay') {
        // Paying the loan again (after a failure): choose a platform, then apply.
        return shown('LoanPay', await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => []))
      }
      if (choice.view !== 'fetchLoanPlatforms') {
        // "state 8 shows Loan with the order's own loan list"
        return shown(choice.view, 'loanList' in choice && choice.loanList === 'own' ? o.goodsLoanList as LoanPlatform[] : [])
      }
      const list = await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => [])
      return shown(afterLoanPlatforms(list), list)
    } catch (error) {
      // A reload that got no answer keeps the order shown (the request layer has toasted why).
      if (isUnanswered(error)) throw error
      return NOT_FOUND
    }
  }
}

export function useConfirmOrder(query: ConfirmQuery) {
  const orderApi = useOrderApi()
  const payment = usePaymentStore()
  const [page] = useState(() => new Loadable(confirmLoader(orderApi, payment, query)))
  const [changing, setChanging] = useState(false)
  const away = useRef(false)
  const load = useCallback(() => page.load(), [page])

  useEffect(() => {
    void page.load()
  }, [page])

  // Back from another page (the course or campus choice, the cashier): load again.
  useDidHide(() => {
    away.current = true
  })
  useDidShow(() => {
    if (!away.current) return
    away.current = false
    void load()
  })

  const shown = page.data?.found ? page.data : null
  const order = shown?.order ?? null
  // No answer and nothing to show: the retry offer stays on screen while a retry runs (a Loadable clears its error
  // when a load starts), rather than a blank page until the answer.
  const unanswered = useRef(false)
  if (!page.loading) unanswered.current = !shown && page.error
  /** Why there is no order to show: the server has none, or no answer came (the page offers a retry). */
  const failure: 'notFound' | 'unanswered' | null = !shown && unanswered.current ? 'unanswered' : page.data?.found === false ? 'notFound' : null

  /** Applies a change (courses, campus, coupon) and shows the order the server answers. A refusal is toasted. */
  const change = useCallback(async (update: Omit<OrderChoiceUpdate, 'orderId'>) => {
    if (!order || changing) return
    setChanging(true)
    try {
      await orderApi.updateChoice({ orderId: order.orderId, ...update })
    } catch {
      // toasted by the request layer; the order is reloaded below either way
    } finally {
      setChanging(false)
    }
    await load()
  }, [orderApi, order, changing, load])

  return { order, view: shown?.view ?? null, platforms: shown?.platforms ?? [], failure, coupons: shown?.coupons ?? [], changing, change, reload: load }
}
