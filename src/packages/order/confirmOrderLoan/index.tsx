/**
 * /ty/confirmOrder/confirmOrderLoan?tradeOrderId=&orderId= (ordering-payment.md section 2): the loan confirm page of
 * an order, reached from confirm order's CONFIRM_LOAN_PAGE_TEXT.pageTitle entry. Loads the order and its platforms; the step itself is
 * LoanConfirm.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { OrderInfo } from '@shared/order'
import type { LoanPlatform } from '@shared/payment'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { orderApi } from '@/services'
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
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const tradeOrderId = params.tradeOrderId ?? params.orderId ?? ''
    if (!tradeOrderId) {
      setFailed(true)
      return
    }
    void orderApi.payGoodsInfo({ tradeOrderId }).then(async (order) => {
      if (!order) {
        setFailed(true)
        return
      }
      const platforms = await orderApi.loanPlatforms({ goodsId: order.goodsId, spPriceIdStr: order.childSpecificationPriceIds }).catch(() => [])
      setLoaded({ order, platforms })
    }, () => setFailed(true))
  }, [params.tradeOrderId, params.orderId])

  // The same empty state as confirm order's for an order that cannot be found.
  if (failed) return <EmptyState title={CONFIRM_LOAN_PAGE_TEXT.notFound} description={CONFIRM_LOAN_PAGE_TEXT.notFoundHint} />
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
