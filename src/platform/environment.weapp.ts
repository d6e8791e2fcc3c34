import Taro from '@tarojs/taro'
import { detectEnvironment, type Environment } from '@/core/environment'

let cached: Environment | undefined

/** The mini-program's environment: the device's system decides iOS. */
export function environment(): Environment {
  if (!cached) {
    const { platform, system } = Taro.getSystemInfoSync()
    cached = detectEnvironment(`${platform} ${system}`.replace(/^ios/i, 'iOS'), true)
  }
  return cached
}
