/** Request schema of the student-aid check-in that the app's types share (types/practice.ts derives CheckUniversityBody). */
import { Type } from '@sinclair/typebox'
import { params, str } from '../lib/validation'

/** POST checkUniversity: the learner's school and name (major and enrolment year optional). */
export const CheckUniversityBodySchema = params({
  universityId: Type.Integer({ minimum: 1, 'x-msg': '请选择学校' }),
  studentName: str(32, { minLength: 1, 'x-msg': '请输入姓名' }),
  major: Type.Optional(str(64)),
  enrollYear: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
})
