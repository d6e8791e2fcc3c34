/**
 * /authorize — "third-party login in progress" (docs/spec/content-access.md section 2; section 7: the OAuth GETs for access
 * token, refresh and user info). The provider's page returns here with ?code=&state=: the state must be the one this
 * tab sent (src/core/oauth.ts), then the code's tokens and the user info (an expired access token is refreshed) give
 * a session of this app, and the learner goes to the page kept when leaving, only a path of this app. A third-party
 * account seen for the first time binds a phone with the code login first.
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { checkOAuthReturn, OAUTH_TEXT } from '@/core/oauth'
import { HOME_URL } from '@/core/routes'
import { APP_TEXT } from '@/core/texts'
import { CodeLogin } from '@/components/CodeLogin'
import { NavBar } from '@/components/NavBar'
import { loginUrl, redirectTo } from '@/platform/navigation'
import { oauth } from '@/platform/oauth'
import { toast } from '@/platform/ui'
import { useAccountFlows } from '@/stores/instances/account'
import { ApiError } from '@/services/request'
import '../account.css'

type Stage =
  | { step: 'working' }
  | { step: 'failed'; message: string; redirect: string }
  | { step: 'bind'; ticket: string; nickname: string; redirect: string }

export default function AuthorizePage() {
  const { params } = useRouter()
  const [view, setView] = useState<Stage>({ step: 'working' })
  const flows = useAccountFlows()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!oauth.available) {
      setView({ step: 'failed', message: OAUTH_TEXT.unavailable, redirect: '' })
      return
    }
    const back = checkOAuthReturn(params, oauth.takePending(), Date.now())
    if (!back.ok) {
      setView({ step: 'failed', message: back.message, redirect: '' })
      return
    }
    flows
      .signInWithOAuth(back.code)
      .then((info) => {
        if (info.needPhone) {
          setView({ step: 'bind', ticket: info.loginTicket, nickname: info.nickname, redirect: back.redirect })
        } else {
          toast(APP_TEXT.loginSuccess)
          void redirectTo(back.redirect)
        }
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError && error.message ? error.message : OAUTH_TEXT.failed
        setView({ step: 'failed', message, redirect: back.redirect })
      })
    // Runs once: the code works once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <View className="account-page authorize-page">
      <NavBar title={OAUTH_TEXT.pageTitle} />
      {view.step === 'working' && (
        <View className="authorize">
          <Loading direction="vertical">{OAUTH_TEXT.loading}</Loading>
        </View>
      )}
      {view.step === 'failed' && (
        <View className="authorize authorize--failed">
          <Text className="authorize__error">{view.message}</Text>
          <View className="account-page__actions">
            <Button className="authorize__login" type="primary" block onClick={() => void redirectTo(loginUrl(view.redirect || HOME_URL))}>{OAUTH_TEXT.toLogin}</Button>
          </View>
        </View>
      )}
      {view.step === 'bind' && (
        <View className="authorize-bind">
          <Text className="account-page__title">{OAUTH_TEXT.bindTitle}</Text>
          <Text className="authorize__welcome">{OAUTH_TEXT.welcome}{view.nickname}</Text>
          <Text className="account-page__text">{OAUTH_TEXT.bindIntro}</Text>
          <CodeLogin
            submitText={OAUTH_TEXT.bind}
            triggerUrl={view.redirect}
            oauthTicket={view.ticket}
            onLoggedIn={() => {
              toast(APP_TEXT.loginSuccess)
              void redirectTo(view.redirect)
            }}
          />
        </View>
      )}
    </View>
  )
}
