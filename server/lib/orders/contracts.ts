/**
 * Enrolment agreements (docs/spec/ordering-payment.md sections 3, 4, 5, 7): one contract record (contractRecordId) per order
 * whose contract must be signed (signContractStatus 22 at creation). The record's status mirrors the order's
 * signContractStatus (22 pending, 23 under review, 24 signed, 25 rejected, 26 error), or 5: signing blocked.
 */
import { DEFAULT_ID_KIND, ID_TEXT, idKindOf, idNumberProblem } from '../../../contract/rules/idCard'
import type { Database } from 'better-sqlite3'
import type { ContractUserInfo, ContractUserUpdate } from '../../../contract/payment'
import { BizError, Code, badRequest } from '../envelope'
import { ContractStatus, OrderState, OrderStatus, type OrderRow } from './orderRow'
import { FORM_MESSAGES, ORDER_MESSAGES } from '../../../contract/messages'

export const CONTRACT_BLOCKED = 5
const HAN = '[\\u4e00-\\u9fa5]{2,15}'
/** 2-15 Chinese characters, up to 2 middle-dot (·) groups and up to 2 bullet-dot (•) groups. */
export const AGREEMENT_NAME = new RegExp(`^${HAN}(?:\\u00b7${HAN}){0,2}(?:\\u2022${HAN}){0,2}$`)

export const ContractMsg = {
  ABNORMAL: ORDER_MESSAGES.agreementError,
  REAL_NAME: FORM_MESSAGES.realName,
  ID_CARD: ID_TEXT.empty,
  ID_CARD_FORMAT: ID_TEXT.format,
  MOBILE: FORM_MESSAGES.mobile,
  MOBILE_FORMAT: FORM_MESSAGES.mobileFormat,
  EDUCATION: FORM_MESSAGES.education,
  BLOCKED: '当前报名协议暂不可签署',
  SUBMITTED: '报名协议已提交，无需重复签署',
  NOT_UNDER_REVIEW: '该协议不在审核中',
  DEFAULT_REJECT: '报名信息有误，请重新填写',
} as const

export interface ContractRow {
  id: number
  contract_id: number
  order_id: number
  user_id: number
  real_name: string
  id_card: string
  /** The ID kind (contract/rules/idCard.ts IdKind). */
  id_card_type: number
  mobile: string
  education: number
  academic_level: string
  bk_major: string
  bk_school: string
  zk_major: string
  zk_school: string
  school: string
  major: string
  second_volunteer_university: string
  second_volunteer_major: string
  status: number
  reject_msg: string
  generated_at: number | null
  signed_at: number | null
}

export interface UnsignedContract {
  contractRecordId: number
  contractId: number
  orderId: number
  orderNo: string
  name: string
  status: number
}

/** Agreement templates: degree education and courses. */
export const contractTemplateOf = (xlType: number | null) => (xlType !== null ? 2001 : 1001)

export function createContractRecord(db: Database, orderId: number, now: number, over: Partial<ContractRow> = {}): number {
  const o = db.prepare('SELECT o.user_id, o.xl_type, u.mobile FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?').get(orderId) as
    | { user_id: number; xl_type: number | null; mobile: string }
    | undefined
  if (!o) throw new Error(`order ${orderId} not found`)
  const row = { contract_id: contractTemplateOf(o.xl_type), real_name: '', id_card: '', mobile: o.mobile, education: 0, status: ContractStatus.pending, reject_msg: '', ...over }
  const info = db
    .prepare(
      `INSERT INTO contracts (contract_id, order_id, user_id, real_name, id_card, mobile, education, status, reject_msg, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(row.contract_id, orderId, o.user_id, row.real_name, row.id_card, row.mobile, row.education, row.status, row.reject_msg, now, now)
  return Number(info.lastInsertRowid)
}

export const contractOfOrder = (db: Database, orderId: number) =>
  db.prepare('SELECT * FROM contracts WHERE order_id = ?').get(orderId) as ContractRow | undefined

/** Any user's record by id (the sandbox sign and review pages check the ticket's owner themselves). */
export const findContract = (db: Database, recordId: number) =>
  db.prepare('SELECT * FROM contracts WHERE id = ?').get(recordId) as ContractRow | undefined

/** The user's record (its order not deleted), or undefined. */
export function userContract(db: Database, userId: number, recordId: number): ContractRow | undefined {
  return db
    .prepare('SELECT c.* FROM contracts c JOIN orders o ON o.id = c.order_id WHERE c.id = ? AND c.user_id = ? AND o.deleted_at IS NULL')
    .get(recordId, userId) as ContractRow | undefined
}

/** getUnSignContract: the user's records still to sign (22 pending, 25 rejected), of one order when `orderId` is given, by id. */
export function unsignedContracts(db: Database, userId: number, orderId?: number): UnsignedContract[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.contract_id, c.order_id, c.status, o.order_no, o.name FROM contracts c JOIN orders o ON o.id = c.order_id
       WHERE c.user_id = ? AND o.deleted_at IS NULL AND c.status IN (22, 25) ${orderId ? 'AND o.id = ?' : ''} ORDER BY c.id`,
    )
    .all(...(orderId ? [userId, orderId] : [userId])) as
    { id: number; contract_id: number; order_id: number; status: number; order_no: string; name: string }[]
  return rows.map((r) => ({ contractRecordId: r.id, contractId: r.contract_id, orderId: r.order_id, orderNo: r.order_no, name: r.name, status: r.status }))
}

