/**
 * The report service (the app's own, not the spec's: contract/calls/table/report.ts): one error report, sent silently
 * (no toast, no loading, no login on any answer) with a short timeout. Its root is TARO_APP_REPORT_ROOT, else
 * <API base>/report (src/config). Only the app's reporter (src/stores/errorReports.ts) calls it.
 */
import { REPORT_CALLS } from '@contract/calls/table/report'
import type { ErrorReport } from '@/core/errorReport'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export const REPORT_TIMEOUT_MS = 10_000

export function createReportApi(request: Requester) {
  return {
    /** Sends one report; rejects when it could not be delivered (the reporter drops it). */
    async send(report: ErrorReport): Promise<void> {
      await request(REPORT_CALLS.reportError, { data: report, silent: true, timeout: REPORT_TIMEOUT_MS })
    },
  }
}

export type ReportApi = ReturnType<typeof createReportApi>

/** The app's report client. */
export const reportApi = /*#__PURE__*/ createReportApi(http)

declare module './context' {
  interface Services {
    reportApi: ReportApi
  }
}

/** The reportApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useReportApi(): ReportApi {
  return useService('reportApi', reportApi)
}
