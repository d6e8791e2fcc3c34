/** The mini-program runs in WeChat, never in the provider's app: every bridge action answers 'unavailable'. */
import { unavailableBridge, type NativeBridge } from '@/core/bridge'

export const nativeBridge: NativeBridge = unavailableBridge()
