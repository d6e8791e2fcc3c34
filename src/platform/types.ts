/** Capability interfaces the platform files implement (x.h5.ts / x.weapp.ts). */
import type { UserData } from '@contract/api'
import type { PrivacySetting } from '@/core/privacy'
import type { PendingOAuth } from '@/core/oauth'

/** Where the session lives: cookies + storage on H5, Taro storage in the mini-program. */
export interface CredentialStore {
  readToken(): string
  /** Keeps the token as userToken and token (30 days). */
  writeToken(token: string): void
  readUserData(): UserData | null
  writeUserData(data: UserData): void
  /** Removes userToken, token, SSOTOKEN, the qw token and userData. */
  clear(): void
}

/** 'native': the provider's app logs the learner in (bridge action login). */
export type LoginMethod = 'code' | 'wechat' | 'native'

export interface LoginCapability {
  /** Login methods this platform offers, the preferred first. */
  methods: LoginMethod[]
  /** clientType sent with the login payload. */
  clientType: number
  /** A fresh WeChat login code (mini-program only). */
  wechatCode(): Promise<string>
}

/** WeChat's pending request for the privacy agreement (onNeedPrivacyAuthorization): answer it once. */
export interface PrivacyRequest {
  /** The learner tapped the agree button with this id (open-type agreePrivacyAuthorization). */
  agree(buttonId: string): void
  disagree(): void
}

/** The mini-program's privacy agreement (src/core/privacy.ts). H5 has none: nothing is ever needed. */
export interface PrivacyCapability {
  setting(): Promise<PrivacySetting>
  /** WeChat's page of the privacy guide. */
  openContract(): void
  /** Shows the privacy popup when WeChat asks; the latest subscriber answers. Returns the unsubscribe. */
  onRequest(listener: (request: PrivacyRequest) => void): () => void
}

/** Third-party sign-in through the provider's web page (H5); the mini-program has WeChat login instead. */
export interface OAuthCapability {
  available: boolean
  /** Keeps a new state and `redirect` for this tab and leaves for the provider's page. */
  start(redirect: string): void
  /** The pending sign-in of this tab, forgotten as it is read (a return is taken once). */
  takePending(): PendingOAuth | null
}
