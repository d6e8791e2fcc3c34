/**
 * /authorize — "third-party login in progress" (content-access.md section 2). The spec lists third-party OAuth calls
 * (access token, refresh, user info) without their provider or shapes, and the reference server serves none, so the
 * page shows the login in progress and then continues: a learner whose stored token is good goes on to `redirect`,
 * anyone else to the code login with the same `redirect` (1 s later, or at once with the button).
 */
import { useEffect, useRef } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { safeRedirect } from '@/core/login'
import { NavBar } from '@/components/NavBar'
import { loginUrl, redirectTo } from '@/platform/navigation'
import { useStores } from '@/stores'
import '../account.css'

export const AUTHORIZE_CONTINUE_MS = 1000

export default function AuthorizePage() {
  const { params } = useRouter()
  const { session } = useStores()
  const target = safeRedirect(params.redirect)
  const done = useRef(false)

  const go = async () => {
    if (done.current) return
    done.current = true
    const ok = await session.verify()
    void redirectTo(ok ? target : loginUrl(target))
  }

  useEffect(() => {
    const timer = setTimeout(() => void go(), AUTHORIZE_CONTINUE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <View className="account-page authorize-page">
      <NavBar title="授权登录" />
      <View className="authorize">
        <Loading direction="vertical">第三方登录中...</Loading>
        <Text className="authorize__text">正在完成授权，请稍候</Text>
        <View className="account-page__actions">
          <Button className="authorize__continue" type="primary" fill="outline" onClick={() => void go()}>继续</Button>
        </View>
      </View>
    </View>
  )
}
