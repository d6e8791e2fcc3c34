/**
 * Navigation by spec URL on both platforms. Tab pages are switched to; everything else is pushed or replaced. A
 * question bank's spec link (the home route with tikuGoodsId) opens the goods page (src/core/questionBank.ts).
 * The back action falls back to home when there is no history (docs/spec/ordering-payment.md section 2), or closes the
 * provider's app's web view it was opened in.
 */
import Taro from '@tarojs/taro'
import { link, type LinkQueries } from '@/core/links'
import { questionBankUrl } from '@/core/questionBank'
import { findRoute, HOME_URL } from '@/core/routes'
import { paintFirst } from './afterPaint'
import { nativeBridge } from './bridge'
import { currentUrl, taroUrl } from './location'

export { currentUrl }

let navigations = 0

/** How many navigations the app has asked for: a page left with none asked was left by the learner (WeChat's back). */
export const appNavigationCount = (): number => navigations

function isTab(url: string): boolean {
  return !!findRoute(url)?.tab
}

/** Opens a page (pushed, or a tab switched to) once the tap that asked has painted (./after-paint). */
export async function navigateTo(to: string): Promise<void> {
  const url = questionBankUrl(to) ?? to
  await paintFirst()
  navigations++
  if (isTab(url)) await Taro.switchTab({ url: taroUrl(url) })
  else await Taro.navigateTo({ url: taroUrl(url) })
}

export async function redirectTo(to: string): Promise<void> {
  const url = questionBankUrl(to) ?? to
  navigations++
  if (isTab(url)) await Taro.switchTab({ url: taroUrl(url) })
  else await Taro.redirectTo({ url: taroUrl(url) })
}

/**
 * Back: the previous page; with no history, home. Inside the provider's app a page it opened with no history is the
 * app's own web view: back closes it (bridge closePage) and the learner is where they came from in the app.
 */
export async function back(): Promise<void> {
  navigations++
  if (Taro.getCurrentPages().length > 1) await Taro.navigateBack()
  else if (nativeBridge.available && nativeBridge.closePage()) return
  else await redirectTo(HOME_URL)
}

export function loginUrl(redirect: string = currentUrl(), extra: Omit<LinkQueries['login'], 'redirect'> = {}): string {
  return link('login', { ...extra, redirect })
}

/** Replaces the current page with login, returning to `redirect` (default: here) afterwards. */
export function toLogin(redirect: string = currentUrl()): Promise<void> {
  return redirectTo(loginUrl(redirect))
}
