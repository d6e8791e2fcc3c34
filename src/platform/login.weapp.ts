import Taro from '@tarojs/taro'
import { CLIENT_TYPE } from '@/core/login'
import type { LoginCapability } from './types'

export const loginCapability: LoginCapability = {
  methods: ['wechat', 'code'],
  clientType: CLIENT_TYPE.weapp,
  async wechatCode() {
    const { code } = await Taro.login()
    if (!code) throw new Error('Taro.login gave no code')
    return code
  },
}
