/**
 * WeChat's privacy agreement (src/core/privacy.ts): getPrivacySetting, openPrivacyContract and the one
 * onNeedPrivacyAuthorization listener of the mini-program, registered on first use. A client without these APIs
 * (base library before 2.32.3) has no privacy check: nothing is needed.
 */
import type { PrivacySetting } from '@/core/privacy'
import type { PrivacyCapability, PrivacyRequest } from './types'

let current: ((request: PrivacyRequest) => void) | null = null
let registered = false

function listen(): void {
  if (registered || typeof wx.onNeedPrivacyAuthorization !== 'function') return
  registered = true
  wx.onNeedPrivacyAuthorization((resolve) => {
    // No page can show the agreement now: the call that needed it fails ('privacy permission is not authorized').
    if (!current) {
      resolve({ event: 'disagree' })
      return
    }
    resolve({ event: 'exposureAuthorization' })
    let answered = false
    const answer = (option: WxPrivacyResolveOption) => {
      if (answered) return
      answered = true
      resolve(option)
    }
    current({ agree: (buttonId) => answer({ event: 'agree', buttonId }), disagree: () => answer({ event: 'disagree' }) })
  })
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
