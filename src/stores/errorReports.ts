/**
 * The app's one reporter: a render error an ErrorBoundary caught, an uncaught error and an unhandled rejection (H5's
 * window, the mini-program's App onError and onUnhandledRejection: src/platform/errorEvents) all go through
 * `reportError`. Fire and forget: it never throws, never waits, never reports its own failure (a report that cannot
 * be sent is dropped), and sends each error once and at most a few a minute (src/core/errorReport.ts). docs/errors.md.
 */
import { buildReport, createReportGate, type ErrorReport, type ReportKind, type ReportPlace } from '@/core/errorReport'
import { BUILD_NAME, ERROR_REPORTS_ON } from '@/config'
import { REPORT_PLATFORM } from '@/platform/errorEvents'
import { pageStack } from '@/platform/pageStack'
import { reportApi } from '@/services/report'

export interface ReporterDeps {
  send(report: ErrorReport): Promise<unknown>
  /** The current page's path. */
  route(): string
  platform: ReportPlace['platform']
  build: string
  now(): number
  enabled: boolean
  budget?: { max: number; windowMs: number }
}

export type Reporter = (error: unknown, kind: ReportKind) => void

export function createErrorReporter(deps: ReporterDeps): Reporter {
  const gate = createReportGate(deps.budget)
  let busy = false
  return (error, kind) => {
    if (!deps.enabled || busy) return // off, or an error raised while reporting: never recursive
    busy = true
    try {
      let route = ''
      try {
        route = deps.route()
      } catch {
        // no page yet
      }
      const report = buildReport(error, kind, { route, platform: deps.platform, build: deps.build })
      if (gate.admit(report, deps.now())) void deps.send(report).catch(() => undefined)
    } catch {
      // a reporter never throws
    } finally {
      busy = false
    }
  }
}

/** The current page as a path ('/pages/home/index'): a page path, never the URL with its query. */
function currentRoute(): string {
  const stack = pageStack()
  return stack.length ? `/${stack[stack.length - 1]}` : '/'
}

/** The app's reporter. */
export const reportError: Reporter = createErrorReporter({
  send: (report) => reportApi.send(report),
  route: currentRoute,
  platform: REPORT_PLATFORM,
  build: BUILD_NAME,
  now: () => Date.now(),
  enabled: ERROR_REPORTS_ON,
})
