/** Capability interfaces the platform files implement (x.h5.ts / x.weapp.ts). */
import type { UserData } from '@shared/api'

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

export type LoginMethod = 'code' | 'wechat'

export interface LoginCapability {
  /** Login methods this platform offers, the preferred first. */
  methods: LoginMethod[]
  /** clientType sent with the login payload. */
  clientType: number
  /** A fresh WeChat login code (mini-program only). */
  wechatCode(): Promise<string>
}
