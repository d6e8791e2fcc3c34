/**
 * Whether the page holding this component is shown: false from its hide (another page pushed over it, another tab,
 * the app sent to the background) until it shows again. Work that only feeds the screen (a ticking countdown) stops
 * meanwhile: WeChat counts a timer left running on a hidden page against the mini-program.
 */
import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export function usePageShown(): boolean {
  const [shown, setShown] = useState(true)
  useDidHide(() => setShown(false))
  useDidShow(() => setShown(true))
  return shown
}
