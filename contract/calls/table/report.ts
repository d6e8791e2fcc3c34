/**
 * The app's own error reports (not the spec's: the spec names no such call). A render error caught by an error
 * boundary, an uncaught error or an unhandled rejection is sent here, once per kind, by the app's one reporter
 * (src/stores/errorReports.ts); the reference server stores it (server/routes/report.ts). The body's shape and limits
 * are contract/report.ts and contract/schemas/report.ts. No token and no learner: a report carries nothing personal.
 */
import { defineCalls } from '../contract'

export const REPORT_CALLS = /*#__PURE__*/ defineCalls({
  /** The app's own: one error report (JSON body). */
  reportError: {
    service: 'report', method: 'POST', path: 'errors', params: ['kind', 'message', 'route', 'platform', 'build'], optional: ['stack'],
    body: 'json', token: 'none', own: "the app's error reports: the spec names no such call",
  },
})
