/** A mini-program cannot open an app link: the learner gets the download address to copy (src/core/appLink.ts). */
import Taro from '@tarojs/taro'
import { appLinkPlan } from '@/core/appLink'
import { APP_LINKS } from '@/config'
import { copyText } from './device'
import { environment } from './environment'

/** The mini-program's note that courses are studied in the app. */
export const APP_LINK_TEXT = {
  title: '请在App中学习',
  text: '课程需在会计学堂App中学习，复制下载地址后在浏览器中打开即可下载',
  copy: '复制地址',
} as const

export async function openStudyApp(params: Record<string, string | number> = {}): Promise<void> {
  const plan = appLinkPlan(environment(), APP_LINKS, params)
  const { confirm } = await Taro.showModal({
    title: APP_LINK_TEXT.title,
    content: APP_LINK_TEXT.text,
    confirmText: APP_LINK_TEXT.copy,
  })
  if (confirm) await copyText(plan.url)
}
