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

/** The third-party login page's wording. */
export const AUTHORIZE_TEXT = {
  pageTitle: '授权登录',
  loading: '第三方登录中...',
  hint: '正在完成授权，请稍候',
  go: '继续',
} as const

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
      <NavBar title={AUTHORIZE_TEXT.pageTitle} />
      <View className="authorize">
        <Loading direction="vertical">{AUTHORIZE_TEXT.loading}</Loading>
        <Text className="authorize__text">{AUTHORIZE_TEXT.hint}</Text>
        <View className="account-page__actions">
          <Button className="authorize__continue" type="primary" fill="outline" onClick={() => void go()}>{AUTHORIZE_TEXT.go}</Button>
        </View>
      </View>
    </View>
  )
}
