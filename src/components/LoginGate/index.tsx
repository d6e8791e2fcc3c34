/**
 * Wraps a page that needs login: the stored token is checked (userInfo, 3 s, cached once verified) before the
 * page shows; without a good token the learner is sent to login with redirect = this page's full path. The page's nav
 * bar stays outside the gate, so its back arrow is there while the check runs; a page whose bar lives inside its
 * content passes it as `bar`, drawn while checking.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { toLogin } from '@/platform/navigation'
import { useStores } from '@/stores'
import './index.css'

export const LoginGate = observer(function LoginGate({ children, bar }: { children: ReactNode; bar?: ReactNode }) {
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
    <>
      {bar}
      <View className="login-gate">
        <Loading direction="vertical">{APP_TEXT.checking}</Loading>
      </View>
    </>
  )
})
