/** A new password typed twice (register, reset): the two rows, each as long as a password may be. */
import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { PASSWORD_MAX_LENGTH } from '@contract/rules/password'
import { ACCOUNT_TEXT } from './texts'

export interface NewPasswordFieldsProps {
  password: string
  again: string
  onPassword(value: string): void
  onAgain(value: string): void
}

export function NewPasswordFields({ password, again, onPassword, onAgain }: NewPasswordFieldsProps) {
  return (
    <>
      <View className="account-form__row">
        <Input className="account-form__input" name="password" type="password" placeholder={ACCOUNT_TEXT.newPasswordPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(v) => onPassword(String(v))} />
      </View>
      <View className="account-form__row">
        <Input className="account-form__input" name="passwordAgain" type="password" placeholder={ACCOUNT_TEXT.confirmPlaceholder} maxLength={PASSWORD_MAX_LENGTH} value={again} onChange={(v) => onAgain(String(v))} />
      </View>
    </>
  )
}
