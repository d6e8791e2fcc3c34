/** Request schema of the enrolment agreement that the app's types share (contract/payment.ts derives ContractUserUpdate). */
import { Type } from '@sinclair/typebox'
import { ID_KINDS, ID_TEXT } from '../rules/idCard'
import { EDUCATION_TYPES } from '../education'
import { idSchema, intEnum, params, str } from './builders'
import { FORM_MESSAGES } from '../messages'

const text = Type.Optional(str(100))

/**
 * ty_update_contract_userinfo / contract/app/updateUserInfo: the learner's enrolment details (each optional here; the
 * route answers the spec's messages for the missing ones).
 */
export const ContractUserUpdateSchema = params({
  contractRecordId: Type.Optional(idSchema),
  realName: text,
  /** The ID kind (contract/rules/idCard.ts IdKind); absent: a mainland resident ID. */
  idCardType: Type.Optional(intEnum(ID_KINDS.map((k) => k.value), { 'x-msg': ID_TEXT.unknownKind })),
  idCard: Type.Optional(str(64)),
  mobile: Type.Optional(str(32)),
  /** Education option value; 0 = not chosen. */
  education: Type.Optional(intEnum(EDUCATION_TYPES.map(([value]) => value).concat(0), { 'x-msg': FORM_MESSAGES.education })),
  academicLevel: text,
  bkMajor: text,
  bkSchool: text,
  zkMajor: text,
  zkSchool: text,
  school: text,
  major: text,
  secondVolunteerUniversity: text,
  secondVolunteerMajor: text,
})
