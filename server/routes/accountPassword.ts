import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { CaptchaResult, PublicKeyResult } from '../../contract/account'
import { badRequest, ok } from '../lib/envelope'
import { createCaptcha, useCaptcha } from '../lib/accounts/captcha'
import { MailMsg, createMailCode, dropMailCode, resetMail, verifyMailCode } from '../lib/accounts/mail'
import { linkedProviders } from '../lib/accounts/oauth'
import { OTP_TYPE_REGISTER, OTP_TYPE_RESET, sendNewOtp, verifyOtp } from '../lib/accounts/otp'
import { openNewPassword, openPassword, setPassword, verifyPassword } from '../lib/accounts/password'
import { assertMayTry, clearFailures, recordFailure } from '../lib/accounts/passwordLimits'
import { emailOwner, findOrRegister, findUserById, registerProfileOf, findUserByMobile, recordLogin, setUserEmail, toLoginResult, type UserRow } from '../lib/accounts/users'
import { params } from '../lib/validation'
import {
  OtpMailQuerySchema, OtpSmsQuerySchema, PasswordLoginBodySchema, RegisterBodySchema, ResetByMailBodySchema, ResetBySmsBodySchema,
} from '../../contract/schemas/account'
import { routesOf } from '../lib/routeTable'

export const AccountMsg = {
  REGISTERED: '该手机号已注册，请直接登录',
  NOT_REGISTERED: '该手机号未注册',
  EMAIL_TAKEN: '该邮箱已绑定其他账号',
} as const

const normaliseEmail = (email: string) => email.trim().toLowerCase()

