/** The app's requester: the request layer wired to Taro, the platform layer and the session. */
import { hideLoading, showLoading, toast } from '@/platform/ui'
import { toLogin } from '@/platform/navigation'
import { taroTransport } from '@/platform/transport'
import { createRequester } from './request'
import { sessionBridge } from './sessionBridge'

export const http = createRequester({
  transport: taroTransport,
  toast,
  showLoading,
  hideLoading,
  token: () => sessionBridge.token(),
  uid: () => sessionBridge.uid(),
  learner: () => sessionBridge.learner(),
  clearSession: () => sessionBridge.clear(),
  toLogin: () => void toLogin(),
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})
