/**
 * The confirm-payment popup (docs/spec/ordering-payment.md sections 2, 5): the amount (editable in partial-pay mode, numeric
 * input; above what is owed opens the '提示' dialog), the pay methods of payMethodOptions (choosing one the spec
 * gives a toast toasts it and keeps the previous choice), and the confirm button: '确认支付' when the order isReceiveAll, else '立即支付' with the amount.
 * Disabled unless a method is chosen and the amount is a non-zero number (and the agreement is ticked).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Dialog, Input, Popup, Radio } from '@nutui/nutui-react-taro'
import type { Environment } from '@/core/environment'
import { formatMoney, yuanToCents } from '@/core/money'
import { PayMethod, type PayMethodValue } from '@/core/order/enums'
import { canPayFull, choosePayMethod, defaultPayMethod, PAY_TEXT, partialAmountProblem, payMethodOptions } from '@/core/order/payment'
import { MONEY_INPUT } from '@/platform/input'
import { toast } from '@/platform/ui'
import './index.css'

/** The pay popup's wording (the pay rules' texts are PAY_TEXT, src/core/order/payment.ts). */
export const PAY_POPUP_TEXT = {
  title: '确认支付',
  amount: '支付金额',
  owedHint: (money: string) => `待支付¥${money}，可分次支付`,
  ok: '我知道了',
  methods: { [PayMethod.alipay]: '支付宝支付', [PayMethod.wechat]: '微信支付' } as Record<PayMethodValue, string>,
} as const

export const METHOD_LABEL: Record<PayMethodValue, string> = PAY_POPUP_TEXT.methods

export interface PayPopupProps {
  visible: boolean
  env: Environment
  /** What is still owed, in cents (the most a payment may be). */
  owed: number
  /** The amount suggested (the down payment for instalments, else what is owed). */
  suggested: number
  /** Partial-pay mode: the learner may type the amount. */
  editable: boolean
  isReceiveAll: boolean
  agreed: boolean
  paying: boolean
  flow?: 'order' | 'loan'
  onClose(): void
  onPay(method: PayMethodValue | null, amount: number): void
}

export function PayPopup(props: PayPopupProps) {
  const { visible, env, owed, suggested, editable, isReceiveAll, agreed, paying, flow = 'order' } = props
  const [method, setMethod] = useState<PayMethodValue | null>(() => defaultPayMethod(env, flow))
  const [text, setText] = useState(formatMoney(suggested))
  const [overLimit, setOverLimit] = useState('')
  const amount = editable ? yuanToCents(text) : suggested
  // The pay methods' one rule (src/core/order/payment.ts); the mini-program's one way needs no radio.
  const methods = env.isMiniProgram ? [] : payMethodOptions(env, flow).map((o) => o.method)

  useEffect(() => {
    if (visible) setText(formatMoney(suggested))
  }, [visible, suggested])

  function choose(value: PayMethodValue) {
    const result = choosePayMethod(value, env, flow)
    if (!result.ok) {
      if (result.toast) toast(result.toast)
      return
    }
    setMethod(value)
  }

  function confirm() {
    const problem = partialAmountProblem(amount, owed)
    if (problem) {
      setOverLimit(problem)
      return
    }
    props.onPay(env.isMiniProgram ? null : method, amount)
  }

  const ready = canPayFull(env.isMiniProgram ? PayMethod.wechat : method, agreed, Number.isNaN(amount) ? Number.NaN : amount)
  return (
    <>
      <Popup visible={visible} position="bottom" round closeable title={PAY_POPUP_TEXT.title} className="pay-popup" onClose={props.onClose}>
        <View className="pay-popup__amount">
          <Text className="pay-popup__label">{PAY_POPUP_TEXT.amount}</Text>
          {editable ? (
            <View className="pay-popup__input-row">
              <Text className="pay-popup__yuan">¥</Text>
              <Input
                className="pay-popup__input"
                {...MONEY_INPUT}
                value={text}
                onChange={(v) => setText(String(v).replace(/[^\d.]/g, ''))}
                placeholder={formatMoney(owed)}
              />
            </View>
          ) : (
            <Text className="pay-popup__fixed">¥{formatMoney(suggested)}</Text>
          )}
          {editable && <Text className="pay-popup__hint">{PAY_POPUP_TEXT.owedHint(formatMoney(owed))}</Text>}
        </View>
        {methods.length > 0 && (
          <Radio.Group value={method ?? undefined} className="pay-popup__methods" onChange={(v) => choose(Number(v) as PayMethodValue)}>
            {([PayMethod.alipay, PayMethod.wechat] as PayMethodValue[]).filter((m) => methods.includes(m)).map((m) => (
              <Radio key={m} value={m} className="pay-popup__method">{METHOD_LABEL[m]}</Radio>
            ))}
          </Radio.Group>
        )}
        <View className="pay-popup__foot">
          <Button type="primary" block disabled={!ready || paying} loading={paying} onClick={() => { if (!paying) confirm() }}>
            {isReceiveAll ? PAY_TEXT.confirmPay : `${PAY_TEXT.payNow} ¥${Number.isNaN(amount) ? '0.00' : formatMoney(amount)}`}
          </Button>
        </View>
      </Popup>
      <Dialog visible={!!overLimit} title={PAY_TEXT.overLimitTitle} content={overLimit} hideCancelButton confirmText={PAY_POPUP_TEXT.ok} onConfirm={() => setOverLimit('')} />
    </>
  )
}
