/**
 * The login methods of this platform (code login; WeChat phone login first in the mini-program; the app's own login
 * first inside the provider's native app), logging in through the session store. Used by /login and by the login
 * popup of purchases.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { APP_TEXT } from '@/core/texts'
import { CodeLogin, type CodeLoginProps } from '@/components/CodeLogin'
import { NativeLogin } from '@/components/NativeLogin'
import { WeChatLogin } from '@/components/WeChatLogin'
import { loginCapability } from '@/platform/login'
import './index.css'

export type LoginPanelProps = CodeLoginProps

export function LoginPanel({ submitText, triggerUrl, onLoggedIn }: LoginPanelProps) {
  const [method, setMethod] = useState(loginCapability.methods[0])

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
  return <CodeLogin submitText={submitText} triggerUrl={triggerUrl} onLoggedIn={onLoggedIn} />
}
