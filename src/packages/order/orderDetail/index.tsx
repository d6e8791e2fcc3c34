/**
 * /ty/payResult (docs/spec/ordering-payment.md section 2 item 4): the order detail and pay result, query tradeOrderId, userId,
 * goodsId, isFinished. A status banner with the countdown to cancellation for unpaid orders (the cutoff as hh:mm,
 * none for schools 4, 10, 11, and the running HH:MM:SS on the shared ticker; the order is reloaded at zero), the
 * goods (opening the goods page, not for degree-education orders), included courses, campus, price, the agreement
 * row, order number with copy, creation time, consult, and the pay bar OR the study button, plus the copy of a
 * degree order's enrolment info. "Order-detail API failures are swallowed": a failure shows the empty state.
 * Contract status 26 raises the abnormal-agreement alert once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight, Checked, Clock, Failure, Service, Warning } from '@nutui/icons-react-taro'
import { formatMoney } from '@/core/money'
import { MY_ORDER_URL } from '@/core/pages'
import { decodeParam } from '@/core/query'
import { agreementRow, canCopyEnrolInfo, enrolInfoText } from '@/core/order/agreement'
import { orderExpiry } from '@/core/order/countdown'
import { detailOrder, detailPayButton, orderGoodsUrl, signAgreementUrl, type DetailOrder } from '@/core/order/detail'
import { queryFlag } from '@/core/order/choice'
import { ContractStatus } from '@/core/order/enums'
import { orderStatusView, serviceNote, type StatusTone } from '@/core/order/status'
import { showStudyButton, STUDY_TEXT, studyButtonText, studyOutcome } from '@/core/order/study'
import { Countdown } from '@/packages/order/components/Countdown'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { OrderCourses, OrderGoods, OrderPrice } from '@/packages/order/components/OrderSummary'
import { Section } from '@/components/Section'
import { followStudyOutcome } from '../components/study/followStudyOutcome'
import { copyText } from '@/platform/device'
import { useLeaveGuard } from '@/platform/leaveGuard'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { consult } from '@/platform/consult'
import { alert } from '@/platform/ui'
import { useOrderApi } from '@/services/order'
import { Loadable } from '@/stores/loadable'
import { useFreshOnShow } from '@/components/hooks/useFreshOnShow'
import './index.css'

export const PAY_RESULT_TEXT = {
  title: '订单详情',
  notFoundTitle: '暂无订单信息',
  notFound: '没有找到这个订单，请稍后再试',
  toOrders: '查看我的订单',
  countdownPrefix: '剩余',
  countdownSuffix: '订单将自动取消',
  cutoff: (hhmm: string) => `请于${hhmm}前完成支付，超时订单将自动取消`,
  campus: '上课校区',
  paid: '已付金额',
  stillToPay: '待付金额',
  /** Money the order could not take (paid twice, or beyond the price): owed back. */
  refundDue: '待退款金额',
  // "Paid beyond what the order takes; it is refunded to where it came from."
  refundHint: '多付的款项将原路退回，请留意到账通知',
  agreement: '报名协议',
  orderNo: '订单编号',
  copy: '复制',
  createTime: '创建时间',
  consult: '咨询客服',
  copyEnrol: '复制报名信息',
  rejectReason: '驳回原因：',
} as const

const TONE_ICON: Record<StatusTone, typeof Clock> = { wait: Clock, success: Checked, closed: Failure, warn: Warning }

