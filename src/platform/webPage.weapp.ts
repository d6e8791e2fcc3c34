/**
 * A web page outside the mini-program (the loan platform, the agreement's sign page): WeChat shows one only in a
 * <web-view> whose https domain is registered as a business domain (TARO_APP_WEBVIEW_DOMAINS, src/core/webView.ts).
 * Such a page opens in the app's web-view page (/ty/webPage); any other (the sandbox's plain http on 127.0.0.1, an
 * unregistered host) is given to the learner as a link to copy into a browser. Either way the page that asked
 * re-reads what it needs when it shows again.
 */
import Taro from '@tarojs/taro'
import qs from 'qs'
import { pagePath, PathUndefinedError, webViewAllows } from '@/core/webView'
import { absoluteApiUrl, WEBVIEW_DOMAINS } from '@/config'
import { copyText } from './device'

export interface WebPageHint {
  title: string
  content: string
}

/** The mini-program's note on a page that only a browser opens. */
export const WEB_PAGE_TEXT = {
  title: '请在浏览器中打开',
  content: '该页面需在浏览器中打开：复制链接后在浏览器中粘贴打开',
  copy: '复制链接',
} as const

const DEFAULT_HINT: WebPageHint = { title: WEB_PAGE_TEXT.title, content: WEB_PAGE_TEXT.content }

export const WEB_VIEW_PAGE = '/packages/order/webPage/index'

/** Without a path it fails with PathUndefinedError (docs/spec/content-access.md section 5). */
export async function openWebPage(url: string, hint: WebPageHint = DEFAULT_HINT): Promise<void> {
  const path = pagePath(url)
  if (!path) throw new PathUndefinedError()
  const absolute = absoluteApiUrl(path)
  if (webViewAllows(absolute, WEBVIEW_DOMAINS)) {
    await Taro.navigateTo({ url: `${WEB_VIEW_PAGE}?${qs.stringify({ url: absolute, title: hint.title })}` })
    return
  }
  const { confirm } = await Taro.showModal({ title: hint.title, content: hint.content, confirmText: WEB_PAGE_TEXT.copy })
  if (confirm) await copyText(absolute)
}

/** A page outside the mini-program that does not bring the learner back (a banner's link): as openWebPage. */
export function openExternalPage(url: string, title = ''): Promise<void> {
  return openWebPage(url, title ? { title, content: WEB_PAGE_TEXT.content } : DEFAULT_HINT)
}
