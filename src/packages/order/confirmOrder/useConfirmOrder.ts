/**
 * Loads the order being paid and decides its view (ordering-payment.md section 4, "Choosing the confirm-order view"),
 * with the coupons that fit it. Coming back to the page (from the course or campus choice) loads it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { Coupon } from '@shared/goods'
import type { OrderChoiceUpdate, OrderInfo } from '@shared/order'
import { orderChangeable, queryFlag } from '@/core/order/choice'
import { downPaymentDue } from '@/core/order/loan'
import type { LoanPlatform } from '@shared/payment'
import { afterLoanPlatforms, chooseConfirmView, type ConfirmView } from '@/core/order/progress'
import { confirmOrderQuery } from '@/core/earlyCalls'
import { orderApi } from '@/services'
import { isUnanswered } from '@/services/request'

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

export function useConfirmOrder(query: ConfirmQuery) {
  const [order, setOrder] = useState<OrderInfo | null>(null)
  const [view, setView] = useState<ConfirmView | null>(null)
  const [platforms, setPlatforms] = useState<LoanPlatform[]>([])
  /** Why there is no order to show: the server has none, or no answer came (the page offers a retry). */
  const [failure, setFailure] = useState<'notFound' | 'unanswered' | null>(null)
  const shown = useRef<OrderInfo | null>(null)
  const [coupons, setCoupons] = useState<Coupon[]>([])
  const [changing, setChanging] = useState(false)
  const away = useRef(false)
  const { tradeOrderId, commodityIdListStr, schoolId } = confirmOrderQuery(query)
  const { isLoanPay } = query

  const load = useCallback(async () => {
    if (!tradeOrderId) {
      setFailure('notFound')
      return
    }
    try {
      const o = await orderApi.payGoodsInfo({ tradeOrderId, commodityIdListStr, schoolId })
      if (!o) {
        setFailure('notFound')
        return
      }
      setFailure(null)
      shown.current = o
      setOrder(o)
      setCoupons(orderChangeable(o) && o.payPrice > 0 ? await orderApi.couponsForOrder(o.orderId) : [])
      // An instalment order whose down payment is due is paid only by it: its step even without isLoanPay (an old
      // link), since the pay popup would send the down payment as a part payment, which the server refuses.
      const choice = chooseConfirmView(o, queryFlag(isLoanPay) || downPaymentDue(o))
      if (choice.view === 'LoanPay') {
        // Paying the loan again (after a failure): choose a platform, then apply.
        setPlatforms(await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => []))
        setView('LoanPay')
        return
      }
      if (choice.view !== 'fetchLoanPlatforms') {
        // "state 8 shows Loan with the order's own loan list"
        if ('loanList' in choice && choice.loanList === 'own') setPlatforms(o.goodsLoanList as LoanPlatform[])
        setView(choice.view)
        return
      }
      const list = await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => [])
      setPlatforms(list)
      setView(afterLoanPlatforms(list))
    } catch (error) {
      // A reload that got no answer keeps the order shown (the request layer has toasted why).
      if (isUnanswered(error)) {
        if (!shown.current) setFailure('unanswered')
      } else {
        setFailure('notFound')
      }
    }
  }, [tradeOrderId, commodityIdListStr, schoolId, isLoanPay])

  useEffect(() => {
    void load()
  }, [load])

  // Back from another page (the course or campus choice, the cashier): load again.
  useDidHide(() => {
    away.current = true
  })
  useDidShow(() => {
    if (!away.current) return
    away.current = false
    void load()
  })

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
  }, [order, changing, load])

  return { order, view, platforms, failure, coupons, changing, change, reload: load }
}
