/**
 * The mini-program: the App's onError and onUnhandledRejection (Taro's useError / useUnhandledRejection in the App
 * component), handed to the app's reporter (src/stores/errorReports.ts). H5's are the window's (errorEvents.h5.ts).
 */
import { useError, useUnhandledRejection } from '@tarojs/taro'
import type { ReportKind } from '@/core/errorReport'

export type AppErrorListener = (error: unknown, kind: ReportKind) => void

/** The platform a report names. */
export const REPORT_PLATFORM = 'weapp' as const

/** The mini-program has no window: its App's hooks hear the errors (useAppErrorHooks). */
export function listenForAppErrors(_report: AppErrorListener): () => void {
  return () => undefined
}

/** In the App component: its onError (the message and stack as one string) and onUnhandledRejection ({reason}). */
export function useAppErrorHooks(report: AppErrorListener): void {
  useError((error: unknown) => report(error, 'error'))
  useUnhandledRejection((res: { reason?: unknown }) => report(res?.reason, 'rejection'))
}
