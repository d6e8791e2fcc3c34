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
