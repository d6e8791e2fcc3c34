/**
 * Under the login form: the switch between code and password login (docs/spec/content-access.md section 2), the ways to
 * /register and /resetPassWord, both keeping where the learner was going, and the privacy policy (/protocol).
 */
import { Text, View } from '@tarojs/components'
import { link } from '@/core/links'
import { PROTOCOL_URL } from '@/core/pages'
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

export function AccountLinks({ mode, onSwitch, redirect }: AccountLinksProps) {
  return (
    <View className="account-form account-links">
      <View className="account-form__links">
        <Text className="account-form__link account-links__switch" onClick={() => onSwitch(mode === 'code' ? 'password' : 'code')}>
          {mode === 'code' ? ACCOUNT_TEXT.usePassword : ACCOUNT_TEXT.useCode}
        </Text>
        <View className="account-form__links-right">
          <Text className="account-form__link account-links__register" onClick={() => void navigateTo(link('register', { redirect }))}>{ACCOUNT_TEXT.register}</Text>
          <Text className="account-form__sep" aria-hidden>{ACCOUNT_TEXT.separator}</Text>
          <Text className="account-form__link account-links__forgot" onClick={() => void navigateTo(link('resetPassword', { redirect }))}>{ACCOUNT_TEXT.forgotPassword}</Text>
        </View>
      </View>
      <PolicyNote before={ACCOUNT_TEXT.policyOnLogin} />
    </View>
  )
}

/** '登录即表示你已阅读并同意《隐私政策》' (or the register form's words), the policy's name opening /protocol. */
export function PolicyNote({ before }: { before: string }) {
  return (
    <View className="account-form__policy">
      <Text>{before}</Text>
      <Text className="account-form__link account-form__policy-link" onClick={() => void navigateTo(PROTOCOL_URL)}>{ACCOUNT_TEXT.policyName}</Text>
    </View>
  )
}
