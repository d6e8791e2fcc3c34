/**
 * /resetPassWord (content-access.md section 2; section 7: otpSMS and passWord_v410, otpMail and appEmailPwd): a new
 * password proven by an SMS code to the account's phone, or by a code mailed to its e-mail; both behind the image
 * captcha. Also how a learner who logs in by code sets a first password. Every earlier session ends; the learner is
 * logged in with the new one and goes to `redirect` when it is a path of this app.
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
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useAccountFlows } from '@/stores/instances/account'
import '@/components/AccountForm/index.css'
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
  const captcha = useCaptcha(useCallback(() => flows.captcha(), [flows]))
  const [way, setWay] = useState<ResetWay>(params.way === 'mail' ? 'mail' : 'sms')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const who = way === 'sms' ? phone : email

  function choose(next: ResetWay) {
    if (next === way) return
    setWay(next)
    setCode('')
  }

  async function sendCode(): Promise<boolean> {
    const problem = (way === 'sms' ? checkPhoneForCode(phone) : checkEmail(email)) || checkCaptcha(answer)
    if (problem) {
      toast(problem)
      return false
    }
    try {
      if (way === 'sms') await flows.sendSmsCode(phone, OTP_PURPOSE.resetPassword, captcha.key, answer)
      else await flows.sendMailCode(email, captcha.key, answer)
      toast(way === 'sms' ? APP_TEXT.codeSent : ACCOUNT_TEXT.mailSent)
      return true
    } catch {
      return false
    } finally {
      setAnswer('')
      void captcha.refresh()
    }
  }

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
            <Input key="phone" className="account-form__input" name="userPhone" type="number" placeholder={APP_TEXT.phonePlaceholder} maxLength={PHONE_MAX_LENGTH} value={phone} onChange={(v) => setPhone(sanitisePhoneInput(String(v)))} />
          ) : (
            <Input key="email" className="account-form__input" name="email" placeholder={ACCOUNT_TEXT.emailPlaceholder} maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(v) => setEmail(String(v).trim())} />
          )}
        </View>
        <CaptchaField value={answer} onChange={setAnswer} image={captcha.image} onRefresh={() => void captcha.refresh()} />
        <CodeField key={way} name="code" placeholder={way === 'sms' ? ACCOUNT_TEXT.smsCodePlaceholder : ACCOUNT_TEXT.mailCodePlaceholder} value={code} onChange={setCode} onSend={sendCode} />
        <View className="account-form__row">
          <Input className="account-form__input" name="password" type="password" placeholder={ACCOUNT_TEXT.newPasswordPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(v) => setPassword(String(v))} />
        </View>
        <View className="account-form__row">
          <Input className="account-form__input" name="passwordAgain" type="password" placeholder={ACCOUNT_TEXT.confirmPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={again} onChange={(v) => setAgain(String(v))} />
        </View>
        <Button className="account-form__submit reset-page__submit" type="primary" block loading={submitting} disabled={submitting} onClick={() => void submit()}>
          {ACCOUNT_TEXT.resetSubmit}
        </Button>
      </View>
      <Text className="account-page__link reset-page__login" onClick={() => void redirectTo(link('login', { redirect: target }))}>{ACCOUNT_TEXT.backToLogin}</Text>
    </View>
  )
}
