/** The phone number input of every account form: digits only, at most 11 (docs/spec/content-access.md section 5). */
import { Input } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { PHONE_MAX_LENGTH, sanitisePhoneInput } from '@/core/validation'

export interface PhoneInputProps {
  className: string
  value: string
  onChange(value: string): void
}

export function PhoneInput({ className, value, onChange }: PhoneInputProps) {
  return (
    <Input className={className} name="userPhone" type="number" placeholder={APP_TEXT.phonePlaceholder} maxLength={PHONE_MAX_LENGTH} value={value} onChange={(v) => onChange(sanitisePhoneInput(String(v)))} />
  )
}
