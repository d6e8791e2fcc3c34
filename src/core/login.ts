/**
 * Code-login rules (docs/spec/content-access.md sections 2, 4, 5, 9) and the safe post-login redirect.
 */
import type { LoginPayload } from '@contract/api'
import { findRoute, HOME_URL, LOGIN_URL } from './routes'

export const OTP_RESEND_SECONDS = 60
export const OTP_TYPE_LOGIN = 3
export const BUSINESS_ID = 'kuaiji'
export const RACE_TRACK = 0
/** Default register channel: the H5 channel; 'zsh5' when business-channel params are present. */
export const REGISTER_CHANNEL_H5 = 'h5'
export const REGISTER_CHANNEL_BUSINESS = 'zsh5'
/** App build named by the spec (section 9), sent as versionCode. */
export const APP_VERSION_CODE = '2025-05-25'

/** clientType of the login payload; the spec does not give values, these are the app's. */
export const CLIENT_TYPE = { h5: 2, weapp: 6 } as const

/** Nickname of a new account: the last 4 digits of the phone. */
export function nicknameFor(phone: string): string {
  return phone.trim().slice(-4)
}

/** Login is possible once both trimmed fields are non-empty. */
export function canSubmitLogin(phone: string, code: string): boolean {
  return phone.trim() !== '' && code.trim() !== ''
}

/** Send-code button text: the seconds left while counting down, else the idle text (first time) or '重新获取'. */
export function sendCodeLabel(secondsLeft: number, sentBefore: boolean, idle: string, again: string): string {
  if (secondsLeft > 0) return `${secondsLeft}s`
  return sentBefore ? again : idle
}

export interface BusinessChannel {
  webpageTopic?: string
  distributorCode?: string
}

/** Business-channel params count only when both are present (docs/spec/content-access.md section 5). */
export function businessChannel(params: BusinessChannel): Required<BusinessChannel> | undefined {
  const { webpageTopic, distributorCode } = params
  return webpageTopic && distributorCode ? { webpageTopic, distributorCode } : undefined
}

/**
 * Where to go after login: `redirect` only when it is a path of this app (a page of the route table),
 * never an absolute URL, a protocol-relative URL or a path with a backslash; otherwise home.
 * Page query values reach the page still URL-encoded on both platforms: an encoded path is decoded once.
 */
export function safeRedirect(redirect: string | undefined | null): string {
  if (!redirect) return HOME_URL
  let target = redirect.trim()
  let decoded: string
  try {
    if (/^%2f/i.test(target)) target = decodeURIComponent(target)
    decoded = decodeURIComponent(target)
  } catch {
    return HOME_URL
  }
  // Checks the path part only: a query value may hold spaces or backslashes (e.g. a course name).
  const isAppPath = (url: string) => {
    const p = url.split(/[?#]/)[0]
    return p.startsWith('/') && !p.startsWith('//') && !/[\\\s]/.test(p) && !/^\/[^/]*:/.test(p)
  }
  if (!isAppPath(target) || !isAppPath(decoded)) return HOME_URL
  const route = findRoute(target)
  if (!route || route.urls.includes(LOGIN_URL)) return HOME_URL
  return target
}

export interface LoginContext {
  clientType: number
  /** The page the learner came from (sent as triggerRegisterUrl). */
  triggerUrl: string
  teacherId?: string
  channel?: BusinessChannel
}

/** The loginAndRegister payload (docs/spec/content-access.md section 3, "Login payload"). */
export function buildLoginPayload(phone: string, code: string, ctx: LoginContext): LoginPayload {
  const mobileNo = phone.trim()
  const channel = businessChannel(ctx.channel ?? {})
  return {
    mobileNo,
    otp: code.trim(),
    clientType: ctx.clientType,
    versionCode: APP_VERSION_CODE,
    businessId: BUSINESS_ID,
    nickName: nicknameFor(mobileNo),
    raceTrack: RACE_TRACK,
    registerChannelId: channel ? REGISTER_CHANNEL_BUSINESS : REGISTER_CHANNEL_H5,
    triggerRegisterUrl: ctx.triggerUrl,
    ...(ctx.teacherId ? { teacherId: ctx.teacherId } : {}),
    ...(channel ?? {}),
  }
}
