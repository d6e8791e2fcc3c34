/**
 * The app's error reports (contract/calls/table/report.ts): what one report holds, and which errors are sent. Nothing
 * personal leaves the app: the error's message and a trimmed stack (a mobile number, a token or a user id written into
 * either is masked), the page's path without its query, the platform and the build; no session, no learner.
 */
import { REPORT_LIMITS, type ErrorReport, type ReportKind } from '@contract/report'

export type { ErrorReport, ReportKind }

/** Stack lines kept (the top of the stack names the failing component or function). */
export const STACK_LINES = 12

/** At most this many reports in a window, and the same error (kind, message, first stack line) once per run. */
export const REPORT_BUDGET = { max: 10, windowMs: 60_000 } as const

const PERSONAL: [RegExp, string][] = [
  [/\b1[3-9]\d{9}\b/g, '***'], // a mainland mobile number
  [/\b((?:user)?token|userId|uid|mobile(?:No)?|phone|password|idCard)(["']?\s*[:=]\s*["']?)[^\s"'&,;)}]+/gi, '$1$2***'],
  [/\b(Bearer\s+)[\w.~+/-]+=*/g, '$1***'],
  [/\?[^\s)]*/g, ''], // a URL's query (in a stack's file names or a message)
]

/** `text` with anything personal masked. */
export function scrub(text: string): string {
  return PERSONAL.reduce((t, [re, to]) => t.replace(re, to), text)
}

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text
}

/** What an error (or a rejection's reason) says: its message and stack, whatever was thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack }
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; stack?: unknown; errMsg?: unknown }
    const message = typeof e.message === 'string' ? e.message : typeof e.errMsg === 'string' ? e.errMsg : ''
    if (message) return { message, stack: typeof e.stack === 'string' ? e.stack : undefined }
  }
  if (typeof error === 'string') {
    // The mini-program's App onError hands the message and the stack as one string.
    const [first, ...rest] = error.split('\n')
    return { message: first, stack: rest.length ? error : undefined }
  }
  return { message: String(error) }
}

/** A page path with no query or fragment, within the limit. */
export function routePath(route: string): string {
  return cut((route.split(/[?#]/)[0] || '/').trim(), REPORT_LIMITS.route)
}

export interface ReportPlace {
  route: string
  platform: ErrorReport['platform']
  build: string
}

/** The report of `error`, caught as `kind` on the page `place.route`. */
export function buildReport(error: unknown, kind: ReportKind, place: ReportPlace): ErrorReport {
  const { message, stack } = describeError(error)
  const lines = stack ? scrub(stack).split('\n').slice(0, STACK_LINES).map((l) => l.trimEnd()) : []
  const report: ErrorReport = {
    kind,
    message: cut(scrub(message).trim() || 'Error', REPORT_LIMITS.message),
    route: routePath(place.route),
    platform: place.platform,
    build: cut(place.build || 'unknown', REPORT_LIMITS.build),
  }
  if (lines.length) report.stack = cut(lines.join('\n'), REPORT_LIMITS.stack)
  return report
}

/** The key two reports of the same error share. */
export function reportKey(report: ErrorReport): string {
  const top = report.stack?.split('\n').find((l) => /^\s*at\s|@/.test(l)) ?? ''
  return `${report.kind}|${report.message}|${top.trim()}`
}

/**
 * Which reports go: each error once per run (however many times it is thrown), and at most `max` in any `windowMs`
 * (a loop of different errors stops there). Pure: the clock is handed in.
 */
export function createReportGate(budget: { max: number; windowMs: number } = REPORT_BUDGET) {
  const seen = new Set<string>()
  let sent: number[] = []
  return {
    admit(report: ErrorReport, now: number): boolean {
      const key = reportKey(report)
      if (seen.has(key)) return false
      sent = sent.filter((at) => now - at < budget.windowMs)
      if (sent.length >= budget.max) return false
      seen.add(key)
      sent.push(now)
      return true
    },
  }
}

/** Whether reports are sent: TARO_APP_REPORT_ROOT 'off' never; a root given always; unset, except in production. */
export function reportsOn(root: string, deployEnv: string): boolean {
  if (root.trim() === 'off') return false
  return root.trim() !== '' || deployEnv !== 'production'
}
