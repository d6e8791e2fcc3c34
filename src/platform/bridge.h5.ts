/**
 * The native-app bridge on H5 (protocol in src/core/bridge.ts): messages go to window.KuaijiNative.postMessage
 * (Android) or window.webkit.messageHandlers.KuaijiNative.postMessage (iOS), only inside the provider's app (the
 * one environment detection, ./environment); replies come back through window.__kuaijiBridgeReply.
 */
import { BRIDGE_NAME, BRIDGE_REPLY, createBridgeClient, createNativeBridge, type NativeBridge } from '@/core/bridge'
import { environment } from './environment'

interface PostTarget {
  postMessage(message: string): void
}

type BridgeWindow = Window & {
  webkit?: { messageHandlers?: Record<string, PostTarget | undefined> }
  [BRIDGE_REPLY]?: (reply: unknown) => void
} & Partial<Record<typeof BRIDGE_NAME, PostTarget>>

const win = () => window as BridgeWindow

/** Looked up on every call: the app may inject its interface after this module loaded. */
function transport(): ((message: string) => void) | null {
  if (!environment().inNativeApp) return null
  const ios = win().webkit?.messageHandlers?.[BRIDGE_NAME]
  if (ios && typeof ios.postMessage === 'function') return (m) => ios.postMessage(m)
  const android = win()[BRIDGE_NAME]
  if (android && typeof android.postMessage === 'function') return (m) => android.postMessage(m)
  return null
}

const log = (message: string, detail?: unknown) => console.warn(message, detail ?? '')

const client = createBridgeClient({
  transport,
  log,
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
})

win()[BRIDGE_REPLY] = (reply: unknown) => client.receive(reply)

export const nativeBridge: NativeBridge = createNativeBridge(client, log)
