import crypto from 'node:crypto'
import type { TestApp } from './helpers'

/** getpublicKey's base64 SPKI as a node:crypto key. */
export const spkiKey = (base64: string) => crypto.createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' })

/** What the browser does (JSEncrypt's encrypt): getpublicKey, then RSA PKCS#1 v1.5 of the password, base64. */
export async function sealPassword(t: TestApp, password: string): Promise<string> {
  const key = (await t.get('/api/account/getpublicKey')).body.data as string
  return crypto.publicEncrypt({ key: spkiKey(key), padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64')
}

/** A captcha and its answer (read back from the sandbox, as a person would read the picture). */
export async function captcha(t: TestApp, remoteAddress = '127.0.0.1'): Promise<{ captchaKey: string; answer: string }> {
  const res = await t.app.inject({ url: '/api/account/captcha-image', remoteAddress })
  const { captchaKey } = JSON.parse(res.body).data
  const answer = (await t.get(`/dev/captcha?captchaKey=${captchaKey}`)).body.data.answer as string
  return { captchaKey, answer }
}

/** A form POST as the spec sends register and loginV1_2. */
export async function postForm(t: TestApp, url: string, fields: Record<string, string | number | undefined>, remoteAddress = '127.0.0.1') {
  const body = new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString()
  const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  return { status: res.statusCode, body: JSON.parse(res.body) }
}

/** An otpSMS code of `type` (1 register, 2 reset) for `mobile`, through a fresh captcha. */
export async function smsCode(t: TestApp, mobile: string, type: 1 | 2): Promise<string> {
  const c = await captcha(t)
  const res = await t.get(`/api/account/otpSMS?mobileNo=${mobile}&type=${type}&captchaKey=${c.captchaKey}&captcha=${c.answer}`)
  if (res.body.code !== 200) throw new Error(`otpSMS: ${res.body.msg}`)
  return (await t.get(`/dev/otp?mobileNo=${mobile}`)).body.data.otp
}

/** Registers `mobile` with `password` (and an e-mail); answers the session. */
export async function register(t: TestApp, mobile: string, password: string, email?: string) {
  const otp = await smsCode(t, mobile, 1)
  const res = await postForm(t, '/api/account/register', { mobileNo: mobile, otp, password: await sealPassword(t, password), email, clientType: 2, nickName: mobile.slice(-4) })
  if (res.body.code !== 200) throw new Error(`register: ${res.body.msg}`)
  return res.body.data
}

export async function passwordLogin(t: TestApp, mobile: string, password: string, remoteAddress = '127.0.0.1') {
  return (await postForm(t, '/api/account/loginV1_2', { mobileNo: mobile, password: await sealPassword(t, password) }, remoteAddress)).body
}
