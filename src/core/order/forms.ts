/**
 * The loan form and the agreement form (docs/spec/ordering-payment.md section 5), checked in the spec's order with its
 * messages. Values are trimmed first.
 */
import { ID_TEXT, idNumberProblem } from '../../../contract/rules/idCard'
import { MOBILE_PATTERN } from '../validation'
import { CONTRACT_STATUS_BLOCKED } from './enums'
import { FORM_MESSAGES, ORDER_MESSAGES } from '@contract/messages'

export const FORM_TEXT = {
  realName: FORM_MESSAGES.realName,
  mobile: FORM_MESSAGES.mobile,
  mobileFormat: FORM_MESSAGES.mobileFormat,
  idCard: ID_TEXT.empty,
  /** Beyond the spec (which checks non-empty only): the number's shape for its kind (contract/rules/idCard.ts). */
  idCardFormat: ID_TEXT.format,
  education: FORM_MESSAGES.education,
  agreementErrorTitle: '协议异常',
  agreementError: ORDER_MESSAGES.agreementError,
  blocked: '当前报名协议暂不可签署，请联系招生老师',
} as const

const HAN = '[\\u4e00-\\u9fa5]{2,15}'
/** Loan form: Chinese characters, 2-15 per part, optionally up to two more parts after a middle dot (·). */
export const LOAN_NAME = new RegExp(`^${HAN}(?:\\u00b7${HAN}){0,2}$`)
/** Agreement form: 2-15 Chinese characters, optionally up to 2 middle-dot (·) groups and up to 2 bullet-dot (•) groups. */
export const AGREEMENT_NAME = new RegExp(`^${HAN}(?:\\u00b7${HAN}){0,2}(?:\\u2022${HAN}){0,2}$`)

export interface LoanForm {
  realName: string
  mobile: string
}

/** Loan form: real name ('请输入真实姓名'), mobile required ('请输入手机号') and 11 digits, 1 then 3-9 ('请输入正确的手机号'). */
export function loanFormProblem(form: LoanForm): string {
  const realName = form.realName.trim()
  const mobile = form.mobile.trim()
  if (!LOAN_NAME.test(realName)) return FORM_TEXT.realName
  if (!mobile) return FORM_TEXT.mobile
  if (!MOBILE_PATTERN.test(mobile)) return FORM_TEXT.mobileFormat
  return ''
}

export interface AgreementForm {
  realName: string
  idCard: string
  /** The ID kind (contract/rules/idCard.ts IdKind); absent: a mainland resident ID. */
  idCardType?: number | null
  mobile: string
  /** The chosen education option's value; 0 or empty = not chosen. */
  education: number | string | null
}

export type AgreementProblem =
  | { ok: true }
  /** No contract record: the abnormal-agreement alert. */
  | { ok: false; kind: 'abnormal'; title: string; message: string }
  | { ok: false; kind: 'field'; message: string }

/**
 * "Agreement sign, checked in order: a contract record exists (else abnormal-agreement alert); real name ...;
 * ID number non-empty; mobile non-empty, numeric, max length 11; education chosen and non-zero; contract status not 5."
 * The ID number is also checked for the shape of its kind (idNumberProblem).
 */
export function agreementFormProblem(form: AgreementForm, record: { contractRecordId?: number | string | null; status?: number | null } | null): AgreementProblem {
  if (!record || !record.contractRecordId) return { ok: false, kind: 'abnormal', title: FORM_TEXT.agreementErrorTitle, message: FORM_TEXT.agreementError }
  const field = (message: string): AgreementProblem => ({ ok: false, kind: 'field', message })
  if (!AGREEMENT_NAME.test(form.realName.trim())) return field(FORM_TEXT.realName)
  const idProblem = idNumberProblem(form.idCardType, form.idCard)
  if (idProblem) return field(idProblem)
  const mobile = form.mobile.trim()
  if (!mobile) return field(FORM_TEXT.mobile)
  if (!/^\d{1,11}$/.test(mobile)) return field(FORM_TEXT.mobileFormat)
  if (!form.education || Number(form.education) === 0) return field(FORM_TEXT.education)
  if (record.status === CONTRACT_STATUS_BLOCKED) return field(FORM_TEXT.blocked)
  return { ok: true }
}

/** Invite code (section 4, 9): confirm enabled only when longer than 4 characters. */
export const INVITE_CODE_THRESHOLD = 4

export function inviteCodeConfirmable(code: string): boolean {
  return code.trim().length > INVITE_CODE_THRESHOLD
}
