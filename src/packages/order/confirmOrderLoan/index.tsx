/**
 * /ty/confirmOrder/confirmOrderLoan?tradeOrderId=&orderId= (ordering-payment.md section 2): the loan confirm page of
 * an order, reached from confirm order's CONFIRM_LOAN_PAGE_TEXT.pageTitle entry. Loads the order and its platforms; the step itself is
 * LoanConfirm.
 */
import { useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { OrderInfo } from '@shared/order'
import type { LoanPlatform } from '@shared/payment'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { orderApi } from '@/services'
import { isUnanswered } from '@/services/request'
import { LoanConfirm } from './LoanConfirm'

/** The down-payment page frame's wording. */
export const CONFIRM_LOAN_PAGE_TEXT = {
  notFound: '订单不存在',
  notFoundHint: '没有找到这个订单',
  pageTitle: '分期付款',
} as const

function ConfirmOrderLoan() {
  const { params } = useRouter()
  const [loaded, setLoaded] = useState<{ order: OrderInfo; platforms: LoanPlatform[] } | null>(null)
  /** The server has no such order, or no answer came (a retry is offered). */
  const [failure, setFailure] = useState<'notFound' | 'unanswered' | null>(null)
  const tradeOrderId = params.tradeOrderId ?? params.orderId ?? ''

  const load = useCallback(async () => {
    if (!tradeOrderId) {
      setFailure('notFound')
      return
    }
    setFailure(null)
    try {
      const order = await orderApi.payGoodsInfo({ tradeOrderId })
      if (!order) {
        setFailure('notFound')
        return
      }
      const platforms = await orderApi.loanPlatforms({ goodsId: order.goodsId, spPriceIdStr: order.childSpecificationPriceIds }).catch(() => [])
      setLoaded({ order, platforms })
    } catch (error) {
      setFailure(isUnanswered(error) ? 'unanswered' : 'notFound')
    }
  }, [tradeOrderId])

  useEffect(() => {
    void load()
  }, [load])

  if (failure === 'unanswered') return <LoadError onRetry={() => void load()} />
  // The same empty state as confirm order's for an order that cannot be found.
  if (failure === 'notFound') return <EmptyState title={CONFIRM_LOAN_PAGE_TEXT.notFound} description={CONFIRM_LOAN_PAGE_TEXT.notFoundHint} />
  if (!loaded) return null
  return <LoanConfirm order={loaded.order} platforms={loaded.platforms} initialPlatformId={loaded.order.loanPlatformId} />
}

export default function ConfirmOrderLoanPage() {
  return (
    <LoginGate>
      <NavBar title={CONFIRM_LOAN_PAGE_TEXT.pageTitle} />
      <ConfirmOrderLoan />
    </LoginGate>
  )
}
