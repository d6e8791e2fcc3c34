/**
 * Login inside the provider's native app: the bridge's login action shows the app's own login (or answers at once
 * when the app is logged in); its token becomes the session after the userInfo check. Cancelled, timed out or a
 * token the server refuses: the learner may try again or use code login.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { nativeBridge } from '@/platform/bridge'
import { useStores } from '@/stores'
import './index.css'

export function NativeLogin({ onLoggedIn, onUseCode }: { onLoggedIn(): void; onUseCode(): void }) {
  const { session } = useStores()
  const [state, setState] = useState<'waiting' | 'failed'>('waiting')
  const live = useRef(true)

  const login = useCallback(async () => {
    setState('waiting')
    try {
      const user = await nativeBridge.login()
      if (await session.adoptToken({ token: user.token, uid: user.uid })) {
        if (live.current) onLoggedIn()
        return
      }
    } catch {
      // cancelled, timed out or unreadable: the learner chooses below
    }
    if (live.current) setState('failed')
  }, [session, onLoggedIn])

  useEffect(() => {
    live.current = true
    void login()
    return () => {
      live.current = false
    }
    // Once when shown; a retry is the learner's tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <View className="native-login">
      {state === 'waiting' ? (
        <Loading direction="vertical">{APP_TEXT.nativeLoginWaiting}</Loading>
      ) : (
        <>
          <Text className="native-login__failed">{APP_TEXT.nativeLoginFailed}</Text>
          <Button className="native-login__retry" type="primary" block onClick={() => void login()}>
            {APP_TEXT.nativeLoginRetry}
          </Button>
        </>
      )}
      <View className="login-panel__switch" onClick={onUseCode}>{APP_TEXT.useCodeLogin}</View>
    </View>
  )
}
