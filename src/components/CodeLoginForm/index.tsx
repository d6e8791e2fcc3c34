/**
 * Phone + one-time-code form (docs/spec/content-access.md sections 2, 4, 5): phone required before asking for a code
 * ('请输入手机号'), max length 11, trimmed input, 60 s resend countdown then '重新获取', submit disabled until
 * both fields are filled and while a request runs. A failed request keeps what was typed.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { canSubmitLogin, OTP_RESEND_SECONDS, sendCodeLabel } from '@/core/login'
import { APP_TEXT, T } from '@/core/texts'
import { checkPhoneForCode } from '@/core/validation'
import { toast } from '@/platform/ui'
import { useResendTimer } from './useResendTimer'
import { PhoneInput } from '@/components/AccountForm/PhoneInput'
import './index.css'

export interface CodeLoginFormProps {
  submitText: string
  sendCode(phone: string): Promise<unknown>
  submit(phone: string, code: string): Promise<unknown>
}

export function CodeLoginForm({ submitText, sendCode, submit }: CodeLoginFormProps) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const [sentBefore, setSentBefore] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const timer = useResendTimer(OTP_RESEND_SECONDS)

  async function onSendCode() {
    if (sending || timer.left > 0) return
    const problem = checkPhoneForCode(phone)
    if (problem) {
      toast(problem)
      return
    }
    setSending(true)
    try {
      await sendCode(phone.trim())
      setSentBefore(true)
      timer.start()
      toast(APP_TEXT.codeSent)
    } catch {
      // The request layer has shown why; the input stays for another try.
    } finally {
      setSending(false)
    }
  }

  async function onSubmit() {
    if (submitting || !canSubmitLogin(phone, code)) return
    setSubmitting(true)
    try {
      await submit(phone.trim(), code.trim())
    } catch {
      // Shown by the request layer; phone and code are kept.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className="code-login">
      <View className="code-login__row">
        <PhoneInput className="code-login__input" value={phone} onChange={setPhone} />
      </View>
      <View className="code-login__row">
        <Input
          className="code-login__input"
          name="code"
          type="number"
          placeholder={APP_TEXT.codePlaceholder}
          maxLength={6}
          value={code}
          onChange={(v) => setCode(String(v).trim())}
        />
        <Button
          className="code-login__send"
          size="small"
          fill="none"
          disabled={sending || timer.left > 0}
          onClick={onSendCode}
        >
          {sendCodeLabel(timer.left, sentBefore, APP_TEXT.getCode, T.resendCode)}
        </Button>
      </View>
      <Button
        className="code-login__submit"
        type="primary"
        block
        loading={submitting}
        disabled={submitting || !canSubmitLogin(phone, code)}
        onClick={onSubmit}
      >
        {submitText}
      </Button>
      <View className="code-login__hint">{APP_TEXT.loginAgreement}</View>
    </View>
  )
}