function StatusBanner({ order, deadline, cutoff, onZero }: { order: DetailOrder; deadline: number | null; cutoff: string; onZero: () => void }) {
  const view = orderStatusView(order)
  const note = serviceNote(order)
  // A paid order whose service failed to open ('服务异常') needs attention, whatever its state says.
  const tone: StatusTone = note === STUDY_TEXT.serviceErrorShort ? 'warn' : view.tone
  const { text } = view
  const Icon = TONE_ICON[tone]
  return (
    <View className={`pay-result__banner pay-result__banner--${tone}`}>
      <View className="pay-result__status-row">
        <Icon className="pay-result__status-icon" size={22} color="#fff" />
        <Text className="pay-result__status">{text}</Text>
        {note && <Text className="pay-result__service-note">{note}</Text>}
      </View>
      {deadline !== null && (
        <View className="pay-result__countdown">
          <Text>{PAY_RESULT_TEXT.countdownPrefix}</Text>
          <Countdown className="pay-result__countdown-time" deadline={deadline} onZero={onZero} />
          <Text>{PAY_RESULT_TEXT.countdownSuffix}</Text>
        </View>
      )}
      {deadline !== null && cutoff && <Text className="pay-result__cutoff">{PAY_RESULT_TEXT.cutoff(cutoff)}</Text>}
      {order.signContractStatus === ContractStatus.reject && order.signRejectMsg && (
        <Text className="pay-result__reject">{PAY_RESULT_TEXT.rejectReason}{order.signRejectMsg}</Text>
      )}
    </View>
  )
}

function InfoRow({ label, value, extra, onClick, className = '' }: { label: string; value: string; extra?: ReactNode; onClick?: () => void; className?: string }) {
  return (
    <View className={`pay-result__row ${className}`} onClick={onClick}>
      <Text className="pay-result__row-label">{label}</Text>
      <View className="pay-result__row-value">
        <Text>{value}</Text>
        {extra}
      </View>
    </View>
  )
}

