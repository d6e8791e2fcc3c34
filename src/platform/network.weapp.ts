/** The connection coming back: WeChat's network status turning connected. */
import Taro from '@tarojs/taro'

export function onReconnect(listener: () => void): () => void {
  const onChange = (res: { isConnected: boolean }) => {
    if (res.isConnected) listener()
  }
  Taro.onNetworkStatusChange(onChange)
  return () => Taro.offNetworkStatusChange?.(onChange)
}
