/**
 * What an order's buttons do (docs/spec/ordering-payment.md sections 2, 4, 8), for the order list and the order detail:
 * - pay / payLoan: a down-paid order in the loan (state 6) back to its own loan application, as the order detail's
 *   button goes; otherwise confirm order with the order (isLoanPay=1 for payLoan on states 6 and 8, and for a baidu
 *   order: the down-payment step, or another platform after a declined loan);
 * - signAgreement / viewAgreement: the sign page;
 * - study / internship: the study rule (studyOutcome): the app, an alert, the service dialog, or "sign now or later";
 * - cancel / delete: a confirmation first ('确定取消该订单吗？' / '确定删除该订单吗？'), then the caller's action;
 * - inviteCode: the invite-code popup;
 * plus the loan-info dialog. Returns the handler and the dialogs to render.
 */
import { useState, type ReactNode } from 'react'
import { Dialog } from '@nutui/nutui-react-taro'
import type { OrderAction } from '@/core/order/actions'
import { agreementUrl, cardPayUrl, type CardOrder } from '@/core/order/card'
import { ORDER_LIST_TEXT } from '@/core/order/list'
import { studyOutcome } from '@/core/order/study'
import { followStudyOutcome } from '../study/followStudyOutcome'
import { APP_TEXT } from '@/core/texts'
import { InviteCodeDialog } from '@/packages/order/components/InviteCodeDialog'
import { navigateTo } from '@/platform/navigation'
import { LoanInfoDialog } from './LoanInfoDialog'

export interface OrderActionsOptions {
  userId: number
  /** After the learner confirmed; resolves when done. */
  onCancel: (order: CardOrder) => Promise<unknown>
  onDelete: (order: CardOrder) => Promise<unknown>
  /** The invite code was saved for the order. */
  onInviteDone?: (order: CardOrder, code: string) => void
}

/** The study button: "then an app link"; alerts and the rejected-agreement question through the platform dialogs. */
export async function runStudy(order: CardOrder, userId: number): Promise<void> {
  await followStudyOutcome(studyOutcome(order), {
    app: { goodsId: order.goodsId, orderId: order.orderId },
    agreementUrl: agreementUrl(order, userId),
    serviceButtons: { confirmText: ORDER_LIST_TEXT.toApp, cancelText: APP_TEXT.cancel },
  })
}

export function useOrderActions({ userId, onCancel, onDelete, onInviteDone }: OrderActionsOptions): {
  run: (action: OrderAction, order: CardOrder) => void
  showLoanInfo: (order: CardOrder) => void
  dialogs: ReactNode
} {
  const [asking, setAsking] = useState<{ kind: 'cancel' | 'delete'; order: CardOrder } | null>(null)
  const [inviteFor, setInviteFor] = useState<CardOrder | null>(null)
  const [loanInfo, setLoanInfo] = useState<string | null>(null)

  const run = (action: OrderAction, order: CardOrder) => {
    switch (action) {
      case 'pay':
      case 'payLoan':
        void navigateTo(cardPayUrl(order, action, userId))
        return
      case 'signAgreement':
      case 'viewAgreement':
        void navigateTo(agreementUrl(order, userId))
        return
      case 'study':
      case 'internship':
        void runStudy(order, userId)
        return
      case 'cancel':
      case 'delete':
        setAsking({ kind: action, order })
        return
      case 'inviteCode':
        setInviteFor(order)
    }
  }

  const answer = async () => {
    const question = asking
    setAsking(null)
    if (!question) return
    await (question.kind === 'cancel' ? onCancel(question.order) : onDelete(question.order))
  }

  const dialogs = (
    <>
      <Dialog
        className="order-confirm-dialog"
        visible={asking !== null}
        title={ORDER_LIST_TEXT.confirmTitle}
        content={asking?.kind === 'delete' ? ORDER_LIST_TEXT.deleteConfirm : ORDER_LIST_TEXT.cancelConfirm}
        confirmText={APP_TEXT.confirm}
        cancelText={APP_TEXT.cancel}
        onConfirm={() => void answer()}
        onCancel={() => setAsking(null)}
        onClose={() => setAsking(null)}
      />
      <InviteCodeDialog
        visible={inviteFor !== null}
        orderId={inviteFor?.orderId ?? null}
        onClose={() => setInviteFor(null)}
        onDone={(code) => {
          const order = inviteFor
          setInviteFor(null)
          if (order) onInviteDone?.(order, code)
        }}
      />
      <LoanInfoDialog tradeOrderId={loanInfo} onClose={() => setLoanInfo(null)} />
    </>
  )

  return { run, showLoanInfo: (order) => setLoanInfo(order.tradeOrderId), dialogs }
}
