/**
 * H5: the errors no boundary catches (an uncaught error, an unhandled rejection) from the window, handed to the app's
 * reporter (src/stores/errorReports.ts). The mini-program's are the App's onError hooks (errorEvents.weapp.ts).
 */
import type { ReportKind } from '@/core/errorReport'

export type AppErrorListener = (error: unknown, kind: ReportKind) => void

/** The platform a report names. */
export const REPORT_PLATFORM = 'h5' as const

/** Listens for uncaught errors and unhandled rejections; returns the unsubscribe. */
export function listenForAppErrors(report: AppErrorListener): () => void {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script's error says nothing ('Script error.'): nothing to report.
    if (!event.error && !event.message) return
    report(event.error ?? event.message, 'error')
  }
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'rejection')
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}

/** H5: nothing more (the window's listeners hear every error; Taro's router would hand the App's onError the message alone). */
export function useAppErrorHooks(_report: AppErrorListener): void {}
