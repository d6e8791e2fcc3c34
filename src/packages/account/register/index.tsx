/**
 * /register (content-access.md section 2; section 7: captcha-image, otpSMS, POST register as a form): phone, the image
 * captcha, the SMS code it unlocks, a password typed twice and an optional e-mail (for password resets). The learner
 * is logged in after and goes to `redirect` when it is a path of this app, else home.
 */
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { safeRedirect } from '@/core/login'
import { checkCaptcha, checkEmail, checkNewPassword, EMAIL_MAX_LENGTH, OTP_PURPOSE, PASSWORD_MAX_LENGTH, PASSWORD_TEXT } from '@/core/password'
import { APP_TEXT } from '@/core/texts'
import { checkPhoneForCode, PHONE_MAX_LENGTH, sanitisePhoneInput } from '@/core/validation'
import { link } from '@/core/links'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { CaptchaField } from '@/components/AccountForm/CaptchaField'
import { CodeField } from '@/components/AccountForm/CodeField'
import { ACCOUNT_TEXT } from '@/components/AccountForm/texts'
import { useCaptcha } from '@/components/AccountForm/useCaptcha'
import { PolicyNote } from '@/components/AccountLinks'
import { NavBar } from '@/components/NavBar'
import { loginCapability } from '@/platform/login'
import { redirectTo } from '@/platform/navigation'
import { currentReferral } from '@/platform/referral'
import { toast } from '@/platform/ui'
import { storedChannel } from '@/stores/channel'
import { useAccountFlows } from '@/stores/instances/account'
import '@/components/AccountForm/index.css'
import '../account.css'

/** The first thing a register form lacks ('' when it can be sent). */
export function registerProblem(f: { phone: string; code: string; password: string; again: string; email: string }): string {
  return checkPhoneForCode(f.phone) || (f.code.trim() ? '' : PASSWORD_TEXT.enterCode) || checkNewPassword(f.password, f.again) || checkEmail(f.email, false)
}

export default function RegisterPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  const flows = useAccountFlows()
  const captcha = useCaptcha(useCallback(() => flows.captcha(), [flows]))
  const [phone, setPhone] = useState('')
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [email, setEmail] = useState('')

  async function sendCode(): Promise<boolean> {
    const problem = checkPhoneForCode(phone) || checkCaptcha(answer)
    if (problem) {
      toast(problem)
      return false
    }
    try {
      await flows.sendSmsCode(phone, OTP_PURPOSE.register, captcha.key, answer)
      toast(APP_TEXT.codeSent)
      return true
    } catch {
      return false
    } finally {
      // Each captcha is checked once: the next send needs a new one.
      setAnswer('')
      void captcha.refresh()
    }
  }

  async function send() {
    const problem = registerProblem({ phone, code, password, again, email })
    if (problem) {
      toast(problem)
      return
    }
    try {
      await flows.register({ phone, code, password, email }, {
        clientType: loginCapability.clientType, triggerUrl: target, teacherId: currentReferral().teacherId, channel: storedChannel(),
      })
      toast(ACCOUNT_TEXT.registered)
      void redirectTo(target)
    } catch {
      // Shown by the request layer; everything typed stays.
    }
  }
  const { run: submit, busy: submitting } = useOneAtATime(send)

  return (
    <View className="account-page register-page">
      <NavBar title={ACCOUNT_TEXT.register} />
      <Text className="account-page__title">{ACCOUNT_TEXT.registerHeading}</Text>
      <Text className="account-page__text">{ACCOUNT_TEXT.registerIntro}</Text>
      <View className="account-form">
        <View className="account-form__row">
          <Input className="account-form__input" name="userPhone" type="number" placeholder={APP_TEXT.phonePlaceholder} maxLength={PHONE_MAX_LENGTH} value={phone} onChange={(v) => setPhone(sanitisePhoneInput(String(v)))} />
        </View>
        <CaptchaField value={answer} onChange={setAnswer} image={captcha.image} onRefresh={() => void captcha.refresh()} />
        <CodeField name="code" placeholder={ACCOUNT_TEXT.smsCodePlaceholder} value={code} onChange={setCode} onSend={sendCode} />
        <View className="account-form__row">
          <Input className="account-form__input" name="password" type="password" placeholder={ACCOUNT_TEXT.newPasswordPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(v) => setPassword(String(v))} />
        </View>
        <View className="account-form__row">
          <Input className="account-form__input" name="passwordAgain" type="password" placeholder={ACCOUNT_TEXT.confirmPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={again} onChange={(v) => setAgain(String(v))} />
        </View>
        <View className="account-form__row">
          <Input className="account-form__input" name="email" placeholder={ACCOUNT_TEXT.emailOptionalPlaceholder} maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(v) => setEmail(String(v).trim())} />
        </View>
        <Button className="account-form__submit register-page__submit" type="primary" block loading={submitting} disabled={submitting} onClick={() => void submit()}>
          {ACCOUNT_TEXT.register}
        </Button>
        <PolicyNote before={ACCOUNT_TEXT.policyOnRegister} />
      </View>
      <Text className="account-page__link register-page__login" onClick={() => void redirectTo(link('login', { redirect: target }))}>{ACCOUNT_TEXT.haveAccount}</Text>
    </View>
  )
}
