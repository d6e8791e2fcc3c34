/**
 * /ty/confirmOrder (ordering-payment.md sections 2, 4, 5): the order's goods, courses, campus and price, the
 * required agreement, the pay bar and the confirm-payment popup. While nothing is paid the learner may change the
 * courses (edit button), the campus and the coupon. Views: Full (and Loan, whose instalment choice
 * lives on /ty/confirmOrder/confirmOrderLoan) and Stages (price lines and the current payment).
 */
import { useEffect, useRef, useState } from 'react'
import { countdownMs } from '@/core/order/countdown'
import { loanEntryUrl } from '@/core/order/loan'
import { showsPriceBlock } from '@/core/order/progress'
import { LeaveWarning } from '@/components/LeaveWarning'
import { LoanPayView } from './LoanPayView'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Checkbox, Dialog, Input } from '@nutui/nutui-react-taro'
import { formatMoney } from '@/core/money'
import { PAY_TEXT, payBarAmount, payButtonText, payClickBlocker } from '@/core/order/payment'
import { orderSaleFacts, sellsHere, VIRTUAL_PAY_TEXT } from '@/core/order/virtualPay'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { OrderCourses, OrderGoods, OrderPrice } from '@/components/OrderSummary'
import { PayBar } from '@/components/PayBar'
import { PayPopup } from '@/components/PayPopup'
import { CouponPicker } from '@/components/CouponPicker'
import { campusChooseUrl, campusRow, courseEditUrl, couponRowText, orderChangeable, queryFlag, showCourseEdit } from '@/core/order/choice'
import { Section } from '@/components/Section'
import { environment } from '@/platform/environment'
import { back, navigateTo, redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { virtualPayState } from '@/platform/virtual-pay'
import { orderApi } from '@/services'
import type { PayFlow } from '@/stores/payment'
import { useConfirmOrder } from './useConfirmOrder'
import './index.css'
import { paymentStore } from '@/stores/instances/payment'

/** Confirm order's own wording (the spec's rules' texts live in src/core/order). */
export const CONFIRM_ORDER_TEXT = {
  pageTitle: '确认订单',
  notFound: '订单不存在',
  notFoundHint: '没有找到这个订单',
  stagesTitle: '分期信息', // spec: Stages view
  orderTotal: '订单总额',
  paid: '已支付',
  thisPayment: '本次支付',
  loanEntry: '分期付款', // spec: Loan entry
  loanEntryHint: (platforms: string) => `${platforms}，首付后申请分期 ›`,
  claimFree: '免费领取',
  noticeTitle: '提示',
  noticeOk: '我知道了',
} as const

const ConfirmOrder = observer(function ConfirmOrder({ leaving, onStay }: { leaving: boolean; onStay(): void }) {
  const { params } = useRouter()
  const payment = paymentStore()
  const { order, view, platforms, failed, coupons, changing, change, reload } = useConfirmOrder(params)
  const [loadedAt] = useState(() => Date.now())
  const [wxConfirm, setWxConfirm] = useState(false)
  const resumed = useRef(false)

  // Back from the WeChat OAuth page (?isWxPay=1&code=...): carry on with the payment the learner started.
  useEffect(() => {
    if (!order || resumed.current || !params.isWxPay || !params.code) return
    resumed.current = true
    const resuming = payment.resume(order)
    if (resuming) setAgreed(true) // ticked before the learner left for WeChat's authorisation
    void resuming?.then(after)
    // Once per page, when the order has loaded: `after` is a new function each render and the ref guards re-runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, params.isWxPay, params.code])
  const [agreed, setAgreed] = useState(false)
  const [popup, setPopup] = useState(false)
  const [notice, setNotice] = useState('')
  const env = environment()

  if (failed) return <EmptyState title={CONFIRM_ORDER_TEXT.notFound} description={CONFIRM_ORDER_TEXT.notFoundHint} />
  if (!order || !view) return null
  const detailUrl = `/ty/payResult?tradeOrderId=${order.tradeOrderId}&userId=${order.userId}&goodsId=${order.goodsId}`

  if (view === 'LoanPay') return <LoanPayView order={order} platforms={platforms} />

  const owed = order.waitPayMoney
  const amount = payBarAmount(order) ?? owed
  const free = order.payPrice === 0
  const sells = sellsHere(env, virtualPayState(), orderSaleFacts(order))

  async function after(flow: PayFlow) {
    if (flow.kind === 'paid' || flow.kind === 'toFinish') await redirectTo(flow.finishUrl)
    else if (flow.kind === 'confirmWx') setWxConfirm(true)
    else if (flow.kind === 'unpaid') setNotice(flow.message)
    else if (flow.kind === 'refused' && !flow.shown) toast(flow.message)
    if (flow.kind !== 'left') void reload()
  }

  function openPay() {
    const blocker = payClickBlocker(order!)
    if (blocker) {
      toast(blocker)
      return
    }
    if (!agreed) {
      toast(PAY_TEXT.agreeFirst)
      return
    }
    if (free) {
      void orderApi.payZero(order!.orderId).then(() => redirectTo(`/ty/finishPay?tradeOrderId=${order!.tradeOrderId}&userId=${order!.userId}&payType=0`), () => undefined)
      return
    }
    setPopup(true)
  }

  return (
    <View className="confirm-order" data-order-no={order.orderNo} data-view={view}>
      <OrderGoods order={order} />
      <OrderCourses
        order={order}
        onEdit={showCourseEdit(order, queryFlag(params.isHideChange)) ? () => void navigateTo(courseEditUrl(order)) : undefined}
        onChooseCampus={campusRow(order) === 'choose' ? () => void navigateTo(campusChooseUrl(order)) : undefined}
      />
      <CouponPicker
        text={couponRowText(order, coupons)}
        coupons={coupons}
        chosenId={order.couponId}
        changeable={orderChangeable(order)}
        busy={changing}
        onChoose={(couponId) => void change({ couponId })}
      />
      {view === 'Stages' ? (
        <Section title={CONFIRM_ORDER_TEXT.stagesTitle} className="stages">
          <View className="stages__line"><Text>{CONFIRM_ORDER_TEXT.orderTotal}</Text><Text>¥{formatMoney(order.totalMoney)}</Text></View>
          <View className="stages__line"><Text>{CONFIRM_ORDER_TEXT.paid}</Text><Text>¥{formatMoney(order.paidMoney)}</Text></View>
          {/* "a current-payment amount input": read-only, an isReceiveAll order is paid in one go (README). */}
          <View className="stages__line stages__line--strong">
            <Text>{CONFIRM_ORDER_TEXT.thisPayment}</Text>
            <View className="stages__input-row">
              <Text>¥</Text>
              <Input className="stages__input" type="digit" value={formatMoney(amount)} readOnly />
            </View>
          </View>
        </Section>
      ) : (
        showsPriceBlock(order) && <OrderPrice order={order} />
      )}
      {view === 'Loan' && platforms.length > 0 && (
        <Section className="loan-entry">
          <View
            className="loan-entry__row"
            onClick={() => void navigateTo(loanEntryUrl(order))}
          >
            <Text>{CONFIRM_ORDER_TEXT.loanEntry}</Text>
            <Text className="loan-entry__hint">{CONFIRM_ORDER_TEXT.loanEntryHint(platforms.map((p) => p.loanPlatformName).join(' / '))}</Text>
          </View>
        </Section>
      )}
      <View className="confirm-order__agreement">
        <Checkbox checked={agreed} onChange={setAgreed} label={PAY_TEXT.agreement} />
      </View>
      <PayBar
        amount={free ? 0 : payBarAmount(order)}
        buttonText={free ? CONFIRM_ORDER_TEXT.claimFree : payButtonText(order)}
        loading={payment.paying}
        notForSale={sells ? undefined : VIRTUAL_PAY_TEXT.unavailable}
        onPay={openPay}
      />
      <PayPopup
        visible={popup}
        env={env}
        owed={owed}
        suggested={amount}
        editable={!order.isReceiveAll && view !== 'Stages'}
        isReceiveAll={order.isReceiveAll}
        agreed={agreed}
        paying={payment.paying}
        onClose={() => setPopup(false)}
        onPay={(method, value) => {
          void payment.pay(order, { method, amount: value }).then(after)
        }}
      />
      <Dialog visible={!!notice} title={CONFIRM_ORDER_TEXT.noticeTitle} content={notice} hideCancelButton confirmText={CONFIRM_ORDER_TEXT.noticeOk} onConfirm={() => setNotice('')} />
      <Dialog
        className="wx-confirm"
        visible={wxConfirm}
        title={PAY_TEXT.wxConfirmTitle}
        content={PAY_TEXT.wxConfirmContent}
        confirmText={PAY_TEXT.wxDone}
        cancelText={PAY_TEXT.wxRetry}
        onConfirm={() => {
          setWxConfirm(false)
          void payment.check().then(after)
        }}
        onCancel={() => {
          setWxConfirm(false)
          setPopup(true)
        }}
      />
      <LeaveWarning
        visible={leaving}
        deadline={loadedAt + countdownMs(order)}
        now={Date.now()}
        schoolId={order.schoolId}
        onStay={onStay}
        onLeave={() => {
          payment.leave()
          void redirectTo(detailUrl)
        }}
      />
    </View>
  )
})

export default observer(function ConfirmOrderPage() {
  const payment = paymentStore()
  const { params } = useRouter()
  const [leaving, setLeaving] = useState(false)

  /** "when paying and not in wechat pay, a warning overlay shows" before leaving. */
  function onBack() {
    const session = payment.session
    const paying = session?.isPay && !session.isWxPay && session.payOrderInfo.tradeOrderId === params.tradeOrderId
    if (paying) setLeaving(true)
    else void back()
  }

  return (
    <LoginGate>
      <NavBar title={CONFIRM_ORDER_TEXT.pageTitle} onBack={onBack} />
      <ConfirmOrder leaving={leaving} onStay={() => setLeaving(false)} />
    </LoginGate>
  )
})
