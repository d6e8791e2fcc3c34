/**
 * Mini-program login: Taro.login's code is exchanged with weChatLogin; a WeChat user not yet linked binds a
 * phone number through the getPhoneNumber button (its code goes to the server with the login ticket).
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { loginCapability } from '@/platform/login'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'
import './index.css'

interface PhoneNumberDetail {
  code?: string
  errMsg?: string
}

export function WeChatLogin({ onLoggedIn }: { onLoggedIn(): void }) {
  const { session } = useStores()
  const [busy, setBusy] = useState(false)

  async function onPhoneNumber(detail: PhoneNumberDetail) {
    if (busy) return
    if (!detail.code) {
      toast(APP_TEXT.phoneDenied)
      return
    }
    setBusy(true)
    try {
      const first = await session.loginWithWeChat({ code: await loginCapability.wechatCode() })
      if (first.needPhone) await session.loginWithWeChat({ loginTicket: first.loginTicket, phoneCode: detail.code })
      onLoggedIn()
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ApiError')) toast(APP_TEXT.wechatLoginFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="wechat-login">
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
    </View>
  )
}
