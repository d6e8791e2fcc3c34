/**
 * /audition-play?id= (knowledge goods id): an audition's clip, after login ("Auditioning or playing ... when
 * anonymous sends the user to login"). The playback token comes from the practice service's token call (the spec's
 * signed form; the server issues it to the token's user); a goods whose audition is not open yet shows its opening
 * time and books it ('已预约' once ifSubscribe says it is booked). Below: the goods and '马上学习'.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import type { PlaybackToken } from '@contract/practice'
import { KNOWLEDGE_APP_TEXT, playerAction } from '@/core/knowledge'
import { isBooked } from '@/core/knowledgeDetail'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { preloadVideo, Video } from '@/components/Video'
import { useKnowledgeApi } from '@/services/knowledge'
import { usePracticeApi } from '@/services/practice'
import { Loadable } from '@/stores/loadable'
import { GoodsInfo } from '../components/GoodsInfo'
import { studyLabel } from '../components/KnowledgeCard'
import { useBooked } from '../components/useBooked'
import { useStudy } from '../components/useStudy'
import './index.css'

/** The audition player page's title. */
export const AUDITION_PLAY_TEXT = { pageTitle: '试听' } as const

type Play = { goods: KnowledgeGoods; token: PlaybackToken | null }

const AuditionPlay = observer(function AuditionPlay({ id }: { id: number }) {
  const knowledgeApi = useKnowledgeApi()
  const practiceApi = usePracticeApi()
  const [play] = useState(
    () =>
      new Loadable<Play>(async () => {
        const goods = await knowledgeApi.goods(id)
        const canPlay = goods.videoId && goods.auditionType !== 3
        return { goods, token: canPlay ? await practiceApi.playToken(goods.videoId!) : null }
      }),
  )
  const goodsNow = play.data?.goods
  const booking = useBooked(goodsNow && playerAction(goodsNow) === 'book' ? [goodsNow.id] : [], true)
  const { study, dialogs } = useStudy({
    onChanged: () => {
      void play.load()
      booking.reload()
    },
  })

  useEffect(() => {
    preloadVideo()
    void play.loadOnce()
    knowledgeApi.countView(id).catch(() => undefined)
  }, [play, id, knowledgeApi])

  if (play.status === 'loading') return <GoodsSkeleton rows={2} />
  if (play.status === 'error' || !play.data) return <LoadError onRetry={() => void play.load()} />
  const { goods, token } = play.data
  // The clip's address is the token answer's playUrl, fetched by the video itself: a media route, no call of the
  // contract (contract/calls/media.ts; the spec names the token call only).
  // Taro's H5 video fills its box absolutely: the box gives it its place above the goods (else it covers their name).
  const media = token ? (
    <View className="k-play__box">
      <Video className="k-play__video" src={mediaUrl(token.playUrl)} poster={mediaUrl(goods.goodsUrl)} controls autoplay={false} showCenterPlayBtn objectFit="contain" />
    </View>
  ) : undefined
  const action = playerAction(goods)
  const booked = isBooked(action, booking.booked.has(goods.id))
  return (
    <View className="k-play">
      <GoodsInfo goods={goods} media={media} />
      <View className="k-bar">
        <Button className="k-bar__main" type="primary" block disabled={booked} data-booked={booked ? 1 : 0} onClick={() => !booked && study(goods, action)}>
          {studyLabel(action, false, booked)}
        </Button>
      </View>
      {!token && goods.auditionType === 3 && <Text className="k-play__soon">{KNOWLEDGE_APP_TEXT.opensAt} {goods.openTime}</Text>}
      {dialogs}
    </View>
  )
})

export default function AuditionPlayPage() {
  const { params } = useRouter()
  return (
    <>
      <NavBar title={AUDITION_PLAY_TEXT.pageTitle} />
      <LoginGate>
        <AuditionPlay id={Number(params.id)} />
      </LoginGate>
    </>
  )
}
