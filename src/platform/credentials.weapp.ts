/** Mini-program session storage: everything in Taro storage (no cookies in a mini-program). */
import Taro from '@tarojs/taro'
import type { UserData } from '@shared/api'
import type { CredentialStore } from './types'

const USER_DATA_KEY = 'userData'

export const credentials: CredentialStore = {
  readToken() {
    return (Taro.getStorageSync('userToken') as string) || (Taro.getStorageSync('token') as string) || ''
  },
  writeToken(token) {
    Taro.setStorageSync('userToken', token)
    Taro.setStorageSync('token', token)
  },
  readUserData() {
    const data = Taro.getStorageSync(USER_DATA_KEY) as UserData | ''
    return data && typeof data === 'object' ? data : null
  },
  writeUserData(data) {
    Taro.setStorageSync(USER_DATA_KEY, data)
  },
  clear() {
    for (const key of ['userToken', 'token', 'SSOTOKEN', 'qwToken', USER_DATA_KEY]) Taro.removeStorageSync(key)
  },
}
