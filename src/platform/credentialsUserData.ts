/** The logged-in user's data ({uid, token...}) kept in Taro storage on both platforms; the token itself is not. */
import Taro from '@tarojs/taro'
import type { UserData } from '@contract/api'
import type { CredentialStore } from './types'

export const USER_DATA_KEY = 'userData'

export const userDataStorage: Pick<CredentialStore, 'readUserData' | 'writeUserData'> = {
  readUserData() {
    const data = Taro.getStorageSync(USER_DATA_KEY) as UserData | ''
    return data && typeof data === 'object' ? data : null
  },
  writeUserData(data) {
    Taro.setStorageSync(USER_DATA_KEY, data)
  },
}
