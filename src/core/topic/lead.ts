/**
 * Topic landings and the CPA pioneer-class sign-up funnel (docs/spec/content-access.md section 2 names /specialTopic,
 * /specialTopicDetail, /cpaPioneer, /cpaPioneer2, /cpaPioneerSuccess2, /cpaPioneer3, /cpaPioneerSuccess3 without
 * screens: the funnel is the app's). A sign-up is a business lead (pushBusiness: memo, mobile, registerChannelId,
 * url); "Business channel params are stored or returned only if both webpageTopic and distributorCode are present;
 * registerChannelId fixed to zsh5 in that case" (section 5), else the default h5 channel (section 9).
 */
import type { PathName } from '../links'
import { businessChannel, REGISTER_CHANNEL_BUSINESS, REGISTER_CHANNEL_H5, type BusinessChannel } from '../login'
import { checkPhoneForCode } from '../validation'

export interface LeadQuery {
  mobile: string
  memo: string
  url: string
  registerChannelId: string
  webpageTopic?: string
  distributorCode?: string
}

export function businessLead(mobile: string, memo: string, url: string, channel?: BusinessChannel): LeadQuery {
  const pair = businessChannel(channel ?? {})
  return { mobile: mobile.trim(), memo, url, registerChannelId: pair ? REGISTER_CHANNEL_BUSINESS : REGISTER_CHANNEL_H5, ...(pair ?? {}) }
}

export const CPA_SUBJECTS = ['会计', '审计', '财务成本管理', '经济法', '税法', '公司战略与风险管理'] as const

/** The pioneer-class form: a mobile ('请输入手机号' / '请输入正确的手机号'), at least one subject, the agreement. */
export function checkPioneerForm(f: { mobile: string; subjects: string[]; agreed: boolean }): string {
  const phone = checkPhoneForCode(f.mobile)
  if (phone) return phone
  if (f.subjects.length === 0) return '请选择报考科目'
  if (!f.agreed) return '请阅读并同意隐私政策'
  return ''
}

export function pioneerMemo(variant: 2 | 3, name: string, subjects: string[]): string {
  const who = name.trim() ? `${name.trim()}，` : ''
  return variant === 2 ? `CPA先锋班报名：${who}科目 ${subjects.join('、')}` : `CPA备考资料领取：${who}科目 ${subjects.join('、')}`
}

/** The topic of the CPA landing: the goods category named for CPA (注册会计师 / CPA), else none. */
export function cpaCategory<C extends { id: number; name: string }>(categories: C[]): C | undefined {
  return categories.find((c) => /注册会计师|CPA/i.test(c.name))
}

/** The funnel's pages by variant (2: sign up for the class, 3: claim the study pack). */
export const CPA_SIGNUP_PAGE = { 2: 'cpaPioneer2', 3: 'cpaPioneer3' } as const satisfies Record<2 | 3, PathName>
export const CPA_SUCCESS_PAGE = { 2: 'cpaPioneerSuccess2', 3: 'cpaPioneerSuccess3' } as const satisfies Record<2 | 3, PathName>
