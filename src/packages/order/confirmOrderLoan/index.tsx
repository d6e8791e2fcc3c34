/**
 * /ty/confirmOrder/confirmOrderLoan?tradeOrderId=&orderId= (docs/spec/ordering-payment.md section 2): the loan confirm page of
 * an order, reached from confirm order's CONFIRM_LOAN_PAGE_TEXT.pageTitle entry. Loads the order and its platforms; the step itself is
 * LoanConfirm.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { useOrderApi, type OrderApi } from '@/services/order'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import { LoanConfirm } from './LoanConfirm'
import { ORDER_MESSAGES } from '@contract/messages'

/** The down-payment page frame's wording. */
export const CONFIRM_LOAN_PAGE_TEXT = {
  notFound: ORDER_MESSAGES.notFound,
  notFoundHint: '没有找到这个订单',
  pageTitle: '分期付款',
} as const

type Loaded = { found: true; order: OrderInfo; platforms: LoanPlatform[] } | { found: false }

/** The order and its platforms; no answer rejects (a retry is offered), any other failure is "no such order". */
function loanLoader(orderApi: OrderApi, tradeOrderId: string): () => Promise<Loaded> {
  return async () => {
    if (!tradeOrderId) return { found: false }
    try {
      const order = await orderApi.payGoodsInfo({ tradeOrderId })
      if (!order) return { found: false }
      const platforms = await orderApi.loanPlatforms({ goodsId: order.goodsId, spPriceIdStr: order.childSpecificationPriceIds }).catch(() => [])
      return { found: true, order, platforms }
    } catch (error) {
      if (isUnanswered(error)) throw error
      return { found: false }
    }
  }
}

const ConfirmOrderLoan = observer(function ConfirmOrderLoan() {
  const { params } = useRouter()
  const orderApi = useOrderApi()
  const tradeOrderId = params.tradeOrderId ?? params.orderId ?? ''
  const [page] = useState(() => new Loadable(loanLoader(orderApi, tradeOrderId)))

  useEffect(() => {
    void page.load()
  }, [page])

  const loaded = page.data
  /** The server has no such order, or no answer came (a retry is offered). */
  if (page.status === 'error') return <LoadError onRetry={() => void page.load()} />
  // The same empty state as confirm order's for an order that cannot be found.
  if (loaded && !loaded.found) return <EmptyState title={CONFIRM_LOAN_PAGE_TEXT.notFound} description={CONFIRM_LOAN_PAGE_TEXT.notFoundHint} />
  if (!loaded) return null
  return <LoanConfirm order={loaded.order} platforms={loaded.platforms} initialPlatformId={loaded.order.loanPlatformId} />
})

export default function ConfirmOrderLoanPage() {
  return (
    <>
      <NavBar title={CONFIRM_LOAN_PAGE_TEXT.pageTitle} />
      <LoginGate>
        <ConfirmOrderLoan />
      </LoginGate>
    </>
  )
}
