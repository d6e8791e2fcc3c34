/**
 * Password login (docs/spec/content-access.md section 2: the code-login form's "switch to password login"; section 7 loginV1_2):
 * phone and password, the phone's rules as the code form has them, submit disabled until both are filled and while a
 * request runs. The password is handed to `submit` as typed, which encrypts it; a failure keeps the phone and empties
 * the password.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { canSubmitPasswordLogin, PASSWORD_MAX_LENGTH } from '@contract/rules/password'
import { checkPhoneForCode } from '@/core/validation'
import { toast } from '@/platform/ui'
import { ACCOUNT_TEXT } from '@/components/AccountForm/texts'
import { PhoneInput } from '@/components/AccountForm/PhoneInput'
import '@/components/AccountForm/index.css'

export interface PasswordLoginFormProps {
  submitText: string
  submit(phone: string, password: string): Promise<unknown>
}

export function PasswordLoginForm({ submitText, submit }: PasswordLoginFormProps) {
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit() {
    if (submitting || !canSubmitPasswordLogin(phone, password)) return
    const problem = checkPhoneForCode(phone)
    if (problem) {
      toast(problem)
      return
    }
    setSubmitting(true)
    try {
      await submit(phone.trim(), password)
    } catch {
      // The request layer has shown why (wrong password, locked); the password is typed again.
      setPassword('')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className="account-form password-login">
      <View className="account-form__row">
        <PhoneInput className="account-form__input" value={phone} onChange={setPhone} />
      </View>
      <View className="account-form__row">
        <Input className="account-form__input" name="password" type="password" placeholder={ACCOUNT_TEXT.passwordPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(v) => setPassword(String(v))} />
      </View>
      <Button className="account-form__submit password-login__submit" type="primary" block loading={submitting} disabled={submitting || !canSubmitPasswordLogin(phone, password)} onClick={() => void onSubmit()}>
        {submitText}
      </Button>
    </View>
  )
}
