/**
 * /register (docs/spec/content-access.md section 2; section 7: captcha-image, otpSMS, POST register as a form): phone, the image
 * captcha, the SMS code it unlocks, a password typed twice and an optional e-mail (for password resets). The learner
 * is logged in after and goes to `redirect` when it is a path of this app, else home.
 */
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { safeRedirect } from '@/core/login'
import { checkEmail, checkNewPassword, EMAIL_MAX_LENGTH, OTP_PURPOSE, PASSWORD_TEXT } from '@contract/rules/password'
import { APP_TEXT } from '@/core/texts'
import { checkPhoneForCode } from '@/core/validation'
import { link } from '@/core/links'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { CaptchaField } from '@/components/AccountForm/CaptchaField'
import { CodeField } from '@/components/AccountForm/CodeField'
import { ACCOUNT_TEXT } from '@/components/AccountForm/texts'
import { NewPasswordFields } from '@/components/AccountForm/NewPasswordFields'
import { useCaptchaSend } from '@/components/AccountForm/useCaptchaSend'
import { PolicyNote } from '@/components/AccountLinks'
import { NavBar } from '@/components/NavBar'
import { loginCapability } from '@/platform/login'
import { redirectTo } from '@/platform/navigation'
import { currentReferral } from '@/platform/referral'
import { toast } from '@/platform/ui'
import { storedChannel } from '@/stores/channel'
import { useAccountFlows } from '@/stores/instances/account'
import '@/components/AccountForm/index.css'
import { PhoneInput } from '@/components/AccountForm/PhoneInput'
import '../account.css'

/** The first thing a register form lacks ('' when it can be sent). */
export function registerProblem(f: { phone: string; code: string; password: string; again: string; email: string }): string {
  return checkPhoneForCode(f.phone) || (f.code.trim() ? '' : PASSWORD_TEXT.enterCode) || checkNewPassword(f.password, f.again) || checkEmail(f.email, false)
}

export default function RegisterPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  const flows = useAccountFlows()
  const captcha = useCaptchaSend(useCallback(() => flows.captcha(), [flows]))
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [email, setEmail] = useState('')

  const sendCode = () => captcha.send(checkPhoneForCode(phone), (key, answer) => flows.sendSmsCode(phone, OTP_PURPOSE.register, key, answer), APP_TEXT.codeSent)

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
          <PhoneInput className="account-form__input" value={phone} onChange={setPhone} />
        </View>
        <CaptchaField {...captcha.field} />
        <CodeField name="code" placeholder={ACCOUNT_TEXT.smsCodePlaceholder} value={code} onChange={setCode} onSend={sendCode} />
        <NewPasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} />
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
