/**
 * A web page outside the mini-program (the agreement's sign page): a mini-program can show one only in a
 * <web-view> whose https domain is registered as a business domain, which the school site (and the sandbox, plain
 * http on 127.0.0.1) cannot promise. So the learner copies the link and opens it in a browser; the page that asked
 * re-reads what it needs when it shows again.
 */
import Taro from '@tarojs/taro'
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

export async function openWebPage(url: string, hint: WebPageHint = DEFAULT_HINT): Promise<void> {
  const { confirm } = await Taro.showModal({ title: hint.title, content: hint.content, confirmText: WEB_PAGE_TEXT.copy })
  if (confirm) await copyText(url)
}
