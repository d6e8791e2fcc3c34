/** Request schema of the student-aid check-in that the app's types share (contract/practice.ts derives CheckUniversityBody). */
import { Type } from '@sinclair/typebox'
import { params, str } from './builders'
import { FORM_MESSAGES } from '../messages'

/** POST checkUniversity: the learner's school and name (major and enrolment year optional). */
export const CheckUniversityBodySchema = params({
  universityId: Type.Integer({ minimum: 1, 'x-msg': FORM_MESSAGES.university }),
  studentName: str(32, { minLength: 1, 'x-msg': FORM_MESSAGES.studentName }),
  major: Type.Optional(str(64)),
  enrollYear: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
})
