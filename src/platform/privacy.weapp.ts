/**
 * WeChat's privacy agreement (src/core/privacy.ts): getPrivacySetting, openPrivacyContract and the one
 * onNeedPrivacyAuthorization listener of the mini-program, registered on first use. A client without these APIs
 * (base library before 2.32.3) has no privacy check: nothing is needed.
 */
import type { PrivacySetting } from '@/core/privacy'
import type { PrivacyCapability, PrivacyRequest } from './types'

/** WeChat's answer to a pending privacy-protected call ('agree' names the agree button tapped). */
export interface PrivacyResolveOption {
  event: 'exposureAuthorization' | 'agree' | 'disagree'
  buttonId?: string
}
export type PrivacyListener = (resolve: (option: PrivacyResolveOption) => void, eventInfo: { referrer: string }) => void

let current: ((request: PrivacyRequest) => void) | null = null
let registered = false

function listen(): void {
  if (registered || typeof wx.onNeedPrivacyAuthorization !== 'function') return
  registered = true
  // The official typings give the listener one result argument; WeChat passes resolve and the event info.
  const listener: PrivacyListener = (resolve) => {
    // No page can show the agreement now: the call that needed it fails ('privacy permission is not authorized').
    if (!current) {
      resolve({ event: 'disagree' })
      return
    }
    resolve({ event: 'exposureAuthorization' })
    let answered = false
    const answer = (option: PrivacyResolveOption) => {
      if (answered) return
      answered = true
      resolve(option)
    }
    current({ agree: (buttonId) => answer({ event: 'agree', buttonId }), disagree: () => answer({ event: 'disagree' }) })
  }
  wx.onNeedPrivacyAuthorization(listener as unknown as WechatMiniprogram.OnNeedPrivacyAuthorizationCallback)
}

export const privacy: PrivacyCapability = {
  setting() {
    const get = wx.getPrivacySetting
    if (typeof get !== 'function') return Promise.resolve({ needed: false, contractName: '' })
    return new Promise<PrivacySetting>((resolve) => {
      get.call(wx, {
        success: (res) => resolve({ needed: !!res.needAuthorization, contractName: res.privacyContractName ?? '' }),
        // Unknown: WeChat asks through onNeedPrivacyAuthorization when the phone button is tapped.
        fail: () => resolve({ needed: false, contractName: '' }),
      })
    })
  },
  openContract() {
    wx.openPrivacyContract?.({})
  },
  onRequest(listener) {
    listen()
    current = listener
    return () => {
      if (current === listener) current = null
    }
  },
}
