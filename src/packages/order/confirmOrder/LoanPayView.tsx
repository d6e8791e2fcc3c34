/**
 * The LoanPay view of confirm order (isLoanPay=1). While the down payment is due (an order just created with a
 * platform on the goods page) it is the down-payment step, the chosen platform preselected. After a loan failure the
 * learner chooses a platform again ("'pay now' lets the user choose another platform"); the pay type is switched and
 * the loan application reopens.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Radio } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import { link } from '@/core/links'
import { formatMoney } from '@/core/money'
import { downPaymentDue } from '@/core/order/loan'
import { OrderCourses, OrderGoods } from '@/packages/order/components/OrderSummary'
import { Section } from '@/components/Section'
import { redirectTo } from '@/platform/navigation'
import { useOrderApi } from '@/services/order'
import { LoanConfirm } from '../confirmOrderLoan/LoanConfirm'

/** The loan view's wording on confirm order. */
export const LOAN_PAY_VIEW_TEXT = {
  rechoose: '重新选择分期平台',
  reapply: '重新申请分期',
  paidAndRest: (paid: string, rest: string) => `已付首付 ¥${paid}，待分期 ¥${rest}`,
} as const

export function LoanPayView({ order, platforms, reload }: { order: OrderInfo; platforms: LoanPlatform[]; reload(): unknown }) {
  if (downPaymentDue(order)) return <LoanConfirm order={order} platforms={platforms} initialPlatformId={order.loanPlatformId} reload={reload} />
  return <LoanRechoose order={order} platforms={platforms} />
}

function LoanRechoose({ order, platforms }: { order: OrderInfo; platforms: LoanPlatform[] }) {
  const orderApi = useOrderApi()
  const [platformId, setPlatformId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  async function apply() {
    if (!platformId || busy) return
    setBusy(true)
    try {
      await orderApi.updatePayType({ orderId: order.orderId, installmentType: 1, loanPlatformId: platformId })
      await redirectTo(link('loan', { orderId: order.orderId, userId: order.userId }))
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="confirm-order" data-order-no={order.orderNo} data-view="LoanPay">
      <OrderGoods order={order} />
      <OrderCourses order={order} />
      <Section title={LOAN_PAY_VIEW_TEXT.rechoose}>
        <Text className="loan-entry__hint">{LOAN_PAY_VIEW_TEXT.paidAndRest(formatMoney(order.paidMoney), formatMoney(order.restMoney || order.waitPayMoney))}</Text>
        <Radio.Group value={platformId ?? undefined} onChange={(v) => setPlatformId(Number(v))}>
          {platforms.filter((p) => p.loanPlatformId !== order.loanPlatformId || platforms.length === 1).map((p) => (
            <Radio key={p.loanPlatformId} value={p.loanPlatformId} className="loan-platform">{p.loanPlatformName}</Radio>
          ))}
        </Radio.Group>
      </Section>
      <View className="confirm-order__agreement">
        <Button type="primary" block disabled={!platformId || busy} loading={busy} onClick={() => void apply()}>{LOAN_PAY_VIEW_TEXT.reapply}</Button>
      </View>
    </View>
  )
}
