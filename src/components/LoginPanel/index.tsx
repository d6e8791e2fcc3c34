/**
 * The login methods of this platform (code login; WeChat phone login first in the mini-program; the app's own login
 * first inside the provider's native app), logging in through the session store. The code login switches to password
 * login (docs/spec/content-access.md section 2) and links to /register and /resetPassWord; on H5 a third-party account signs in
 * through /authorize. Used by /login and by the login popup of purchases.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { OAUTH_TEXT } from '@/core/oauth'
import { APP_TEXT } from '@/core/texts'
import { AccountLinks, type CredentialMode } from '@/components/AccountLinks'
import { CodeLogin, type CodeLoginProps } from '@/components/CodeLogin'
import { NativeLogin } from '@/components/NativeLogin'
import { PasswordLogin } from '@/components/PasswordLogin'
import { WeChatLogin } from '@/components/WeChatLogin'
import { loginCapability } from '@/platform/login'
import { oauth } from '@/platform/oauth'
import './index.css'

export interface LoginPanelProps extends CodeLoginProps {
  /** Told when the learner switches between code and password login (the login page's title follows). */
  onModeChange?(mode: CredentialMode): void
}

export function LoginPanel({ submitText, triggerUrl, onLoggedIn, onModeChange }: LoginPanelProps) {
  const [method, setMethod] = useState(loginCapability.methods[0])
  const [mode, setMode] = useState<CredentialMode>('code')

  if (method === 'native') return <NativeLogin onLoggedIn={onLoggedIn} onUseCode={() => setMethod('code')} />
  if (method === 'wechat') {
    return (
      <>
        <WeChatLogin onLoggedIn={onLoggedIn} />
        {loginCapability.methods.includes('code') && (
          <View className="login-panel__switch" onClick={() => setMethod('code')}>{APP_TEXT.useCodeLogin}</View>
        )}
      </>
    )
  }
  const switchMode = (next: CredentialMode) => {
    setMode(next)
    onModeChange?.(next)
  }
  return (
    <>
      {mode === 'code'
        ? <CodeLogin submitText={submitText} triggerUrl={triggerUrl} onLoggedIn={onLoggedIn} />
        : <PasswordLogin submitText={submitText} onLoggedIn={onLoggedIn} />}
      <AccountLinks mode={mode} onSwitch={switchMode} redirect={triggerUrl} />
      {oauth.available && (
        <View className="login-panel__oauth" onClick={() => oauth.start(triggerUrl)}>{OAUTH_TEXT.signIn}</View>
      )}
    </>
  )
}
