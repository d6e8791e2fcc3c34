/**
 * /ty/finishPay?tradeOrderId=&userId=&payType= (docs/spec/ordering-payment.md sections 2, 4, 9): where every payment comes
 * back. A return redirect never marks an order paid: the server's payment check decides (fetched 1500 ms later
 * for payType 1) and its dialogs say so. Then the variant: down payment ('down payment complete', 5 s, then the
 * loan page), sign (then the agreement) or no-sign (then the order detail); '支付完成' when state is 3, else
 * '支付成功'; an order still owing (state 2) shows what is left with a continue-pay button.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Dialog } from '@nutui/nutui-react-taro'
import { Success } from '@nutui/icons-react-taro'
import { link } from '@/core/links'
import { formatMoney } from '@/core/money'
import { OrderState } from '@/core/order/enums'
import { afterDownPayment, finishPayTitle, payResultVariant } from '@/core/order/progress'
import { detailOrder, detailPayButton, signAgreementUrl } from '@/core/order/detail'
import { payResultFetchDelay } from '@/core/order/payRequest'
import { Countdown } from '@/packages/order/components/Countdown'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { openStudyApp } from '@/platform/appLink'
import { setDocumentTitle } from '@/platform/location'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { usePageRestored } from '@/platform/pageRestore'
import { useOrderApi } from '@/services/order'
import { Loadable } from '@/stores/loadable'
import './index.css'
import { usePaymentStore } from '@/packages/order/stores/instances'

/** "Down-payment countdown 5 s"; the other variants count down as long before they move on. */
export const FINISH_COUNTDOWN_MS = 5000
export const FINISH_PAY_TEXT = {
  /** The title until the order has loaded (then finishPayTitle: '支付完成' when state 3, else '支付成功'). */
  pageTitle: '支付结果',
  downPaymentDone: '首付支付完成', // spec: 'down payment complete'
  unpaid: '支付未完成',
  paid: (money: string) => `已支付 ¥${money}`,
  owing: (money: string) => `还需支付 ¥${money}`,
  /** The countdown line: 'N秒后' and where it goes. */
  countdown: (seconds: number, to: 'downPayment' | 'sign' | 'detail') =>
    `${seconds}秒后${to === 'downPayment' ? '前往申请分期' : to === 'sign' ? '前往签署协议' : '查看订单详情'}`,
  viewOrder: '查看订单', // spec: 'view order'
  downloadApp: '下载App', // spec: 'download app'
  payAgain: '重新支付',
  noticeTitle: '提示',
  noticeOk: '我知道了',
  /** The server has no such order for this learner. */
  noOrder: '暂无订单信息',
  /** The payment check (queryOrderStatus) got no answer: the app's own words, with a retry. */
  checkFailed: '支付结果查询失败',
  checkAgain: '重新查询',
} as const

