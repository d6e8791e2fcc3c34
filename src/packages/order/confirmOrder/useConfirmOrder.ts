/** Loads the order being paid and decides its view (ordering-payment.md section 4, "Choosing the confirm-order view"). */
import { useCallback, useEffect, useState } from 'react'
import type { OrderInfo } from '@shared/order'
import type { LoanPlatform } from '@shared/payment'
import { afterLoanPlatforms, chooseConfirmView, type ConfirmView } from '@/core/order/progress'
import { orderApi } from '@/services'

export interface ConfirmQuery {
  tradeOrderId?: string
  commodityIdListStr?: string
  schoolId?: string
  isLoanPay?: string
}

export function useConfirmOrder(query: ConfirmQuery) {
  const [order, setOrder] = useState<OrderInfo | null>(null)
  const [view, setView] = useState<ConfirmView | null>(null)
  const [platforms, setPlatforms] = useState<LoanPlatform[]>([])
  const [failed, setFailed] = useState(false)
  const { tradeOrderId, commodityIdListStr, schoolId, isLoanPay } = query

  const load = useCallback(async () => {
    if (!tradeOrderId) {
      setFailed(true)
      return
    }
    try {
      const o = await orderApi.payGoodsInfo({ tradeOrderId, commodityIdListStr, schoolId })
      if (!o) {
        setFailed(true)
        return
      }
      setOrder(o)
      const choice = chooseConfirmView(o, !!isLoanPay)
      if (choice.view === 'LoanPay') {
        // Paying the loan again (after a failure): choose a platform, then apply.
        setPlatforms(await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => []))
        setView('LoanPay')
        return
      }
      if (choice.view !== 'fetchLoanPlatforms') {
        setView(choice.view)
        return
      }
      const list = await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => [])
      setPlatforms(list)
      setView(afterLoanPlatforms(list))
    } catch {
      setFailed(true)
    }
  }, [tradeOrderId, commodityIdListStr, schoolId, isLoanPay])

  useEffect(() => {
    void load()
  }, [load])

  return { order, view, platforms, failed, reload: load }
}
