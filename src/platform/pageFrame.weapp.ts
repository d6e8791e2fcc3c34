/** WeChat draws the navigation bar and the custom tab bar (src/custom-tab-bar) itself. */
export const TAB_BAR_IN_PAGE = false
export const NAV_BAR_IN_PAGE = false

/** The mini-program's pages scroll natively: nothing to make focusable (see page-frame.h5.ts). */
export function focusableScrollRegions() {}

/** Where a page that asks WeChat for no navigation bar (navigationStyle custom) draws its own, in px. */
export interface OwnNavBarFrame {
  /** The status bar's height: the bar starts below it. */
  top: number
  /** As tall as WeChat's bar: the capsule centred in it. */
  height: number
  /** Kept clear on the right, for the capsule. */
  right: number
}

interface WxFrameApi {
  getWindowInfo?(): { statusBarHeight?: number; windowWidth?: number }
  getSystemInfoSync?(): { statusBarHeight?: number; windowWidth?: number }
  getMenuButtonBoundingClientRect?(): { top: number; height: number; left: number } | null
}

export function ownNavBarFrame(): OwnNavBarFrame {
  const w = wx as unknown as WxFrameApi
  const info = w.getWindowInfo?.() ?? w.getSystemInfoSync?.() ?? {}
  const top = info.statusBarHeight ?? 20
  const capsule = w.getMenuButtonBoundingClientRect?.()
  if (!capsule || !capsule.height || capsule.top < top) return { top, height: 44, right: 96 }
  return { top, height: (capsule.top - top) * 2 + capsule.height, right: Math.max(0, (info.windowWidth ?? 375) - capsule.left) }
}
