/** Small values kept on the device (Taro storage: localStorage on H5, wx storage in the mini-program). */
import Taro from '@tarojs/taro'

export function readStored(key: string): unknown {
  try {
    return Taro.getStorageSync(key) as unknown
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    Taro.setStorageSync(key, value)
  } catch {
    // Storage full or unavailable: the value simply is not kept.
  }
}

export function removeStored(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // Nothing to remove.
  }
}
