/**
 * /login (content-access.md sections 2, 4, 5): code login; variants origin=pkg ('claim now') and origin=custom
 * (title and btnText from the query). The mini-program also offers WeChat phone login. After login the learner
 * goes to `redirect` when it is a path of this app, else home.
 */
import { useRouter } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import { buildLoginPayload, safeRedirect } from '@/core/login'
import { APP_TEXT, T } from '@/core/texts'
import { CodeLoginForm } from '@/components/CodeLoginForm'
import { NavBar } from '@/components/NavBar'
import { WeChatLogin } from '@/components/WeChatLogin'
import { loginCapability } from '@/platform/login'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'
import './index.css'

function texts(query: Record<string, string | undefined>) {
  if (query.origin === 'pkg') return { title: T.pkgLoginTitle, button: T.pkgLoginTitle }
  if (query.origin === 'custom') return { title: query.title || T.codeLoginTitle, button: query.btnText || APP_TEXT.login }
  return { title: T.codeLoginTitle, button: APP_TEXT.login }
}

export default function LoginPage() {
  const { params } = useRouter()
  const { session } = useStores()
  const { title, button } = texts(params)
  const target = safeRedirect(params.redirect)
  const [method, setMethod] = useState(loginCapability.methods[0])

  function done() {
    toast(APP_TEXT.loginSuccess)
    void redirectTo(target)
  }

  return (
    <View className="login-page">
      <NavBar />
      <Text className="login-page__title">{title}</Text>
      {method === 'wechat' ? (
        <>
          <WeChatLogin onLoggedIn={done} />
          {loginCapability.methods.includes('code') && (
            <View className="login-page__switch" onClick={() => setMethod('code')}>{APP_TEXT.useCodeLogin}</View>
          )}
        </>
      ) : (
        <CodeLoginForm
          submitText={button}
          sendCode={(phone) => session.sendCode(phone)}
          submit={async (phone, code) => {
            await session.loginWithCode(
              buildLoginPayload(phone, code, { clientType: loginCapability.clientType, triggerUrl: target }),
            )
            done()
          }}
        />
      )}
    </View>
  )
}