/** generateContract: the agreement's document exists from the first call on (generated_at keeps that time). */
export function markContractGenerated(db: Database, recordId: number, now: number): void {
  db.prepare('UPDATE contracts SET generated_at = COALESCE(generated_at, ?) WHERE id = ?').run(now, recordId)
}

type EnrolKey = 'academicLevel' | 'bkMajor' | 'bkSchool' | 'zkMajor' | 'zkSchool' | 'school' | 'major' | 'secondVolunteerUniversity' | 'secondVolunteerMajor'

/** The enrolment fields (section 3 EnrollInfo) and their columns. */
const ENROL_FIELDS: [EnrolKey, keyof ContractRow][] = [
  ['academicLevel', 'academic_level'], ['bkMajor', 'bk_major'], ['bkSchool', 'bk_school'], ['zkMajor', 'zk_major'],
  ['zkSchool', 'zk_school'], ['school', 'school'], ['major', 'major'],
  ['secondVolunteerUniversity', 'second_volunteer_university'], ['secondVolunteerMajor', 'second_volunteer_major'],
]

/** The record's enrolment fields; a field the record leaves empty falls back to the order's enrollInfo (a seeded order's). */
function enrolInfoOf(o: Pick<OrderRow, 'enroll_info'>, c: ContractRow | undefined): Record<EnrolKey, string> {
  const order = o.enroll_info ? (JSON.parse(o.enroll_info) as Partial<Record<EnrolKey, string>>) : {}
  return Object.fromEntries(ENROL_FIELDS.map(([k, col]) => [k, String(c?.[col] || order[k] || '')])) as Record<EnrolKey, string>
}

export function toContractUserInfo(o: OrderRow, c: ContractRow | undefined): ContractUserInfo {
  return {
    contractRecordId: c?.id ?? null,
    contractId: c?.contract_id ?? null,
    realName: c?.real_name ?? '',
    idCard: c?.id_card ?? '',
    idCardType: c?.id_card_type ?? DEFAULT_ID_KIND,
    mobile: c?.mobile ?? '',
    education: c?.education ?? 0,
    xlType: o.xl_type,
    goodsType: o.goods_type,
    ...enrolInfoOf(o, c),
    status: c?.status ?? o.sign_contract_status ?? ContractStatus.visaFree,
    signRejectMsg: o.sign_reject_msg,
  }
}


