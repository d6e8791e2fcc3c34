/**
 * The login methods of this platform (code login; WeChat phone login first in the mini-program; the app's own login
 * first inside the provider's native app), logging in through the session store. Used by /login and by the login
 * popup of purchases.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { buildLoginPayload } from '@/core/login'
import { currentReferral } from '@/platform/referral'
import { APP_TEXT } from '@/core/texts'
import { CodeLoginForm } from '@/components/CodeLoginForm'
import { NativeLogin } from '@/components/NativeLogin'
import { WeChatLogin } from '@/components/WeChatLogin'
import { loginCapability } from '@/platform/login'
import { useStores } from '@/stores'
import { storedChannel } from '@/stores/channel'
import './index.css'

export interface LoginPanelProps {
  submitText: string
  /** The page the learner came from, sent as triggerRegisterUrl. */
  triggerUrl: string
  onLoggedIn(): void
}

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

/** Login by phone and code alone (also the shared live class's own login), with everything a registration carries. */
export function CodeLogin({ submitText, triggerUrl, onLoggedIn }: LoginPanelProps) {
  const { session } = useStores()
  return (
    <CodeLoginForm
      submitText={submitText}
      sendCode={(phone) => session.sendCode(phone)}
      submit={async (phone, code) => {
        // The business-channel pair stored from an entry link; a shared link's teacherId, kept for the session.
        const { teacherId } = currentReferral()
        await session.loginWithCode(buildLoginPayload(phone, code, {
          clientType: loginCapability.clientType, triggerUrl, teacherId, channel: storedChannel(),
        }))
        onLoggedIn()
      }}
    />
  )
}
