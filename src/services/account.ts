/** Account service client (content-access.md section 7, "Account"). */
import type { GetOtpQuery, LoginPayload, LoginResult, UserInfo, WeChatLoginBody, WeChatLoginResult } from '@shared/api'
import { OTP_TYPE_LOGIN } from '@/core/login'
import { http } from './http'
import type { Requester } from './request'

/** The pre-navigation user check waits at most 3 s (content-access.md section 9). */
export const USER_CHECK_TIMEOUT_MS = 3000

export function createAccountApi(request: Requester) {
  return {
    getOtp(mobileNo: string) {
      const query: GetOtpQuery = { mobileNo, type: OTP_TYPE_LOGIN }
      return request<null>('account', 'getOtp', { data: query })
    },
    loginAndRegister(payload: LoginPayload) {
      return request<LoginResult>('account', 'loginAndRegister', { method: 'POST', data: payload })
    },
    weChatLogin(body: WeChatLoginBody) {
      return request<WeChatLoginResult>('account', 'weChatLogin', { method: 'POST', data: body })
    },
    /** The user behind the stored token; quiet (no toast, no trip to login) for the pre-navigation check. */
    userInfo(options: { quiet?: boolean; timeout?: number } = {}) {
      return request<UserInfo>('account', 'userInfo', {
        auth: 'param',
        notNeedLogin: options.quiet,
        timeout: options.timeout,
      })
    },
    logout() {
      return request<null>('account', 'logout', { method: 'POST', auth: 'param', notNeedLogin: true })
    },
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>

/** The app's account client (pure: a page that does not use it does not load it). */
export const accountApi = /*#__PURE__*/ createAccountApi(http)
