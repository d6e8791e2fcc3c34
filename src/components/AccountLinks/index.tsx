/**
 * Under the login form: the switch between code and password login (content-access.md section 2), and the ways to
 * /register and /resetPassWord, both keeping where the learner was going.
 */
import { Text, View } from '@tarojs/components'
import { ACCOUNT_TEXT } from '@/components/AccountForm/texts'
import { navigateTo } from '@/platform/navigation'
import '@/components/AccountForm/index.css'

export type CredentialMode = 'code' | 'password'

export interface AccountLinksProps {
  mode: CredentialMode
  onSwitch(mode: CredentialMode): void
  /** Where the learner goes after logging in (passed on as redirect). */
  redirect: string
}

export const withRedirect = (path: string, redirect: string) => `${path}?redirect=${encodeURIComponent(redirect)}`

export function AccountLinks({ mode, onSwitch, redirect }: AccountLinksProps) {
  return (
    <View className="account-form account-links">
      <View className="account-form__links">
        <Text className="account-form__link account-links__switch" onClick={() => onSwitch(mode === 'code' ? 'password' : 'code')}>
          {mode === 'code' ? ACCOUNT_TEXT.usePassword : ACCOUNT_TEXT.useCode}
        </Text>
        <View className="account-form__links-right">
          <Text className="account-form__link account-links__register" onClick={() => void navigateTo(withRedirect('/register', redirect))}>{ACCOUNT_TEXT.register}</Text>
          <Text className="account-form__sep" aria-hidden>{ACCOUNT_TEXT.separator}</Text>
          <Text className="account-form__link account-links__forgot" onClick={() => void navigateTo(withRedirect('/resetPassWord', redirect))}>{ACCOUNT_TEXT.forgotPassword}</Text>
        </View>
      </View>
    </View>
  )
}
