/**
 * An error report (contract/calls/table/report.ts): what the app sends and the reference server stores. Nothing
 * personal: the error's message and trimmed stack, the route's path without its query, the platform and the build.
 */
import { Type, type Static } from '@sinclair/typebox'
import { params, str, strEnum } from './builders'

/** The limits the app trims to and the server enforces. */
export const REPORT_LIMITS = { message: 500, stack: 4000, route: 200, build: 64 } as const

/** Where the error was caught. */
export const REPORT_KINDS = ['render', 'error', 'rejection'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const REPORT_PLATFORMS = ['h5', 'weapp'] as const

export const ErrorReportSchema = params({
  kind: strEnum(REPORT_KINDS),
  message: Type.String({ minLength: 1, maxLength: REPORT_LIMITS.message }),
  stack: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.stack })),
  /** A page path: no query, no fragment. */
  route: Type.String({ maxLength: REPORT_LIMITS.route, pattern: '^[^?#]*$' }),
  platform: strEnum(REPORT_PLATFORMS),
  build: str(REPORT_LIMITS.build, { minLength: 1 }),
})

export type ErrorReport = Omit<Static<typeof ErrorReportSchema>, 't' | 'token'>
