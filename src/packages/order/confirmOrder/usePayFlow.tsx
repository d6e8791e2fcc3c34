/**
 * What follows a pay attempt on confirm order and on the down-payment step (docs/spec/ordering-payment.md section 4): the
 * server's answer decides. Paid: finish pay. The WeChat bridge came back: the WeChat confirmation ('支付完成' asks the
 * server, '支付遇到问题，重新支付' lets the learner pay again). A payment-check answer (not paid, failed, closed, already
 * completed): the '提示' dialog. A refusal: a toast. Also, when the page is opened
 * - back from WeChat's authorisation (?isWxPay=1&code=): the payment the learner started carries on;
 * - with ?isCheckPay=1 (back from a cashier): the payment named by the query (subOrderId, tradeNo, payType), else
 *   the one kept for this order, is checked and its answer shown;
 * - restored from the browser's back-forward cache (Back from a cashier on Safari, WeChat on iOS, Chrome on Android:
 *   the page comes back as it was left, popup open): the page closes what was open, reads the pay session again and
 *   asks the server as with isCheckPay when a payment of this order is out, else loads the order again.
 */
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@contract/order'
import { PAY_TEXT } from '@/core/order/payment'
import { queryFlag } from '@/core/order/choice'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { usePageRestored } from '@/platform/pageRestore'
import { toast } from '@/platform/ui'
import type { PayFlow, ReturnQuery } from '@/packages/order/stores/payment'
import { usePaymentStore } from '@/packages/order/stores/instances'

export const PAY_FLOW_TEXT = { noticeTitle: '提示', noticeOk: '我知道了' } as const

export interface PayFlowQuery extends ReturnQuery {
  isWxPay?: string
  code?: string
  isCheckPay?: string
}

export interface PayFlowOptions {
  order: OrderInfo | null
  query: PayFlowQuery
  /** Reloads the order after an attempt that did not leave the page. */
  reload?: () => unknown
  /** '支付遇到问题，重新支付': open this page's way to pay again. */
  onRetry(): void
  /** The learner chooses how to pay (a tap on the pay bar): open this page's way to pay. Default: onRetry. */
  onChoose?(): void
  /** The page was restored from the back-forward cache: close what was left open (the pay popup). */
  onRestored?(): void
  /** Another flow pays on this view (confirm order's down-payment step is LoanConfirm's): this one does nothing. */
  off?: boolean
}

export function usePayFlow({ order, query, reload, onRetry, onChoose = onRetry, onRestored, off = false }: PayFlowOptions) {
  const payment = usePaymentStore()
  const [wxConfirm, setWxConfirm] = useState(false)
  const [notice, setNotice] = useState('')
  const [resumed, setResumed] = useState(false)
  const started = useRef(false)

  async function after(flow: PayFlow): Promise<void> {
    if (flow.kind === 'paid' || flow.kind === 'toFinish') {
      await redirectTo(flow.finishUrl)
      return
    }
    // Decided before any request: nothing changed on the server, so no reload.
    if (flow.kind === 'choose') return onChoose()
    if (flow.kind === 'blocked') return toast(flow.message)
    if (flow.kind === 'onward') {
      await navigateTo(flow.url)
      return
    }
    if (flow.kind === 'confirmWx') setWxConfirm(true)
    else if (flow.kind === 'unpaid') setNotice(flow.message)
    else if (flow.kind === 'refused' && !flow.shown) toast(flow.message)
    if (flow.kind !== 'left') void reload?.()
  }

  // Once per page, when the order has loaded: the WeChat round trip first, else the check on return.
  useEffect(() => {
    if (!order || off || started.current) return
    if (queryFlag(query.isWxPay) && query.code) {
      started.current = true
      const resuming = payment.resume(order)
      if (resuming) {
        setResumed(true) // the learner had ticked the agreement before leaving for WeChat's authorisation
        void resuming.then(after)
      }
      return
    }
    if (queryFlag(query.isCheckPay)) {
      started.current = true
      void payment.checkReturn(order, query).then(after)
    }
    // `after` is a new function each render; the ref guards re-runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, off, query.isWxPay, query.code, query.isCheckPay])

  usePageRestored(() => {
    if (off) return
    payment.refreshSession()
    setWxConfirm(false)
    onRestored?.()
    const kept = payment.session
    if (order && kept?.orderId === order.orderId) void payment.checkReturn(order, {}).then(after)
    else void reload?.()
  })

  const dialogs = (
    <>
      <Dialog
        className="pay-notice"
        visible={!!notice}
        title={PAY_FLOW_TEXT.noticeTitle}
        content={notice}
        hideCancelButton
        confirmText={PAY_FLOW_TEXT.noticeOk}
        onConfirm={() => setNotice('')}
      />
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
          onRetry()
        }}
      />
    </>
  )

  return { after, resumed, dialogs }
}
