/**
 * Shapes shared by the app (src/) and the reference server (server/).
 * Every response uses the envelope below; success is code 200 (the qw service answers 0, mapped to 200 client-side).
 */
import type { Static } from '@sinclair/typebox'
import type { LoginPayloadSchema, WeChatLoginBodySchema } from './schemas/account'

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
  /** Some services name the message `message` instead of `msg`. */
  message?: string
  /** Some services report success as status 0 instead of code 200. */
  status?: number
  /** Some answers carry their payload in `result` (the enterprise dictionary, the maps service's IP location). */
  result?: unknown
}

/** Account service: GET getOtp. type 3 is the login/register code. */
export interface GetOtpQuery {
  mobileNo: string
  type: 3
}

/** Account service: POST loginAndRegister (docs/spec/content-access.md section 3, "Login payload"). */
export type LoginPayload = Static<typeof LoginPayloadSchema>

/** UserClient enum: student 1, teacher 2. */
export type UserClient = 1 | 2

export interface LoginResult {
  uid: number
  token: string
  mobile: string
  nickName: string
  userClient: UserClient
}

/** Account service: GET userInfo (token). The spec reads code and data.mobile. */
export interface UserInfo {
  uid: number
  mobile: string
  nickName: string
  userClient: UserClient
}

/**
 * Account service: POST weChatLogin (mini-program).
 * Step 1 sends the Taro.login code. A known openid answers with a session; an unknown one answers
 * needPhone with a short-lived loginTicket. Step 2 sends the ticket plus the getPhoneNumber code.
 */
export type WeChatLoginBody = Static<typeof WeChatLoginBodySchema>

export type WeChatLoginResult =
  | ({ needPhone: false } & LoginResult)
  | { needPhone: true; loginTicket: string }

/** Local user data kept in storage under `userData` (docs/spec/content-access.md section 3). */
export interface UserData {
  uid: number
  token: string
  /** The user's client as last confirmed (the app's own addition: who the user is when a check times out). */
  userClient?: UserClient
}
