/**
 * The enrolment agreement (docs/spec/ordering-payment.md sections 2 item 6, 3, 4, 5, 8): the sign page's steps, the
 * education options, the study fields by course type, the order detail's agreement row and the copy of a degree
 * order's enrolment info. The form's checks are forms.ts (agreementFormProblem).
 */
import { ContractStatus, CONTRACT_STATUS_BLOCKED } from './enums'
import { orderActions } from './actions'
import { FORM_TEXT } from './forms'
import { ID_TEXT } from '../../../contract/rules/idCard'
import type { OrderFacts } from './facts'
import { EDUCATION_TYPES } from '@contract/education'

export const SIGN_TEXT = {
  steps: ['完善信息', '签署协议', '审核通过'],
  /** Section 8: "generation shows '协议正在生成中···'". */
  generating: '协议正在生成中···',
  /** Section 5: "Placeholders ask for real name, ID card number and mobile number." */
  realNamePlaceholder: FORM_TEXT.realName,
  idCardPlaceholder: FORM_TEXT.idCard,
  mobilePlaceholder: FORM_TEXT.mobile,
  // The app's own wording (the spec describes these without quoting them).
  realName: '真实姓名',
  idCard: '身份证号',
  /** The ID kind row and the number of a kind other than the mainland resident ID (contract/rules/idCard.ts). */
  idKind: '证件类型',
  idNumber: '证件号码',
  idNumberPlaceholder: ID_TEXT.otherEmpty,
  /**
   * The sign page's answer has no address (docs/spec/content-access.md section 5: "Opening a payment page without a path fails
   * with 'path undefined'"): said, and the form stays as typed.
   */
  noSignLink: '未获取到协议签署地址，请稍后重试',
  mobile: '手机号',
  education: '学历',
  submit: '提交并签署协议',
  underReview: '协议已签署，正在审核中',
  underReviewHint: '审核通过后即可开始学习，如有疑问请联系客服',
  approved: '协议审核已通过',
  approvedHint: '您已完成报名协议签署，可以开始学习了',
  rejected: '协议审核未通过',
  rejectedHint: '请核对并修改报名信息后重新签署',
  noSignNeeded: '该订单无需签署报名协议',
  viewOrder: '查看订单',
  openInBrowserTitle: '请在浏览器中签署',
  openInBrowser: '签署页面需在浏览器中打开：复制链接后在浏览器中粘贴打开，签署完成后返回此处查看进度',
  copyLink: '复制链接',
  studyInfo: '报考信息',
} as const

/** Section 3: "Education option: value, label (values not shown; default index 0)". Values are this app's. */
export interface EducationOption {
  value: number
  label: string
}

export const EDUCATION_OPTIONS: readonly EducationOption[] = [
  { value: 0, label: '请选择' },
  ...EDUCATION_TYPES.map(([value, label]) => ({ value, label })),
]

export const DEFAULT_EDUCATION_INDEX = 0

export function educationLabel(value: number | null | undefined): string {
  return EDUCATION_OPTIONS.find((o) => o.value === value && value !== 0)?.label ?? ''
}

/** The enrolment fields (section 3, EnrollInfo; the contract user info carries the same names). */
export type EnrolField =
  | 'academicLevel' | 'school' | 'major' | 'bkSchool' | 'bkMajor' | 'zkSchool' | 'zkMajor'
  | 'secondVolunteerUniversity' | 'secondVolunteerMajor'

export const ENROL_LABELS: Record<EnrolField, string> = {
  academicLevel: '报考层次',
  school: '报考院校',
  major: '报考专业',
  bkSchool: '报考本科院校',
  bkMajor: '报考本科专业',
  zkSchool: '报考专科院校',
  zkMajor: '报考专科专业',
  secondVolunteerUniversity: '第二志愿院校',
  secondVolunteerMajor: '第二志愿专业',
}

/** Degree-education course types (xlType): 1 college upgrade (专升本), any other value another degree course. */
export const XlType = { collegeUpgrade: 1 } as const

/**
 * The study fields the sign form asks, by course type (section 2 item 6: "plus study fields by course type"):
 * - not a degree order (no xlType): none;
 * - college upgrade (xlType 1, 专升本: the learner applies for a bachelor's): academicLevel, bkSchool, bkMajor
 *   and the second choice (secondVolunteerUniversity, secondVolunteerMajor);
 * - any other degree course: academicLevel, zkSchool, zkMajor and the second choice.
 * The spec lists no check on them: they are optional, trimmed like the rest.
 */
