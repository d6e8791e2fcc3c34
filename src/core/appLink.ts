/**
 * Opening the native app to study (ordering-payment.md sections 1, 4; content-access.md section 4): try the app
 * link and fall back to the download page after 1000 ms on Android, 2000 ms on iOS; inside the messenger or QQ
 * browser go straight to the download page (they block app links). The mini-program cannot open an app link:
 * it shows the download address to copy.
 */
import type { Environment } from './environment'

export const APP_SCHEME = 'kuaijixuetang://study'
export const APP_DOWNLOAD_URL = 'https://app.kuaiji.example/download'
export const FALLBACK_MS = { android: 1000, ios: 2000 } as const

export type AppLinkPlan =
  | { kind: 'download'; url: string }
  | { kind: 'scheme'; url: string; fallbackUrl: string; fallbackMs: number }
  | { kind: 'copyDownload'; url: string }

export function appLinkPlan(env: Environment, params: Record<string, string | number> = {}): AppLinkPlan {
  if (env.isMiniProgram) return { kind: 'copyDownload', url: APP_DOWNLOAD_URL }
  if (env.inWeChat || env.inQQ) return { kind: 'download', url: APP_DOWNLOAD_URL }
  const query = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
  return {
    kind: 'scheme',
    url: query ? `${APP_SCHEME}?${query}` : APP_SCHEME,
    fallbackUrl: APP_DOWNLOAD_URL,
    fallbackMs: env.isIOS ? FALLBACK_MS.ios : FALLBACK_MS.android,
  }
}
