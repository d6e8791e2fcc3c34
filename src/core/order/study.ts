/**
 * The study button (docs/spec/ordering-payment.md sections 1, 4, 6, 8): when it shows, its text, and what a tap does.
 */
import { AuthorityStatus, ContractStatus, GoodsTypeId, OrderState, OriginType } from './enums'
import type { OrderFacts } from './facts'
import { ORDER_MESSAGES } from '@contract/messages'

export const STUDY_TEXT = {
  /** Section 1: origin type 1 shows 'go study', others 'study now'. */
  goStudy: '去学习', // spec: 'go study'
  studyNow: '立即学习', // spec: 'study now'
  /** Section 8 and 6: authority 31 'service opening'; 33 '服务开通异常，请尽快联系客服处理' (detail page: '服务异常'). */
  serviceOpening: '服务开通中', // spec: 'service opening'
  serviceError: '服务开通异常，请尽快联系客服处理',
  serviceErrorShort: '服务异常',
  agreementErrorTitle: '协议异常',
  agreementError: ORDER_MESSAGES.agreementError,
  // Section 8 describes these without quoting them: the app's wording.
  signFirst: '请尽快签署报名协议，协议审核通过后即可学习',
  underReview: '您的报名协议正在审核中，如有疑问请联系客服',
  signNow: '立即签署',
  signLater: '稍后再说',
  serviceUnavailable: '服务暂未开通，请联系客服处理',
  serviceOpened: '实操服务已开通，前往App开始学习',
} as const

const STUDY_CONTRACTS: readonly (number | null)[] = [ContractStatus.visaFree, ContractStatus.signed, ContractStatus.offline]

/** "Study button shows when state is complete, agreement is visa-free, signed or offline, and goods type is not 5." */
export function showStudyButton(o: OrderFacts): boolean {
  return o.state === OrderState.complete && STUDY_CONTRACTS.includes(o.signContractStatus) && o.goodsType !== 5
}

export function studyButtonText(o: Pick<OrderFacts, 'orderOriginType'>): string {
  return o.orderOriginType === OriginType.blueWhale ? STUDY_TEXT.goStudy : STUDY_TEXT.studyNow
}

export type StudyOutcome =
  | { kind: 'openApp' }
  /** Real-account goods whose service is opening (31) or opened (32): the service dialog (opened: it leads to the app). */
  | { kind: 'serviceDialog'; message: string; canOpenApp: boolean }
  | { kind: 'alert'; title?: string; message: string }
  /** Rejected agreement: the reject message with 'sign now' / 'later'. */
  | { kind: 'confirmSign'; message: string; confirmText: string; cancelText: string }

/**
 * What a tap on study does: real-account goods check the service status first (31 or 32 the dialog, otherwise an
 * alert); otherwise contract pending, under review and error alert, rejected asks to sign now or later, and
 * anything else opens the app.
 */
export function studyOutcome(o: OrderFacts & { signRejectMsg?: string }): StudyOutcome {
  if (o.goodsTypeId === GoodsTypeId.realAccount) {
    if (o.authorityStatus === AuthorityStatus.pendingOpen) return { kind: 'serviceDialog', message: STUDY_TEXT.serviceOpening, canOpenApp: false }
    if (o.authorityStatus === AuthorityStatus.opened) return { kind: 'serviceDialog', message: STUDY_TEXT.serviceOpened, canOpenApp: true }
    return { kind: 'alert', message: o.authorityStatus === AuthorityStatus.openError ? STUDY_TEXT.serviceError : STUDY_TEXT.serviceUnavailable }
  }
  switch (o.signContractStatus) {
    case ContractStatus.pending:
      return { kind: 'alert', message: STUDY_TEXT.signFirst }
    case ContractStatus.underReview:
      return { kind: 'alert', message: STUDY_TEXT.underReview }
    case ContractStatus.reject:
      return { kind: 'confirmSign', message: o.signRejectMsg || STUDY_TEXT.signFirst, confirmText: STUDY_TEXT.signNow, cancelText: STUDY_TEXT.signLater }
    case ContractStatus.error:
      return { kind: 'alert', title: STUDY_TEXT.agreementErrorTitle, message: STUDY_TEXT.agreementError }
    default:
      return { kind: 'openApp' }
  }
}