const PayResult = observer(function PayResult() {
  const { params } = useRouter()
  const tradeOrderId = decodeParam(params.tradeOrderId)
  const orderApi = useOrderApi()
  // "Order-detail API failures are swallowed": a refusal (null) is the empty state. A load that got no answer offers
  // a retry, or keeps the order shown when it was a reload. No tradeOrderId: the empty state without a request.
  const [page] = useState(() => new Loadable(async () => ({
    order: tradeOrderId ? await orderApi.find(tradeOrderId) : null,
    loadedAt: Date.now(),
  })))
  const abnormalShown = useRef(false)
  // Back from confirm order, the sign page or the loan page: the order may have moved on.
  const load = useFreshOnShow(page)

  const info = page.data?.order ?? null
  const missing = !!page.data && !info
  /** No answer came and nothing is shown yet: a retry is offered. */
  const unanswered = page.status === 'error'
  const loadedAt = page.data?.loadedAt ?? 0
  const order = info ? detailOrder(info) : null

  useEffect(() => {
    if (order?.signContractStatus === ContractStatus.error && !abnormalShown.current) {
      abnormalShown.current = true
      void alert(STUDY_TEXT.agreementError, STUDY_TEXT.agreementErrorTitle)
    }
  }, [order?.signContractStatus])

  if (missing) {
    return (
      <EmptyState title={PAY_RESULT_TEXT.notFoundTitle} description={PAY_RESULT_TEXT.notFound}>
        <Button size="small" type="primary" onClick={() => void redirectTo(MY_ORDER_URL)}>{PAY_RESULT_TEXT.toOrders}</Button>
      </EmptyState>
    )
  }
  if (unanswered) return <LoadError onRetry={() => void load()} />
  if (!order) return null

  const expiry = orderExpiry(order, loadedAt)
  const goodsUrl = orderGoodsUrl(order)
  const row = agreementRow(order)
  const payButton = detailPayButton(order)
  const payBar = payButton !== null
  const study = !payBar && showStudyButton(order)

  const onStudy = (o: DetailOrder) => followStudyOutcome(studyOutcome(o), { app: { orderId: o.orderId }, agreementUrl: signAgreementUrl(o) })


  function onAgreement() {
    if (!row || !order) return
    if (row.action === 'abnormal') void alert(STUDY_TEXT.agreementError, STUDY_TEXT.agreementErrorTitle)
    else if (row.action) void navigateTo(signAgreementUrl(order))
  }

  const showCampusRow = order.goodsNameVOList.length === 0 && order.isShowSchool && !!order.signSchoolName

  return (
    <View className={`pay-result${payBar || study ? ' pay-result--with-bar' : ''}`} data-order-no={order.orderNo}>
      <StatusBanner order={order} deadline={expiry?.deadline ?? null} cutoff={expiry?.cutoff ?? ''} onZero={() => void load()} />

      <View
        className={`pay-result__goods${goodsUrl ? ' pay-result__goods--link' : ''}`}
        onClick={goodsUrl ? () => void navigateTo(goodsUrl) : undefined}
      >
        <OrderGoods order={order} />
      </View>
      <OrderCourses order={order} />
      {showCampusRow && (
        <Section className="pay-result__campus">
          <InfoRow label={PAY_RESULT_TEXT.campus} value={order.signSchoolName} />
        </Section>
      )}

      <OrderPrice order={order} />
      <Section className="pay-result__money">
        <InfoRow label={PAY_RESULT_TEXT.paid} value={`¥${formatMoney(order.paidMoney)}`} className="pay-result__paid" />
        {order.waitPayMoney > 0 && (
          <InfoRow label={PAY_RESULT_TEXT.stillToPay} value={`¥${formatMoney(order.waitPayMoney)}`} className="pay-result__still" />
        )}
        {order.refundDue > 0 && (
          <>
            <InfoRow label={PAY_RESULT_TEXT.refundDue} value={`¥${formatMoney(order.refundDue)}`} className="pay-result__refund" />
            <Text className="pay-result__refund-hint">{PAY_RESULT_TEXT.refundHint}</Text>
          </>
        )}
      </Section>

      <Section className="pay-result__info">
        {row && (
          <InfoRow
            className={`pay-result__agreement${row.action ? ' pay-result__agreement--link' : ''}`}
            label={PAY_RESULT_TEXT.agreement}
            value={row.text}
            extra={row.action ? <ArrowRight size={12} color="#c8c9cc" /> : undefined}
            onClick={onAgreement}
          />
        )}
        <InfoRow
          className="pay-result__order-no"
          label={PAY_RESULT_TEXT.orderNo}
          value={order.orderNo}
          extra={<Text className="pay-result__copy" onClick={() => void copyText(order.orderNo)}>{PAY_RESULT_TEXT.copy}</Text>}
        />
        <InfoRow className="pay-result__time" label={PAY_RESULT_TEXT.createTime} value={order.createTime} />
        {canCopyEnrolInfo(order) && (
          <View className="pay-result__enrol">
            <Button size="small" fill="outline" onClick={() => void copyText(enrolInfoText(order.enrollInfo))}>{PAY_RESULT_TEXT.copyEnrol}</Button>
          </View>
        )}
      </Section>

      <View className="pay-result__consult" onClick={() => void consult('order', order.goodsId)}>
        <Service size={16} color="#cf2a20" />
        <Text className="pay-result__consult-text">{PAY_RESULT_TEXT.consult}</Text>
      </View>

      {payButton && (
        <View className="pay-result__bar">
          <View className="pay-result__bar-amount">
            <Text>{PAY_RESULT_TEXT.stillToPay}：</Text>
            <Text className="pay-result__bar-price">¥{formatMoney(order.waitPayMoney)}</Text>
          </View>
          <Button type="primary" className="pay-result__bar-button" onClick={() => void navigateTo(payButton.url)}>
            {payButton.text}
          </Button>
        </View>
      )}
      {study && (
        <View className="pay-result__bar">
          <Button type="primary" block className="pay-result__study" onClick={() => void onStudy(order)}>
            {studyButtonText(order)}
          </Button>
        </View>
      )}
    </View>
  )
})

export default function PayResultPage() {
  const { params } = useRouter()
  // Reached after a payment (isFinished=1): every back leads to the order list, not into the payment again: the nav
  // bar's arrow, the browser's back and the provider's app's back (H5), WeChat's back (the mini-program).
  const finished = queryFlag(params.isFinished)
  const guard = useLeaveGuard({ active: finished, message: '', onAttempt: toOrders })
  function toOrders() {
    guard.release(() => void redirectTo(MY_ORDER_URL))
  }
  return (
    <>
      <NavBar title={PAY_RESULT_TEXT.title} onBack={finished ? toOrders : undefined} ownBar />
      <LoginGate>
        <PayResult />
        {guard.holder}
      </LoginGate>
    </>
  )
}
