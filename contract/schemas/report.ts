/** The error report's schema (contract/report.ts holds its limits and kinds, which the app imports). */
import { Type, type Static } from '@sinclair/typebox'
import { REPORT_KINDS, REPORT_LIMITS, REPORT_PLATFORMS, type ErrorReport } from '../report'
import { params, str, strEnum } from './builders'

export const ErrorReportSchema = params({
  kind: strEnum(REPORT_KINDS),
  message: Type.String({ minLength: 1, maxLength: REPORT_LIMITS.message }),
  stack: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.stack })),
  /** A page path: no query, no fragment. */
  route: Type.String({ maxLength: REPORT_LIMITS.route, pattern: '^[^?#]*$' }),
  platform: strEnum(REPORT_PLATFORMS),
  build: str(REPORT_LIMITS.build, { minLength: 1 }),
})

/** The schema and contract/report.ts's ErrorReport describe the same body (a compile error when they part). */
type SchemaReport = Omit<Static<typeof ErrorReportSchema>, 't' | 'token'>
export const REPORT_SHAPES_AGREE: [SchemaReport] extends [ErrorReport] ? ([ErrorReport] extends [SchemaReport] ? true : never) : never = true
