/**
 * Wraps a page that needs login: the stored token is checked (userInfo, 3 s, cached once verified) before the
 * page shows; without a good token the learner is sent to login with redirect = this page's full path.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { toLogin } from '@/platform/navigation'
import { useStores } from '@/stores'
import './index.css'

export const LoginGate = observer(function LoginGate({ children }: { children: ReactNode }) {
  const { session } = useStores()
  const [allowed, setAllowed] = useState(false)

  useEffect(() => {
    let live = true
    void session.verify().then((ok) => {
      if (!live) return
      if (ok) setAllowed(true)
      else void toLogin()
    })
    return () => { live = false }
  }, [session, session.token])

  if (allowed && session.isLoggedIn) return <>{children}</>
  return (
    <View className="login-gate">
      <Loading direction="vertical">{APP_TEXT.checking}</Loading>
    </View>
  )
})