/** ty_update_contract_userinfo: the spec's checks in order (section 5), values trimmed; saves the learner's info. */
export function updateContractUser(db: Database, userId: number, input: Partial<ContractUserUpdate>, now: number): ContractRow {
  const c = input.contractRecordId ? userContract(db, userId, Number(input.contractRecordId)) : undefined
  if (!c || c.status === ContractStatus.error) throw badRequest(ContractMsg.ABNORMAL)
  const realName = String(input.realName ?? '').trim()
  const idCard = String(input.idCard ?? '').trim()
  const mobile = String(input.mobile ?? '').trim()
  if (!AGREEMENT_NAME.test(realName)) throw badRequest(ContractMsg.REAL_NAME)
  const idProblem = idNumberProblem(input.idCardType, idCard)
  if (idProblem) throw badRequest(idProblem)
  if (!mobile) throw badRequest(ContractMsg.MOBILE)
  if (!/^\d{1,11}$/.test(mobile)) throw badRequest(ContractMsg.MOBILE_FORMAT)
  if (!input.education || Number(input.education) <= 0) throw badRequest(ContractMsg.EDUCATION)
  if (c.status === CONTRACT_BLOCKED) throw badRequest(ContractMsg.BLOCKED)
  if (c.status === ContractStatus.underReview || c.status === ContractStatus.signed) throw badRequest(ContractMsg.SUBMITTED)
  // Fields the form does not send (not of this course type) keep what the record, else the order, holds.
  const order = db.prepare('SELECT enroll_info FROM orders WHERE id = ?').get(c.order_id) as Pick<OrderRow, 'enroll_info'>
  const held = enrolInfoOf(order, c)
  const enrol = Object.fromEntries(ENROL_FIELDS.map(([k, col]) => [col, String(input[k] ?? held[k]).trim().slice(0, 100)]))
  db.transaction(() => {
    db.prepare(
      `UPDATE contracts SET real_name = @realName, id_card = @idCard, id_card_type = @idCardType, mobile = @mobile, education = @education,
         academic_level = @academic_level, bk_major = @bk_major, bk_school = @bk_school, zk_major = @zk_major, zk_school = @zk_school,
         school = @school, major = @major, second_volunteer_university = @second_volunteer_university,
         second_volunteer_major = @second_volunteer_major, updated_at = @now WHERE id = @id`,
    ).run({ ...enrol, realName, idCard: idCard.slice(0, 32), idCardType: idKindOf(input.idCardType), mobile, education: Number(input.education), now, id: c.id })
    // A degree order's enrolment info is what the learner filled in (the order detail copies it).
    const info = Object.fromEntries(ENROL_FIELDS.map(([k, col]) => [k, enrol[col]]))
    db.prepare('UPDATE orders SET enroll_info = ?, updated_at = ? WHERE id = ? AND xl_type IS NOT NULL').run(JSON.stringify(info), now, c.order_id)
  })()
  return userContract(db, userId, c.id)!
}

/** orderStatus of a paid order for a contract status: signed or visa-free 19, under review 18, to sign 17. */
export function paidOrderStatus(contract: number | null): number {
  if (contract === null || contract === ContractStatus.visaFree || contract === ContractStatus.signed || contract === ContractStatus.offline) return OrderStatus.complete
  if (contract === ContractStatus.pending || contract === ContractStatus.reject) return OrderStatus.signPending
  if (contract === ContractStatus.underReview) return OrderStatus.toBeConfirmed
  return OrderStatus.payComplete
}

/** Moves record and order together; a paid order's orderStatus follows (paidOrderStatus). */
export function setContractStatus(db: Database, c: ContractRow, status: number, now: number, rejectMsg = ''): void {
  db.transaction(() => {
    db.prepare('UPDATE contracts SET status = ?, reject_msg = ?, signed_at = CASE WHEN ? = 23 THEN ? ELSE signed_at END, updated_at = ? WHERE id = ?')
      .run(status, rejectMsg, status, now, now, c.id)
    db.prepare(
      `UPDATE orders SET sign_contract_status = @status, sign_reject_msg = @rejectMsg, updated_at = @now,
         order_status = CASE WHEN state = ${OrderState.complete} AND order_status <> ${OrderStatus.close} THEN @paid ELSE order_status END
       WHERE id = @id`,
    ).run({ status, rejectMsg, now, paid: paidOrderStatus(status), id: c.order_id })
  })()
}

/** Sandbox sign page: the learner signs (22 or 25 with the info filled) → 23 under review. */
export function signContract(db: Database, c: ContractRow, now: number): void {
  if (c.status === CONTRACT_BLOCKED) throw badRequest(ContractMsg.BLOCKED)
  if (c.status !== ContractStatus.pending && c.status !== ContractStatus.reject) throw badRequest(ContractMsg.SUBMITTED)
  if (!c.real_name || !c.id_card) throw badRequest(ContractMsg.REAL_NAME)
  setContractStatus(db, c, ContractStatus.underReview, now)
}

/** Sandbox review page: approve → 24 signed; reject (with a reason) → 25 and signRejectMsg. */
export function reviewContract(db: Database, c: ContractRow, approve: boolean, reason: string, now: number): void {
  if (c.status !== ContractStatus.underReview) throw badRequest(ContractMsg.NOT_UNDER_REVIEW)
  if (approve) setContractStatus(db, c, ContractStatus.signed, now)
  else setContractStatus(db, c, ContractStatus.reject, now, reason.trim().slice(0, 100) || ContractMsg.DEFAULT_REJECT)
}

export const contractNotFound = () => new BizError(Code.NOT_FOUND, '协议不存在')
