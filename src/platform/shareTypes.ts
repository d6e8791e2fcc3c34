import type { JsSdkConfig } from '@contract/share'

/** What a tap on a page's share button did (src/platform/share.*). */
export type ShareOutcome =
  /** Inside the messenger browser: the share guide points at WeChat's own menu. */
  | 'guide'
  /** An ordinary browser: the link was copied. */
  | 'copied'
  /** Inside the native app: its share dialog opened. */
  | 'native'
  /** The mini-program: its share menu (a button with openType share) does it. */
  | 'menu'

/**
 * Signs the current page for WeChat's JS-SDK (the staff service's getJsSdkConfig). The page's share hook is given it
 * by src/components/PageShare, so the platform layer does not reach up to the services.
 */
export type JsSdkSigner = (appid: string, url: string) => Promise<JsSdkConfig>