export default async function accountPasswordRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const session = (user: UserRow) => toLoginResult(user, app.auth.issue(user.id))

  /** GET /api/account/getpublicKey — the RSA public key, base64 SPKI DER (a PEM's body). data: PublicKeyResult. */
  for (const { method, url } of routesOf(app, 'getpublicKey')) app[method](url, { schema: { querystring: params({}) } }, async () => {
    const result: PublicKeyResult = app.passwordKey().publicKey
    return ok(result)
  })

  /**
   * POST /api/account/loginV1_2 (form mobileNo, password) — password login. Limits per number and per client address
   * (lib/accounts/passwordLimits.ts); unknown numbers, numbers without a password and wrong passwords read alike. data: LoginResult.
   */
  for (const { method, url } of routesOf(app, 'loginV1_2')) app[method](
    url,
    { schema: { body: PasswordLoginBodySchema } },
    async (req) => {
      const { mobileNo } = req.body
      const now = app.now()
      assertMayTry(app.db, app.passwordLimits, mobileNo, req.ip, now)
      const password = openPassword(app.passwordKey(), req.body.password)
      const user = findUserByMobile(app.db, mobileNo)
      const right = await verifyPassword(password, user?.password_hash)
      if (!user || !right) throw badRequest(recordFailure(app.db, app.passwordLimits, mobileNo, req.ip, app.now()))
      clearFailures(app.db, mobileNo)
      recordLogin(app.db, user.id, now)
      return ok(session(user))
    },
  )

  /** GET /api/account/captcha-image — a new image captcha: {captchaKey, image: data:image/png;base64,..., expiresIn}. */
  for (const { method, url } of routesOf(app, 'captcha-image')) app[method](url, { schema: { querystring: params({}) } }, async (req) => {
    const { captchaKey, png } = createCaptcha(app.db, req.ip, app.now(), app.captchaPeek)
    const result: CaptchaResult = { captchaKey, image: `data:image/png;base64,${png.toString('base64')}`, expiresIn: 300 }
    return ok(result)
  })

  /**
   * GET /api/account/otpSMS?mobileNo=&type=1|2&captchaKey=&captcha= — an SMS code to register (type 1: the number must
   * be new) or to reset the password (type 2: it must have an account). The captcha is checked (and used) first.
   */
  for (const { method, url } of routesOf(app, 'otpSMS')) app[method](
    url,
    {
      schema: { querystring: OtpSmsQuerySchema },
    },
    async (req) => {
      const { mobileNo, type, captchaKey, captcha } = req.query
      const now = app.now()
      useCaptcha(app.db, captchaKey, captcha, now)
      const known = findUserByMobile(app.db, mobileNo)
      if (type === OTP_TYPE_REGISTER && known) throw badRequest(AccountMsg.REGISTERED)
      if (type === OTP_TYPE_RESET && !known) throw badRequest(AccountMsg.NOT_REGISTERED)
      await sendNewOtp(app.db, app.sms, mobileNo, type, now, { ip: req.ip, budget: app.smsBudget })
      return ok(null)
    },
  )

  /**
   * POST /api/account/register (form) — a new account: phone, its register code (otpSMS type 1), a password (encrypted),
   * an optional e-mail for password resets, and the login payload's registration fields. data: LoginResult.
   */
  for (const { method, url } of routesOf(app, 'register')) app[method](
    url,
    {
      schema: { body: RegisterBodySchema },
    },
    async (req) => {
      const b = req.body
      const now = app.now()
      // Everything that can be wrong before the code is used up.
      const password = openNewPassword(app.passwordKey(), b.password)
      const email = b.email?.trim() ? normaliseEmail(b.email) : null
      if (email && emailOwner(app.db, email)) throw badRequest(AccountMsg.EMAIL_TAKEN)
      if (findUserByMobile(app.db, b.mobileNo)) throw badRequest(AccountMsg.REGISTERED)
      verifyOtp(app.db, b.mobileNo, b.otp, now, '', OTP_TYPE_REGISTER)
      const { user, created } = findOrRegister(app.db, b.mobileNo, registerProfileOf(b), now)
      if (!created) throw badRequest(AccountMsg.REGISTERED)
      await setPassword(app.db, user.id, password, now)
      if (email) setUserEmail(app.db, user.id, email)
      return ok(session(user))
    },
  )

  /**
   * POST /api/account/passWord_v410 {mobileNo, otp, password} — sets or changes the password, proven by the reset code
   * (otpSMS type 2). Every earlier session ends; data: a new LoginResult.
   */
  for (const { method, url } of routesOf(app, 'passWord_v410')) app[method](
    url,
    { schema: { body: ResetBySmsBodySchema } },
    async (req) => {
      const b = req.body
      const now = app.now()
      const password = openNewPassword(app.passwordKey(), b.password)
      const user = findUserByMobile(app.db, b.mobileNo)
      if (!user) throw badRequest(AccountMsg.NOT_REGISTERED)
      verifyOtp(app.db, b.mobileNo, b.otp, now, '', OTP_TYPE_RESET)
      await setPassword(app.db, user.id, password, now)
      clearFailures(app.db, user.mobile)
      return ok(session(user))
    },
  )

  /** GET /api/account/otpMail?email=&captchaKey=&captcha= — a reset code to the account's e-mail (sandbox: /dev/mail). */
  for (const { method, url } of routesOf(app, 'otpMail')) app[method](
    url,
    { schema: { querystring: OtpMailQuerySchema } },
    async (req) => {
      const now = app.now()
      const email = normaliseEmail(req.query.email)
      useCaptcha(app.db, req.query.captchaKey, req.query.captcha, now)
      if (!emailOwner(app.db, email)) throw badRequest(MailMsg.NOT_BOUND)
      const { id, code } = createMailCode(app.db, email, req.ip, now)
      try {
        await app.mail.send(resetMail(email, code, now))
      } catch (err) {
        dropMailCode(app.db, id)
        throw err
      }
      return ok(null)
    },
  )

  /** POST /api/account/appEmailPwd {email, code, password} — sets the password, proven by the mail code. data: LoginResult. */
  for (const { method, url } of routesOf(app, 'appEmailPwd')) app[method](
    url,
    { schema: { body: ResetByMailBodySchema } },
    async (req) => {
      const now = app.now()
      const email = normaliseEmail(req.body.email)
      const password = openNewPassword(app.passwordKey(), req.body.password)
      const owner = emailOwner(app.db, email)
      if (!owner) throw badRequest(MailMsg.NOT_BOUND)
      verifyMailCode(app.db, email, req.body.code, now)
      await setPassword(app.db, owner.id, password, now)
      const user = findUserById(app.db, owner.id)!
      clearFailures(app.db, user.mobile)
      return ok(session(user))
    },
  )

  /** GET /api/account/getUserInfo (token) — the learner's own account for the screens that show it. data: AccountProfile. */
  for (const { method, url } of routesOf(app, 'getUserInfo')) app[method](url, { schema: { querystring: params({}) }, preHandler: app.auth.require }, async (req) => {
    const u = req.user!
    const linked = linkedProviders(app.db, u.id)
    return ok({
      uid: u.id,
      mobile: u.mobile,
      nickName: u.nick_name,
      userClient: u.user_client,
      hasPassword: !!u.password_hash,
      email: u.email,
      registeredAt: u.created_at,
      linked,
    })
  })
}
