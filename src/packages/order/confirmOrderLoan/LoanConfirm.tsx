/**
 * The down-payment step of an instalment order (docs/spec/ordering-payment.md section 2, "Loan confirm"): course info, campus,
 * included courses, price, the instalment platforms, the agreement and the down payment. The pay button stays
 * locked until an instalment option is chosen and the agreement is ticked; the pay-mode dialog offers alipay and
 * wechat with the loan flow's browser rules. Shown by /ty/confirmOrder/confirmOrderLoan and by confirm order's
 * LoanPay view (isLoanPay=1) while the down payment is due.
 */
import { useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Checkbox, Dialog } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@contract/order'
import type { LoanPlatform } from '@contract/payment'
import { formatMoney } from '@/core/money'
import { payMethodOptions, PAY_TEXT, type PayMethodOption } from '@/core/order/payment'
import { downPaymentFor } from '@/core/order/loan'
import { LoanPlatformPicker } from '@/components/LoanPlatformPicker'
import { OrderCourses, OrderGoods, OrderPrice } from '@/packages/order/components/OrderSummary'
import { PayBar } from '@/packages/order/components/PayBar'
import { orderSaleFacts, sellsHere, VIRTUAL_PAY_TEXT } from '@/core/order/virtualPay'
import { virtualPayState } from '@/platform/virtualPay'
import { METHOD_LABEL } from '@/packages/order/components/PayPopup'
import { Section } from '@/components/Section'
import { environment } from '@/platform/environment'
import { toast } from '@/platform/ui'
import { useOrderApi } from '@/services/order'
import '../confirmOrder/index.css'
import './index.css'
import { usePaymentStore } from '@/packages/order/stores/instances'
import { usePayFlow, type PayFlowQuery } from '../confirmOrder/usePayFlow'

/** The down-payment page's own wording (the loan rules' texts are in src/core/order). */
export const LOAN_CONFIRM_TEXT = {
  choosePlatform: '选择分期平台',
  downPayment: '首付金额',
  downPaymentShort: '首付',
  payDown: '支付首付',
  chooseMethod: '选择支付方式',
  cancel: '取消',
} as const

export interface LoanConfirmProps {
  order: OrderInfo
  platforms: LoanPlatform[]
  /** The platform chosen on the goods page, preselected. */
  initialPlatformId?: number | null
  /** Loads the order again after an attempt that did not leave the page (confirm order's LoanPay view). */
  reload?: () => unknown
}

export const LoanConfirm = observer(function LoanConfirm({ order, platforms, initialPlatformId = null, reload }: LoanConfirmProps) {
  const orderApi = useOrderApi()
  const payment = usePaymentStore()
  const [platformId, setPlatformId] = useState<number | null>(
    platforms.some((p) => p.loanPlatformId === initialPlatformId) ? initialPlatformId : null,
  )
  const [ticked, setAgreed] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const { params } = useRouter()
  // Back from WeChat's authorisation (messenger browser) the down payment carries on; a cashier's return is checked.
  // The step's one pay flow, on its own page and in confirm order's LoanPay view alike.
  const flow = usePayFlow({ order, query: params as PayFlowQuery, reload, onRetry: () => setChoosing(true) })
  const agreed = ticked || flow.resumed
  const env = environment()
  // The pay methods' one rule (src/core/order/payment.ts): a method with the spec's toast is offered and toasts.
  const methods = payMethodOptions(env, 'loan')
  const platform = platforms.find((p) => p.loanPlatformId === platformId) ?? null
  const down = platform ? downPaymentFor(order.payPrice, platform.downPaymentPercent) : 0

  async function pay({ method, refusal }: PayMethodOption) {
    if (refusal) {
      toast(refusal)
      return
    }
    setChoosing(false)
    try {
      await orderApi.updatePayType({ orderId: order.orderId, installmentType: 1, loanPlatformId: platform!.loanPlatformId })
    } catch {
      return
    }
    const fresh = (await orderApi.payGoodsInfo({ tradeOrderId: order.tradeOrderId }).catch(() => null)) ?? order
    await flow.after(await payment.pay(fresh, { method, amount: fresh.downPayment || down, isDownPayment: true }))
  }

  return (
    <View className="confirm-order confirm-loan" data-order-no={order.orderNo}>
      <OrderGoods order={order} />
      <OrderCourses order={order} />
      <OrderPrice order={order} />
      <Section title={LOAN_CONFIRM_TEXT.choosePlatform}>
        <LoanPlatformPicker platforms={platforms} value={platformId} price={order.payPrice} onChange={setPlatformId} />
        {/* "and an amount input": the down payment is the platform's share of the price, not the learner's to
            choose, so it reads as text (docs/orders-and-payments.md). */}
        {platform && (
          <View className="loan-down">
            <Text>{LOAN_CONFIRM_TEXT.downPayment}</Text>
            <Text className="stages__amount">¥{formatMoney(down)}</Text>
          </View>
        )}
      </Section>
      <View className="confirm-order__agreement">
        <Checkbox className="tap-area" checked={agreed} onChange={setAgreed} label={PAY_TEXT.agreement} />
      </View>
      <PayBar
        amount={platform ? down : null}
        label={LOAN_CONFIRM_TEXT.downPaymentShort}
        buttonText={LOAN_CONFIRM_TEXT.payDown}
        disabled={!platform || !agreed}
        loading={payment.paying}
        notForSale={sellsHere(env, virtualPayState(), orderSaleFacts(order)) ? undefined : VIRTUAL_PAY_TEXT.unavailable}
        onPay={() => setChoosing(true)}
      />
      <Dialog visible={choosing} title={LOAN_CONFIRM_TEXT.chooseMethod} hideConfirmButton cancelText={LOAN_CONFIRM_TEXT.cancel} onCancel={() => setChoosing(false)}>
        <View className="loan-methods">
          {methods.map((option) => (
            <View key={option.method} className="loan-methods__item" onClick={() => void pay(option)}>
              {env.isMiniProgram ? PAY_TEXT.weappMethod : METHOD_LABEL[option.method]}
            </View>
          ))}
        </View>
      </Dialog>
      {flow.dialogs}
    </View>
  )
})
