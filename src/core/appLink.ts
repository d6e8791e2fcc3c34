/**
 * Opening the native app to study (docs/spec/ordering-payment.md sections 1, 4; docs/spec/content-access.md section 4): try the app
 * link and fall back to the download page after 1000 ms on Android, 2000 ms on iOS; inside the messenger or QQ
 * browser go straight to the download page (they block app links). The mini-program cannot open an app link:
 * it shows the download address to copy.
 */
import type { Environment } from './environment'

/** Where the app is: its study link and its download page (configuration: src/config/index.ts APP_LINKS). */
export interface AppLinks {
  scheme: string
  download: string
}

export const DEFAULT_APP_SCHEME = 'kuaijixuetang://study'
export const FALLBACK_MS = { android: 1000, ios: 2000 } as const

export type AppLinkPlan =
  | { kind: 'download'; url: string }
  | { kind: 'scheme'; url: string; fallbackUrl: string; fallbackMs: number }
  | { kind: 'copyDownload'; url: string }

export function appLinkPlan(env: Environment, links: AppLinks, params: Record<string, string | number> = {}): AppLinkPlan {
  const { scheme, download } = links
  if (env.isMiniProgram) return { kind: 'copyDownload', url: download }
  if (env.inWeChat || env.inQQ) return { kind: 'download', url: download }
  const query = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
  return {
    kind: 'scheme',
    url: query ? `${scheme}?${query}` : scheme,
    fallbackUrl: download,
    fallbackMs: env.isIOS ? FALLBACK_MS.ios : FALLBACK_MS.android,
  }
}
