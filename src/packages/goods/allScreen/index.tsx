/** /ty/allScreen?goodsId=&spPriceId=: the package's audition courses, played one at a time. */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { AuditionCourse } from '@contract/goods'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { preloadVideo, Video } from '@/components/Video'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import '../choice.css'
import './index.css'

/** The audition list's wording. */
export const AUDITION_LIST_TEXT = {
  pageTitle: '试听课程',
  empty: '暂无试听课程',
  minutes: (n: number) => `${n}分钟`,
} as const

export default observer(function AllScreenPage() {
  const { params } = useRouter()
  const goodsApi = useGoodsApi()
  // The package's auditions; none without a package, or when they cannot be read.
  const [auditions] = useState(() => new Loadable<AuditionCourse[]>(() => {
    const spPriceId = Number(params.spPriceId)
    if (!spPriceId) return Promise.resolve([])
    preloadVideo()
    return goodsApi.auditions(spPriceId).catch(() => [])
  }))
  const [tapped, setPlaying] = useState<AuditionCourse | null>(null)
  const list = auditions.data
  // The first audition plays until another is tapped.
  const playing = tapped ?? list?.[0] ?? null

  useEffect(() => {
    void auditions.loadOnce()
  }, [auditions])

  return (
    <View className="choice-page">
      <NavBar title={AUDITION_LIST_TEXT.pageTitle} />
      {playing && (
        <View className="audition-player">
          <View className="audition-player__box">
            <Video
              className="audition-player__video"
              src={mediaUrl(playing.videoUrl)}
              poster={mediaUrl(playing.cover)}
              controls
              showCenterPlayBtn
              id="audition-player"
            />
          </View>
          <Text className="audition-player__title">{playing.title}</Text>
        </View>
      )}
      {list && list.length === 0 && <EmptyState description={AUDITION_LIST_TEXT.empty} />}
      {list?.map((a) => (
        <View
          key={a.id}
          className={`choice-item audition-row${playing?.id === a.id ? ' choice-item--selected' : ''}`}
          onClick={() => setPlaying(a)}
        >
          <Image className="audition-row__cover" src={mediaUrl(a.cover, 180)} mode="aspectFill" />
          <View className="audition-row__body">
            <Text className="choice-item__title">{a.title}</Text>
            <Text className="choice-item__meta">{a.courseName} · {a.teacherName} · {AUDITION_LIST_TEXT.minutes(Math.ceil(a.durationSeconds / 60))}</Text>
          </View>
        </View>
      ))}
    </View>
  )
})
