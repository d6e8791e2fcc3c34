/**
 * /login (docs/spec/content-access.md sections 2, 4, 5): code login with the switch to password login; variants origin=pkg ('claim now') and origin=custom
 * (title and btnText from the query). The mini-program also offers WeChat phone login. After login the learner
 * goes to `redirect` when it is a path of this app, else home.
 */
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { safeRedirect } from '@/core/login'
import { APP_TEXT, T } from '@/core/texts'
import { ACCOUNT_TEXT } from '@/components/AccountForm/texts'
import type { CredentialMode } from '@/components/AccountLinks'
import { LoginPanel } from '@/components/LoginPanel'
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import './index.css'

function texts(query: Record<string, string | undefined>) {
  if (query.origin === 'pkg') return { title: T.pkgLoginTitle, button: T.pkgLoginTitle }
  if (query.origin === 'custom') return { title: query.title || T.codeLoginTitle, button: query.btnText || APP_TEXT.login }
  return { title: T.codeLoginTitle, button: APP_TEXT.login }
}

export default function LoginPage() {
  const { params } = useRouter()
  const { title, button } = texts(params)
  const target = safeRedirect(params.redirect)
  // "title 'code login' with a switch to password login": the plain page's title follows the switch.
  const [mode, setMode] = useState<CredentialMode>('code')
  const shown = mode === 'password' && !params.origin ? ACCOUNT_TEXT.passwordLoginTitle : title

  return (
    <View className="login-page">
      <NavBar />
      <Text className="login-page__title">{shown}</Text>
      <LoginPanel
        submitText={button}
        triggerUrl={target}
        onModeChange={setMode}
        onLoggedIn={() => {
          toast(APP_TEXT.loginSuccess)
          void redirectTo(target)
        }}
      />
    </View>
  )
}
