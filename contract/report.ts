/**
 * An error report (contract/calls/table/report.ts): what the app sends and the reference server stores. Nothing
 * personal: the error's message and trimmed stack, the route's path without its query, the platform and the build.
 * Plain values only: the app imports this file, and the schema (with TypeBox, server-side) is contract/schemas/report.ts.
 */
/** The limits the app trims to and the server enforces. */
export const REPORT_LIMITS = { message: 500, stack: 4000, route: 200, build: 64 } as const

/** Where the error was caught. */
export const REPORT_KINDS = ['render', 'error', 'rejection'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const REPORT_PLATFORMS = ['h5', 'weapp'] as const

export type ReportPlatform = (typeof REPORT_PLATFORMS)[number]

/** One report (the server's schema, contract/schemas/report.ts, is checked against this type there). */
export interface ErrorReport {
  kind: ReportKind
  message: string
  stack?: string
  /** A page path: no query, no fragment. */
  route: string
  platform: ReportPlatform
  build: string
}