const FinishPay = observer(function FinishPay({ onTitle }: { onTitle(title: string): void }) {
  const { params } = useRouter()
  const orderApi = useOrderApi()
  const payment = usePaymentStore()
  const [notice, setNotice] = useState('')
  const [deadline, setDeadline] = useState(0)
  const tradeOrderId = params.tradeOrderId ?? ''
  const payType = Number(params.payType) || 0
  // The payment check (when this page's payment is the one kept) runs once; the order is asked after it has
  // answered. A read that got no answer (5xx, timeout, no connection) offers a retry of the read alone. A check that
  // got no answer says so above the order, with a retry that asks again and then reads the order again.
  const checked = useRef<Promise<void> | null>(null)
  const [checkFailed, setCheckFailed] = useState(false)
  const check = useCallback(async (delayMs: number) => {
    const session = payment.session
    if (!session || session.payOrderInfo.tradeOrderId !== tradeOrderId) {
      // Nothing left to check (the payment settled and its session went): the order read tells.
      setCheckFailed(false)
      return
    }
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs))
    const flow = await payment.checkSettled(session)
    setCheckFailed(flow.kind === 'pending' && !!flow.unanswered)
    if (flow.kind === 'unpaid') setNotice(flow.message)
  }, [payment, tradeOrderId])
  const [page] = useState(() => new Loadable(async () => {
    checked.current ??= check(payResultFetchDelay(payType)).catch(() => undefined) // the order read is the truth either way
    await checked.current
    return { order: await orderApi.find(tradeOrderId) }
  }))
  const order = page.data?.order ?? null

  const load = useCallback(async () => {
    await page.load()
    const o = page.data?.order
    if (!o || page.error) return
    // Nothing paid (state 1): the neutral title; the spec's two titles name a payment that went through.
    const title = o.state === OrderState.pending ? FINISH_PAY_TEXT.pageTitle : finishPayTitle(o.state)
    setDocumentTitle(title)
    onTitle(title)
    setDeadline(Date.now() + FINISH_COUNTDOWN_MS)
  }, [page, onTitle])

  useEffect(() => { void load() }, [load])

  const [checking, setChecking] = useState(false)
  const checkAgain = async () => {
    setChecking(true)
    try {
      checked.current = check(0).catch(() => undefined)
      await load()
    } finally {
      setChecking(false)
    }
  }
  // Back or Forward onto this page from the back-forward cache (the cashier, the study app): what it showed may be
  // stale; the payment is checked again and the order read again.
  usePageRestored(() => { if (!checking) void checkAgain() })
  const checkBar = checkFailed && (
    <View className="finish-pay__check">
      <Text>{FINISH_PAY_TEXT.checkFailed}</Text>
      <Button size="small" type="primary" fill="outline" loading={checking} disabled={checking} onClick={() => void checkAgain()}>{FINISH_PAY_TEXT.checkAgain}</Button>
    </View>
  )

  if (page.status === 'error') return <LoadError onRetry={() => void load()} />
  if (page.data && !order) return <EmptyState title={FINISH_PAY_TEXT.noOrder} description="" />
  if (!order) return <View className="finish-pay finish-pay--loading" />
  const variant = payResultVariant(order)
  const detailUrl = link('payResult', { tradeOrderId: order.tradeOrderId, userId: order.userId, goodsId: order.goodsId, isFinished: 1 })
  const owing = order.state === OrderState.paying
  const unpaid = order.state === OrderState.pending
  const loanUrl = link('loan', { orderId: order.orderId, userId: order.userId })
  const downPaymentNext = afterDownPayment(order)
  const next = variant === 'downPayment'
    ? (downPaymentNext === 'sign' ? signAgreementUrl(order) : loanUrl)
    : variant === 'sign' ? signAgreementUrl(order) : detailUrl
  const payOn = detailPayButton(detailOrder(order))
  const countdownTo = variant === 'downPayment' ? (downPaymentNext === 'sign' ? 'sign' : 'downPayment') : variant === 'sign' ? 'sign' : 'detail'

  return (
    <View className="finish-pay" data-variant={variant}>
      {/* An order read as paid in full needs no check: '支付完成' under '支付结果查询失败' would contradict itself. */}
      {order.state !== OrderState.complete && checkBar}
      <View className="finish-pay__head">
        <Success size={56} color={unpaid ? '#ccc' : '#18b566'} />
        <Text className="finish-pay__title">{unpaid ? FINISH_PAY_TEXT.unpaid : variant === 'downPayment' ? FINISH_PAY_TEXT.downPaymentDone : finishPayTitle(order.state)}</Text>
        <Text className="finish-pay__name">{order.name}</Text>
        <Text className="finish-pay__paid">{FINISH_PAY_TEXT.paid(formatMoney(order.paidMoney))}</Text>
      </View>
      {owing && payOn && (
        <View className="finish-pay__owing">
          <Text>{FINISH_PAY_TEXT.owing(formatMoney(order.waitPayMoney))}</Text>
          <Button type="primary" size="small" onClick={() => void redirectTo(payOn.url)}>{payOn.text}</Button>
        </View>
      )}
      {!owing && !unpaid && deadline > 0 && (
        <View className="finish-pay__next">
          <Countdown deadline={deadline} format={(ms) => FINISH_PAY_TEXT.countdown(Math.ceil(ms / 1000), countdownTo)} onZero={() => void redirectTo(next)} />
        </View>
      )}
      <View className="finish-pay__actions">
        <Button className="finish-pay__view" onClick={() => void redirectTo(detailUrl)}>{FINISH_PAY_TEXT.viewOrder}</Button>
        <Button className="finish-pay__app" type="primary" fill="outline" onClick={() => void openStudyApp({ orderId: order.orderId })}>{FINISH_PAY_TEXT.downloadApp}</Button>
      </View>
      {unpaid && payOn && <Button className="finish-pay__retry" type="primary" block onClick={() => void navigateTo(payOn.url)}>{FINISH_PAY_TEXT.payAgain}</Button>}
      <Dialog visible={!!notice} title={FINISH_PAY_TEXT.noticeTitle} content={notice} hideCancelButton confirmText={FINISH_PAY_TEXT.noticeOk} onConfirm={() => setNotice('')} />
    </View>
  )
})

export default function FinishPayPage() {
  const [title, setTitle] = useState<string>(FINISH_PAY_TEXT.pageTitle)
  return (
    <>
      <NavBar title={title} />
      <LoginGate>
        <FinishPay onTitle={setTitle} />
      </LoginGate>
    </>
  )
}
