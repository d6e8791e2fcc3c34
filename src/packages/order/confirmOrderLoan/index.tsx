/**
 * /ty/confirmOrder/confirmOrderLoan?tradeOrderId=&orderId= (ordering-payment.md section 2): course info, campus,
 * included courses, price, the agreement, the instalment platforms and the down payment. The pay button stays
 * locked until an instalment option is chosen and the agreement is ticked; the pay-mode dialog offers alipay and
 * wechat with the loan flow's browser rules.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Checkbox, Dialog, Radio } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@shared/order'
import type { LoanPlatform } from '@shared/payment'
import { PayMethod, type PayMethodValue } from '@/core/order/enums'
import { choosePayMethod, PAY_TEXT } from '@/core/order/payment'
import { downPaymentFor } from '@/core/order/loan'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { OrderCourses, OrderGoods, OrderPrice } from '@/components/OrderSummary'
import { PayBar } from '@/components/PayBar'
import { METHOD_LABEL } from '@/components/PayPopup'
import { Section } from '@/components/Section'
import { environment } from '@/platform/environment'
import { mediaUrl } from '@/platform/media'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { orderApi } from '@/services'
import { useStores } from '@/stores'
import '../confirmOrder/index.css'
import './index.css'

const ConfirmOrderLoan = observer(function ConfirmOrderLoan() {
  const { params } = useRouter()
  const { payment } = useStores()
  const [order, setOrder] = useState<OrderInfo | null>(null)
  const [platforms, setPlatforms] = useState<LoanPlatform[]>([])
  const [platformId, setPlatformId] = useState<number | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [notice, setNotice] = useState('')
  const env = environment()

  useEffect(() => {
    const tradeOrderId = params.tradeOrderId ?? params.orderId ?? ''
    void orderApi.payGoodsInfo({ tradeOrderId }).then(async (o) => {
      if (!o) return
      setOrder(o)
      setPlatforms(await orderApi.loanPlatforms({ goodsId: o.goodsId, spPriceIdStr: o.childSpecificationPriceIds }).catch(() => []))
    }, () => undefined)
  }, [params.tradeOrderId, params.orderId])

  if (!order) return null
  const platform = platforms.find((p) => p.loanPlatformId === platformId) ?? null
  const down = platform ? downPaymentFor(order.payPrice, platform.downPaymentPercent) : 0

  async function pay(method: PayMethodValue) {
    const choice = choosePayMethod(method, env, 'loan')
    if (!choice.ok) {
      toast(choice.toast)
      return
    }
    setChoosing(false)
    try {
      await orderApi.updatePayType({ orderId: order!.orderId, installmentType: 1, loanPlatformId: platform!.loanPlatformId })
    } catch {
      return
    }
    const fresh = (await orderApi.payGoodsInfo({ tradeOrderId: order!.tradeOrderId }).catch(() => null)) ?? order!
    const flow = await payment.pay(fresh, { method, amount: fresh.downPayment || down, isDownPayment: true })
    if (flow.kind === 'paid') await redirectTo(flow.finishUrl)
    else if (flow.kind === 'unpaid') setNotice(flow.message)
    else if (flow.kind === 'refused' && !flow.shown) toast(flow.message)
  }

  return (
    <View className="confirm-order confirm-loan" data-order-no={order.orderNo}>
      <OrderGoods order={order} />
      <OrderCourses order={order} />
      <OrderPrice order={order} />
      <Section title="选择分期平台">
        <Radio.Group value={platformId ?? undefined} onChange={(v) => setPlatformId(Number(v))}>
          {platforms.map((p) => (
            <Radio key={p.loanPlatformId} value={p.loanPlatformId} className="loan-platform">
              <View className="loan-platform__row">
                <Image className="loan-platform__icon" src={mediaUrl(p.icon)} />
                <View className="loan-platform__body">
                  <Text className="loan-platform__name">{p.loanPlatformName}</Text>
                  <Text className="loan-platform__meta">首付{p.downPaymentPercent}% · 可分{p.periods.join('/')}期</Text>
                </View>
              </View>
            </Radio>
          ))}
        </Radio.Group>
        {platforms.length === 0 && <Text className="loan-platform__none">该课程暂不支持分期</Text>}
      </Section>
      <View className="confirm-order__agreement">
        <Checkbox checked={agreed} onChange={setAgreed} label={PAY_TEXT.agreement} />
      </View>
      <PayBar
        amount={platform ? down : null}
        label="首付"
        buttonText="支付首付"
        disabled={!platform || !agreed}
        loading={payment.paying}
        onPay={() => setChoosing(true)}
      />
      <Dialog visible={choosing} title="选择支付方式" hideConfirmButton cancelText="取消" onCancel={() => setChoosing(false)}>
        <View className="loan-methods">
          {([PayMethod.alipay, PayMethod.wechat] as PayMethodValue[]).map((m) => (
            <View key={m} className="loan-methods__item" onClick={() => void pay(m)}>{METHOD_LABEL[m]}</View>
          ))}
        </View>
      </Dialog>
      <Dialog visible={!!notice} title="提示" content={notice} hideCancelButton confirmText="我知道了" onConfirm={() => setNotice('')} />
    </View>
  )
})

export default function ConfirmOrderLoanPage() {
  return (
    <LoginGate>
      <NavBar title="分期付款" />
      <ConfirmOrderLoan />
    </LoginGate>
  )
}
