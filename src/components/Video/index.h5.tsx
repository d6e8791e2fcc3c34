/**
 * Taro's Video on H5, loaded on demand. It is a Stencil web component: with it come Stencil's runtime and Taro's
 * React wrappers of every component (26 KB gzip), which would be on the first load of every page with a player.
 * Its chunk loads when a Video first renders, or earlier from preloadVideo() (a page that knows a video is coming
 * calls it while it asks the server for the video). Meanwhile the player's box (same className) is a black block.
 */
import type { VideoProps } from '@tarojs/components'
import { View } from '@tarojs/components'
import { onDemand } from '@/platform/onDemand'
import './index.css'

const player = onDemand(() => import('@/platform/videoPlayer.h5').then((m) => m.Video))

/** Starts loading the player (once); the page goes on whatever happens. */
export function preloadVideo(): void {
  player.load().catch(() => undefined)
}

export function Video(props: VideoProps) {
  const Player = player.useLoaded()
  if (!Player) return <View className={`${props.className ?? ''} video--pending`} />
  return <Player {...props} />
}
