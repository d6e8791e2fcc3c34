/**
 * A fake account client for page tests: each call a jest.fn answering what the reference server answers
 * (server/lib/accounts). Pair it with a mock of '@/platform/passwordCipher' so a sealed password reads `sealed(...)`.
 */
import type { LoginResult } from '@contract/api'
import type { CaptchaResult, PublicKeyResult } from '@contract/account'
import type { AccountApi } from '@/services/account'

/** The session the server answers a login, a registration or a reset with. */
export function loginResult(over: Partial<LoginResult> = {}): LoginResult {
  return { uid: 8000, token: 'tk-8000', mobile: '13800138000', nickName: '学员8000', userClient: 1, ...over }
}

/** getpublicKey's answer: base64 SPKI (the fake cipher never reads it). */
const PUBLIC_KEY: PublicKeyResult = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'

/** A stand-in for the platform's cipher: what it would seal, readable in the test's expectations. */
export const fakeCipher = { encryptPassword: async (_key: PublicKeyResult, password: string) => `sealed(${password})` }

/** The account calls the login, register and reset pages make; captcha-image answers key-1, key-2, ... in turn. */
export function fakeAccountApi() {
  let captchas = 0
  return {
    getPublicKey: jest.fn(async () => PUBLIC_KEY),
    captchaImage: jest.fn(async (): Promise<CaptchaResult> => ({ captchaKey: `key-${++captchas}`, image: `data:image/png;base64,${captchas}`, expiresIn: 300 })),
    otpSms: jest.fn(async (_query: unknown) => null),
    otpMail: jest.fn(async (_query: unknown) => null),
    register: jest.fn(async (_body: unknown) => loginResult()),
    resetBySms: jest.fn(async (_body: unknown) => loginResult()),
    resetByMail: jest.fn(async (_body: unknown) => loginResult()),
    passwordLogin: jest.fn(async (_body: unknown) => loginResult()),
  } satisfies Partial<Record<keyof AccountApi, jest.Mock>>
}
