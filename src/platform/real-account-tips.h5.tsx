/**
 * The practical course's real-account tips on H5, loaded when first opened: the dialog's NutUI Swiper is Taro's
 * Swiper with swiper.js (about 27 KB gzip), which the page would otherwise load for a tap few learners make. The
 * dialog opens once its code is there, a moment after the tap.
 */
import { useEffect, useState } from 'react'
import type { RealAccountTipsProps } from '@/packages/practice/course/RealAccountTips'
import { onDemand } from './on-demand'

const tips = onDemand(() => import('@/packages/practice/course/RealAccountTips').then((m) => m.RealAccountTips))

function Loaded(props: RealAccountTipsProps) {
  const Tips = tips.useLoaded()
  return Tips ? <Tips {...props} /> : null
}

export function RealAccountTips(props: RealAccountTipsProps) {
  // Kept once opened, so that closing animates as before.
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (props.visible) setOpened(true)
  }, [props.visible])
  return opened || props.visible ? <Loaded {...props} /> : null
}
