/** Mini-program session storage: everything in Taro storage (no cookies in a mini-program). */
import Taro from '@tarojs/taro'
import type { CredentialStore } from './types'
import { USER_DATA_KEY, userDataStorage } from './credentialsUserData'


export const credentials: CredentialStore = {
  readToken() {
    return (Taro.getStorageSync('userToken') as string) || (Taro.getStorageSync('token') as string) || ''
  },
  writeToken(token) {
    Taro.setStorageSync('userToken', token)
    Taro.setStorageSync('token', token)
  },
  ...userDataStorage,
  clear() {
    for (const key of ['userToken', 'token', 'SSOTOKEN', 'qwToken', USER_DATA_KEY]) Taro.removeStorageSync(key)
  },
}
