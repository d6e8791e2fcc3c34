/**
 * WeChat's privacy agreement before the phone-number login (mini-program, required since 2023-09-15): a learner who
 * has not agreed to the mini-program's privacy guide sees it first, with WeChat's agree button
 * (open-type agreePrivacyAuthorization); agreeing goes straight on to the phone-number request. H5 has none of it.
 */
import { APP_TEXT } from './texts'

/** This app's wording (the spec has no mini-program screens). */
export const PRIVACY_TEXT = {
  title: APP_TEXT.privacyTitle,
  /** Before and after the contract's name, which opens WeChat's contract page when tapped. */
  bodyBefore: '在使用手机号快捷登录前，请仔细阅读',
  bodyAfter: '。同意后，我们将获取你的微信手机号用于登录和创建会计学堂账号；你也可以拒绝并使用验证码登录。',
  defaultContract: '《会计学堂小程序隐私保护指引》',
  agree: '同意并继续',
  disagree: '拒绝',
  refused: '需同意隐私保护指引后才能使用手机号快捷登录',
} as const

/** The id of the agree button: WeChat checks that the button named in resolve({buttonId}) was tapped. */
export const AGREE_BUTTON_ID = 'agree-privacy-btn'

export interface PrivacySetting {
  /** The learner still has to agree (WeChat's getPrivacySetting().needAuthorization). */
  needed: boolean
  contractName: string
}

/**
 * What the phone button does: 'phone' asks for the number (open-type getPhoneNumber); 'privacy' opens the privacy
 * popup, whose agree button asks for the number itself (open-type 'getPhoneNumber|agreePrivacyAuthorization').
 * Until the setting is known the phone mode applies: WeChat then asks through onNeedPrivacyAuthorization if needed.
 */
export function phoneButtonMode(setting: PrivacySetting | null, agreed: boolean): 'phone' | 'privacy' {
  return setting?.needed && !agreed ? 'privacy' : 'phone'
}

/** How the popup's agree button is set up: with the phone request, or answering WeChat's pending request. */
export function agreeOpenType(kind: 'beforePhone' | 'answer'): 'getPhoneNumber|agreePrivacyAuthorization' | 'agreePrivacyAuthorization' {
  return kind === 'beforePhone' ? 'getPhoneNumber|agreePrivacyAuthorization' : 'agreePrivacyAuthorization'
}

/** WeChat names the contract '《...》' already; a missing name gets the app's. */
export function contractTitle(name: string | undefined): string {
  const n = (name ?? '').trim()
  if (!n) return PRIVACY_TEXT.defaultContract
  return n.startsWith('《') ? n : `《${n}》`
}
