/** A code input with its send button: 60 s countdown after a send that worked, then '重新获取' (docs/spec/content-access.md section 4). */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { OTP_RESEND_SECONDS, sendCodeLabel } from '@/core/login'
import { APP_TEXT, T } from '@/core/texts'
import { useResendTimer } from '@/components/CodeLoginForm/useResendTimer'

export interface CodeFieldProps {
  name: string
  placeholder: string
  value: string
  onChange(value: string): void
  /** Sends a code; true when it went (the countdown starts). */
  onSend(): Promise<boolean>
}

export function CodeField({ name, placeholder, value, onChange, onSend }: CodeFieldProps) {
  const [sending, setSending] = useState(false)
  const [sentBefore, setSentBefore] = useState(false)
  const timer = useResendTimer(OTP_RESEND_SECONDS)

  async function send() {
    if (sending || timer.left > 0) return
    setSending(true)
    try {
      if (await onSend()) {
        setSentBefore(true)
        timer.start()
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <View className="account-form__row">
      <Input className="account-form__input" name={name} type="number" placeholder={placeholder} maxLength={6} value={value} onChange={(v) => onChange(String(v).replace(/\D/g, ''))} />
      <Button className="account-form__send" size="small" fill="none" disabled={sending || timer.left > 0} onClick={() => void send()}>
        {sendCodeLabel(timer.left, sentBefore, APP_TEXT.getCode, T.resendCode)}
      </Button>
    </View>
  )
}
