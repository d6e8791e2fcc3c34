/**
 * Mini-program login: Taro.login's code is exchanged with weChatLogin; a WeChat user not yet linked binds a
 * phone number through the getPhoneNumber button (its code goes to the server with the login ticket).
 * WeChat's privacy agreement comes first (src/core/privacy.ts): while the learner has not agreed, the phone button
 * opens the privacy popup, whose agree button agrees and asks for the number in one tap; when WeChat itself asks
 * (onNeedPrivacyAuthorization), the same popup answers it.
 */
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { AGREE_BUTTON_ID, phoneButtonMode, PRIVACY_TEXT, type PrivacySetting } from '@/core/privacy'
import { APP_TEXT } from '@/core/texts'
import { PrivacyPopup, type PhoneNumberDetail } from '@/components/PrivacyPopup'
import { loginCapability } from '@/platform/login'
import { privacy } from '@/platform/privacy'
import type { PrivacyRequest } from '@/platform/types'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import './index.css'

/** The privacy popup: before the phone request (our own check), or answering WeChat's pending request. */
type PrivacyPrompt = { kind: 'beforePhone' } | { kind: 'answer'; request: PrivacyRequest }

export function WeChatLogin({ onLoggedIn }: { onLoggedIn(): void }) {
  const { session } = useStores()
  const [setting, setSetting] = useState<PrivacySetting | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [prompt, setPrompt] = useState<PrivacyPrompt | null>(null)

  useEffect(() => {
    let live = true
    void privacy.setting().then((s) => live && setSetting(s))
    const stop = privacy.onRequest((request) => setPrompt({ kind: 'answer', request }))
    return () => {
      live = false
      stop()
    }
  }, [])

  async function logIn(detail: PhoneNumberDetail) {
    if (!detail.code) {
      toast(APP_TEXT.phoneDenied)
      return
    }
    try {
      const first = await session.loginWithWeChat({ code: await loginCapability.wechatCode() })
      if (first.needPhone) await session.loginWithWeChat({ loginTicket: first.loginTicket, phoneCode: detail.code })
      onLoggedIn()
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ApiError')) toast(APP_TEXT.wechatLoginFailed)
    }
  }
  const { run: onPhoneNumber, busy } = useOneAtATime(logIn)

  function agree() {
    setAgreed(true)
    // Before the phone request the popup stays until WeChat answers the number request of the same tap.
    if (prompt?.kind !== 'answer') return
    prompt.request.agree(AGREE_BUTTON_ID)
    setPrompt(null)
  }

  function disagree() {
    if (prompt?.kind === 'answer') prompt.request.disagree()
    setPrompt(null)
    toast(PRIVACY_TEXT.refused)
  }

  const mode = phoneButtonMode(setting, agreed)
  return (
    <View className="wechat-login">
      {mode === 'phone' ? (
        <Button
          className="wechat-login__phone"
          type="success"
          block
          loading={busy}
          disabled={busy}
          openType="getPhoneNumber"
          onGetPhoneNumber={(e: { detail: PhoneNumberDetail }) => void onPhoneNumber(e.detail)}
        >
          {APP_TEXT.wechatPhoneLogin}
        </Button>
      ) : (
        <Button className="wechat-login__phone" type="success" block onClick={() => setPrompt({ kind: 'beforePhone' })}>
          {APP_TEXT.wechatPhoneLogin}
        </Button>
      )}
      <PrivacyPopup
        visible={prompt !== null}
        kind={prompt?.kind ?? 'beforePhone'}
        contractName={setting?.contractName ?? ''}
        onOpenContract={() => privacy.openContract()}
        onAgree={agree}
        onDisagree={disagree}
        onPhoneNumber={(detail) => {
          setPrompt(null)
          void onPhoneNumber(detail)
        }}
      />
    </View>
  )
}
