/**
 * /ty/loan?orderId=&userId= (docs/spec/ordering-payment.md sections 2, 4, 5): the applicant's real name and mobile, then the
 * loan pay (payType 3, tradeType 10) redirects to the loan platform (data.result). Coming back re-fetches the order:
 * state 3 goes to the pay result. Leaving asks '申请贷款未完成' with '继续申请' or '确定离开' (then the pay result).
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Dialog, Input } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@contract/order'
import { link, PATHS } from '@/core/links'
import { formatMoney } from '@/core/money'
import { OrderState } from '@/core/order/enums'
import { FORM_TEXT, loanFormProblem } from '@/core/order/forms'
import { LOAN_LEAVE } from '@/core/order/loan'
import { sanitisePhoneInput } from '@/core/validation'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { useLeaveGuard } from '@/platform/leaveGuard'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useOrderApi } from '@/services/order'
import { Loadable } from '@/stores/loadable'
import './index.css'
import { usePaymentStore } from '@/packages/order/stores/instances'

/** The loan application page's own wording (the form's checks and their messages are FORM_TEXT, src/core/order). */
export const LOAN_PAGE_TEXT = {
  pageTitle: '申请分期',
  loanInfo: '分期信息',
  course: '课程',
  orderAmount: '订单金额',
  downPaid: '已付首付',
  loanAmount: '分期金额',
  applicant: '申请人信息',
  apply: '去分期平台申请',
} as const

const Loan = observer(function Loan({ onOrder }: { onOrder(o: OrderInfo): void }) {
  const { params } = useRouter()
  const orderApi = useOrderApi()
  const payment = usePaymentStore()
  // No order in the answer keeps the one shown (as a failed reload does); with nothing shown yet, a retry is offered.
  const [page] = useState(() => new Loadable(async () => {
    const o = await orderApi.find(params.orderId ?? '')
    if (!o) throw new Error('no order')
    return o
  }))
  const [realName, setRealName] = useState('')
  const [mobile, setMobile] = useState('')

  const load = useCallback(async () => {
    await page.load()
    const o = page.data
    if (!o || page.error) return
    if (o.state === OrderState.complete) {
      await redirectTo(link('payResult', { tradeOrderId: o.tradeOrderId, userId: o.userId, goodsId: o.goodsId }))
      return
    }
    onOrder(o)
  }, [page, onOrder])

  useEffect(() => { void load() }, [load])
  // "Returning to the loan page re-fetches the order."
  useDidShow(() => { void load() })

  // A complete order is on its way to the pay result.
  const order = page.data?.state === OrderState.complete ? null : page.data
  if (page.status === 'error') return <LoadError onRetry={() => void load()} />
  if (!order) return null

  async function apply() {
    const problem = loanFormProblem({ realName, mobile })
    if (problem) {
      toast(problem)
      return
    }
    const flow = await payment.pay(order!, { method: null, amount: order!.restMoney || order!.waitPayMoney, loan: true, customer: { name: realName, mobile } })
    if (flow.kind === 'refused' && !flow.shown) toast(flow.message)
  }

  return (
    <View className="loan-page">
      <Section title={LOAN_PAGE_TEXT.loanInfo}>
        <View className="loan-page__line"><Text>{LOAN_PAGE_TEXT.course}</Text><Text>{order.name}</Text></View>
        <View className="loan-page__line"><Text>{LOAN_PAGE_TEXT.orderAmount}</Text><Text>¥{formatMoney(order.payPrice)}</Text></View>
        <View className="loan-page__line"><Text>{LOAN_PAGE_TEXT.downPaid}</Text><Text>¥{formatMoney(order.paidMoney)}</Text></View>
        <View className="loan-page__line loan-page__line--strong"><Text>{LOAN_PAGE_TEXT.loanAmount}</Text><Text>¥{formatMoney(order.restMoney || order.waitPayMoney)}</Text></View>
      </Section>
      <Section title={LOAN_PAGE_TEXT.applicant}>
        <Input className="loan-page__input" name="realName" placeholder={FORM_TEXT.realName} value={realName} onChange={(v) => setRealName(String(v))} />
        <Input className="loan-page__input" name="mobile" type="number" maxLength={11} placeholder={FORM_TEXT.mobile} value={mobile} onChange={(v) => setMobile(sanitisePhoneInput(String(v)))} />
      </Section>
      <View className="loan-page__foot">
        <Button type="primary" block loading={payment.paying} disabled={payment.paying} onClick={() => void apply()}>{LOAN_PAGE_TEXT.apply}</Button>
      </View>
    </View>
  )
})

export default function LoanPage() {
  const [order, setOrder] = useState<OrderInfo | null>(null)
  const [leaving, setLeaving] = useState(false)
  const resultUrl = order ? link('payResult', { tradeOrderId: order.tradeOrderId, userId: order.userId, goodsId: order.goodsId }) : PATHS.myOrder
  // Every way of leaving asks, once the order is shown (the browser's back, the app's back; the mini-program's own dialog).
  const guard = useLeaveGuard({ active: !!order, message: LOAN_LEAVE.message, onAttempt: () => setLeaving(true) })
  return (
    <>
      <NavBar title={LOAN_PAGE_TEXT.pageTitle} onBack={() => setLeaving(true)} ownBar />
      <LoginGate>
        <Loan onOrder={setOrder} />
      </LoginGate>
      {guard.holder}
      <Dialog
        visible={leaving}
        title={LOAN_LEAVE.title}
        content={LOAN_LEAVE.message}
        confirmText={LOAN_LEAVE.stay}
        cancelText={LOAN_LEAVE.leave}
        onConfirm={() => setLeaving(false)}
        onCancel={() => {
          setLeaving(false)
          guard.release(() => void redirectTo(resultUrl))
        }}
      />
    </>
  )
}
