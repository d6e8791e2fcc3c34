/**
 * The my page's account rows, from getUserInfo by token (docs/spec/content-access.md section 7: "getUserInfo by token", beside
 * userInfo, which only checks the token before a navigation): the phone masked, whether a login password is set
 * (a tap sets or changes it at /resetPassWord) and the e-mail that password resets go to.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { ArrowRight, Mail, ShieldCheck } from '@nutui/icons-react-taro'
import type { AccountProfile } from '@contract/account'
import { link } from '@/core/links'
import { maskEmail } from '@contract/rules/password'
import { navigateTo } from '@/platform/navigation'
import { useAccountApi } from '@/services/account'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { MenuTitle } from '../MenuTitle'
import './index.css'

export const SECURITY_TEXT = {
  password: '登录密码',
  passwordSet: '修改',
  passwordUnset: '去设置',
  email: '绑定邮箱',
  noEmail: '未绑定',
} as const

export interface AccountSecurityProps {
  /** Where the reset page returns to (this page). */
  back: string
  /** Told of the account (the page shows its masked phone). */
  onProfile?(profile: AccountProfile): void
}

export const AccountSecurity = observer(function AccountSecurity({ back, onProfile }: AccountSecurityProps) {
  const accountApi = useAccountApi()
  const { session } = useStores()
  // Asked only with a token the check before each page accepts: one it refuses (a stale or bad single sign-on token)
  // is cleared there quietly, and the learner stays here as a guest instead of being sent to login by this call's 401.
  // A failed load keeps the rows as they were (none on the first visit): the request layer has said why.
  const [account] = useState(() => new Loadable(async () => ((await session.verify()) ? accountApi.getUserInfo() : null)))
  const load = useCallback(async () => {
    await account.load()
    if (account.data && !account.error) onProfile?.(account.data)
  }, [account, onProfile])
  useEffect(() => void load(), [load])
  useDidShow(() => void load())

  const profile = account.data
  if (!profile) return null
  return (
    <Cell.Group className="mine-page__menu account-security">
      <Cell
        className="account-security__password"
        title={<MenuTitle icon={<ShieldCheck size={16} color="#cf2a20" />} text={SECURITY_TEXT.password} />}
        extra={<><Text className="account-security__state">{profile.hasPassword ? SECURITY_TEXT.passwordSet : SECURITY_TEXT.passwordUnset}</Text><ArrowRight size={12} color="#c8c9cc" /></>}
        clickable
        align="center"
        onClick={() => void navigateTo(link('resetPassword', { redirect: back }))}
      />
      <Cell
        className="account-security__email"
        title={<MenuTitle icon={<Mail size={16} color="#cf2a20" />} text={SECURITY_TEXT.email} />}
        extra={<Text className="account-security__state">{profile.email ? maskEmail(profile.email) : SECURITY_TEXT.noEmail}</Text>}
        align="center"
      />
    </Cell.Group>
  )
})