export function studyFields(xlType: number | null | undefined): EnrolField[] {
  if (!xlType) return []
  const target: EnrolField[] = xlType === XlType.collegeUpgrade ? ['bkSchool', 'bkMajor'] : ['zkSchool', 'zkMajor']
  return ['academicLevel', ...target, 'secondVolunteerUniversity', 'secondVolunteerMajor']
}

export function studyFieldPlaceholder(field: EnrolField): string {
  return `请输入${ENROL_LABELS[field]}`
}

const ENROL_ORDER: EnrolField[] = [
  'academicLevel', 'school', 'major', 'bkSchool', 'bkMajor', 'zkSchool', 'zkMajor', 'secondVolunteerUniversity', 'secondVolunteerMajor',
]

/**
 * The copy of a degree order's enrolment info (section 2 item 4): one 'label：value' line per filled field, in a
 * fixed order; '' when there is nothing to copy.
 */
export function enrolInfoText(info: Partial<Record<string, string | null>> | null | undefined): string {
  if (!info) return ''
  return ENROL_ORDER
    .map((k) => [k, String(info[k] ?? '').trim()] as const)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${ENROL_LABELS[k]}：${v}`)
    .join('\n')
}

/** Degree orders with enrolment info offer the copy. */
export function canCopyEnrolInfo(o: { xlType?: number | null; enrollInfo?: Partial<Record<string, string | null>> | null }): boolean {
  return !!o.xlType && enrolInfoText(o.enrollInfo) !== ''
}

/** The agreement row's status text by contract status ('' = no row: no agreement needed). */
export const AGREEMENT_ROW_TEXT: Record<number, string> = {
  [ContractStatus.offline]: '线下签署',
  [ContractStatus.pending]: '待签署',
  [ContractStatus.underReview]: '审核中',
  [ContractStatus.signed]: '已签署',
  [ContractStatus.reject]: '已驳回，请重新签署',
  [ContractStatus.error]: '协议异常',
  [CONTRACT_STATUS_BLOCKED]: '暂不可签署',
}

export type AgreementRowAction = 'sign' | 'view' | 'abnormal' | null

export interface AgreementRow {
  text: string
  /** sign / view: open the sign page; abnormal: the abnormal-agreement alert; null: not tappable. */
  action: AgreementRowAction
}

/**
 * The order detail's agreement row: none for visa-free (21) or no contract; the text by contract status; tappable
 * where the order's action buttons offer sign agreement (pending, rejected) or view agreement (under review,
 * signed): actions.ts decides, so the row and the buttons agree. Status 26 opens the abnormal alert.
 */
export function agreementRow(o: OrderFacts): AgreementRow | null {
  const status = o.signContractStatus
  if (status === null || status === undefined || status === ContractStatus.visaFree) return null
  const text = AGREEMENT_ROW_TEXT[status] ?? ''
  if (!text) return null
  if (status === ContractStatus.error) return { text, action: 'abnormal' }
  // Only the agreement's buttons are read here: the national-guidance group (cancel) does not matter.
  const actions = orderActions(o, []).map((a) => a.action)
  if (actions.includes('signAgreement')) return { text, action: 'sign' }
  if (actions.includes('viewAgreement')) return { text, action: 'view' }
  return { text, action: null }
}

/** The sign page's state for a contract status: which step, and what it shows. */
export type SignStage =
  | { step: 0; kind: 'form'; rejected: boolean; blocked: boolean }
  | { step: 1; kind: 'underReview' }
  | { step: 2; kind: 'approved' }
  | { step: 0; kind: 'abnormal' }
  | { step: 0; kind: 'noSign' }

/**
 * Steps (section 2 item 6: 0 complete info, 1 sign agreement, 2 approved): pending 22 (or a status still empty)
 * and rejected 25 fill in the info (25 shows the reject message and lets the learner fix it), 5 is the form with
 * signing blocked, 23 under review is step 1, 24 signed is step 2; 26 is the abnormal agreement; visa-free 21 and
 * offline 20 need no signing here.
 */
export function signStage(status: number | null | undefined): SignStage {
  switch (status) {
    case ContractStatus.underReview: return { step: 1, kind: 'underReview' }
    case ContractStatus.signed: return { step: 2, kind: 'approved' }
    case ContractStatus.error: return { step: 0, kind: 'abnormal' }
    case ContractStatus.visaFree:
    case ContractStatus.offline: return { step: 0, kind: 'noSign' }
    default: return { step: 0, kind: 'form', rejected: status === ContractStatus.reject, blocked: status === CONTRACT_STATUS_BLOCKED }
  }
}
