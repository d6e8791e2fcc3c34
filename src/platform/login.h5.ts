import { CLIENT_TYPE } from '@/core/login'
import { nativeBridge } from './bridge'
import type { LoginCapability, LoginMethod } from './types'

export const loginCapability: LoginCapability = {
  /** Inside the provider's app its own login comes first (the bridge); code login stays available. */
  get methods(): LoginMethod[] {
    return nativeBridge.available ? ['native', 'code'] : ['code']
  },
  clientType: CLIENT_TYPE.h5,
  wechatCode: () => Promise.reject(new Error('WeChat login is for the mini-program')),
}
