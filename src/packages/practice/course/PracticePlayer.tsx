/**
 * The industry video player (Taro Video): the cover with a play button until a video is played, then the video
 * at its tokenised play URL, started at once (the learner's tap asked for it). The play tap is gated by the page
 * (a guest goes to login first). The player's code loads while the playback token is asked for.
 */
import { useEffect } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { PlayStart } from '@nutui/icons-react-taro'
import { mediaUrl } from '@/platform/media'
import { preloadVideo, Video } from '@/components/Video'
import type { Playing } from '@/packages/practice/stores/practice'

export interface PracticePlayerProps {
  poster: string
  title: string
  playing: Playing | null
  loading: boolean
  onPlay(): void
}

export function PracticePlayer({ poster, title, playing, loading, onPlay }: PracticePlayerProps) {
  useEffect(() => {
    if (loading) preloadVideo()
  }, [loading])
  return (
    <View className="practice-player" data-playing={playing ? playing.videoId : ''}>
      <View className="practice-player__box">
        {playing ? (
          <Video
            key={playing.src}
            id="practice-player"
            className="practice-player__video"
            src={playing.src}
            poster={mediaUrl(poster)}
            title={playing.title}
            controls
            autoplay
            showCenterPlayBtn
          />
        ) : (
          <View className="practice-player__cover" onClick={() => !loading && onPlay()}>
            <Image className="practice-player__poster" src={mediaUrl(poster)} mode="aspectFill" />
            <View className="practice-player__play">{loading ? <Loading /> : <PlayStart size={48} color="#fff" />}</View>
          </View>
        )}
      </View>
      <Text className="practice-player__title">{playing?.title ?? title}</Text>
    </View>
  )
}
