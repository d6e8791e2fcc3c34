/**
 * /resetPassWord (docs/spec/content-access.md section 2; section 7: otpSMS and passWord_v410, otpMail and appEmailPwd): a new
 * password proven by an SMS code to the account's phone, or by a code mailed to its e-mail; both behind the image
 * captcha. Also how a learner who logs in by code sets a first password. Every earlier session ends; the learner is
 * logged in with the new one and goes to `redirect` when it is a path of this app.
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
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useAccountFlows } from '@/stores/instances/account'
import '@/components/AccountForm/index.css'
import { PhoneInput } from '@/components/AccountForm/PhoneInput'
import '../account.css'

export type ResetWay = 'sms' | 'mail'

/** The first thing a reset form lacks ('' when it can be sent). */
export function resetProblem(way: ResetWay, f: { who: string; code: string; password: string; again: string }): string {
  const who = way === 'sms' ? checkPhoneForCode(f.who) : checkEmail(f.who)
  const code = f.code.trim() ? '' : way === 'sms' ? PASSWORD_TEXT.enterCode : PASSWORD_TEXT.enterMailCode
  return who || code || checkNewPassword(f.password, f.again)
}

export default function ResetPasswordPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  const flows = useAccountFlows()
  const captcha = useCaptchaSend(useCallback(() => flows.captcha(), [flows]))
  const [way, setWay] = useState<ResetWay>(params.way === 'mail' ? 'mail' : 'sms')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const who = way === 'sms' ? phone : email

  function choose(next: ResetWay) {
    if (next === way) return
    setWay(next)
    setCode('')
  }

  const sendCode = () =>
    way === 'sms'
      ? captcha.send(checkPhoneForCode(phone), (key, answer) => flows.sendSmsCode(phone, OTP_PURPOSE.resetPassword, key, answer), APP_TEXT.codeSent)
      : captcha.send(checkEmail(email), (key, answer) => flows.sendMailCode(email, key, answer), ACCOUNT_TEXT.mailSent)

  async function send() {
    const problem = resetProblem(way, { who, code, password, again })
    if (problem) {
      toast(problem)
      return
    }
    try {
      if (way === 'sms') await flows.resetBySms(phone, code, password)
      else await flows.resetByMail(email, code, password)
      toast(ACCOUNT_TEXT.resetDone)
      void redirectTo(target)
    } catch {
      // Shown by the request layer; everything typed stays.
    }
  }
  const { run: submit, busy: submitting } = useOneAtATime(send)

  const tab = (value: ResetWay, label: string) => (
    <View className={`reset-page__way${way === value ? ' reset-page__way--on' : ''}`} role="tab" aria-selected={way === value} onClick={() => choose(value)}>
      {label}
    </View>
  )

  return (
    <View className="account-page reset-page">
      <NavBar title={ACCOUNT_TEXT.resetHeading} />
      <Text className="account-page__title">{ACCOUNT_TEXT.resetHeading}</Text>
      <Text className="account-page__text">{ACCOUNT_TEXT.resetIntro}</Text>
      <View className="reset-page__ways" role="tablist">
        {tab('sms', ACCOUNT_TEXT.bySms)}
        {tab('mail', ACCOUNT_TEXT.byMail)}
      </View>
      <View className="account-form">
        <View className="account-form__row">
          {way === 'sms' ? (
            <PhoneInput key="phone" className="account-form__input" value={phone} onChange={setPhone} />
          ) : (
            <Input key="email" className="account-form__input" name="email" placeholder={ACCOUNT_TEXT.emailPlaceholder} maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(v) => setEmail(String(v).trim())} />
          )}
        </View>
        <CaptchaField {...captcha.field} />
        <CodeField key={way} name="code" placeholder={way === 'sms' ? ACCOUNT_TEXT.smsCodePlaceholder : ACCOUNT_TEXT.mailCodePlaceholder} value={code} onChange={setCode} onSend={sendCode} />
        <NewPasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} />
        <Button className="account-form__submit reset-page__submit" type="primary" block loading={submitting} disabled={submitting} onClick={() => void submit()}>
          {ACCOUNT_TEXT.resetSubmit}
        </Button>
      </View>
      <Text className="account-page__link reset-page__login" onClick={() => void redirectTo(link('login', { redirect: target }))}>{ACCOUNT_TEXT.backToLogin}</Text>
    </View>
  )
}
