/**
 * The login popup of purchases (docs/spec/content-access.md section 4, "Practice purchase"; docs/spec/ordering-payment.md): an
 * anonymous learner who taps buy logs in here, and the purchase continues where it was.
 * useLoginThen(action): runs the action at once when logged in, else opens the popup and runs it after login.
 * Options name another title and button (the knowledge store's claim popup: 课程领取 / 点击领取). On H5 the panel
 * loads when the popup first opens (./panel.h5.tsx; in the mini-program, ./panel.weapp.tsx: the panel itself).
 */
import { useCallback, useRef, useState } from 'react'
import { Popup } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import { LoginPanelOnDemand } from './panel'
import { currentUrl } from '@/platform/navigation'
import { useStores } from '@/stores'
import './index.css'

/** The login popup's default title (the spec's '登录后继续购买'). */
export const LOGIN_POPUP_TEXT = { title: '登录后继续购买' } as const
export const LOGIN_POPUP_TITLE = LOGIN_POPUP_TEXT.title

export interface LoginPopupOptions {
  title?: string
  submitText?: string
}

export function useLoginThen({ title = LOGIN_POPUP_TITLE, submitText = APP_TEXT.login }: LoginPopupOptions = {}) {
  const { session } = useStores()
  const [visible, setVisible] = useState(false)
  const pending = useRef<(() => unknown) | null>(null)

  const loginThen = useCallback((action: () => unknown) => {
    if (session.isLoggedIn) {
      action()
      return
    }
    pending.current = action
    setVisible(true)
  }, [session])

  const popup = (
    <Popup
      visible={visible}
      position="bottom"
      round
      closeable
      title={title}
      className="login-popup"
      onClose={() => {
        pending.current = null
        setVisible(false)
      }}
    >
      {visible && (
        <LoginPanelOnDemand
          submitText={submitText}
          triggerUrl={currentUrl()}
          onLoggedIn={() => {
            const action = pending.current
            pending.current = null
            setVisible(false)
            action?.()
          }}
        />
      )}
    </Popup>
  )

  return { loginThen, loginPopup: popup }
}
