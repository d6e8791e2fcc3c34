import { CLIENT_TYPE } from '@/core/login'
import type { LoginCapability } from './types'

export const loginCapability: LoginCapability = {
  methods: ['code'],
  clientType: CLIENT_TYPE.h5,
  wechatCode: () => Promise.reject(new Error('WeChat login is for the mini-program')),
}
