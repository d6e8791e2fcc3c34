/** The mini-program signs in with WeChat (LoginPanel's WeChat login): no web OAuth page to leave for. */
import type { OAuthCapability } from './types'

export const oauth: OAuthCapability = {
  available: false,
  start() {
    throw new Error('third-party web sign-in is for H5')
  },
  takePending: () => null,
}
