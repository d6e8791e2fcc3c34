/**
 * /live?liveId= — the live room (content-access.md sections 2 "/live", 3 "Live item: ... liveUrl, liveBackUrl",
 * 7 getLiveInfo). Behind login: the server gives the stream URL only to a logged-in caller and only while live
 * (status 2), and the room plays it (Taro Video; a video element on H5). Before the start it says when; after the end
 * it leads to the replay when there is one.
 */
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { LiveInfo } from '@shared/live'
import { liveTimeText, liveView, playableStream, roomNotice } from '@/core/live/status'
import { link } from '@/core/links'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { RichHtml } from '@/platform/rich-html'
import { preloadVideo, Video } from '@/platform/video'
import { useLiveApi } from '@/services/live'
import { Loadable } from '@/stores/loadable'
import '../live.css'
import { useShare } from '@/components/PageShare'

/** The live room's wording (the status notices are the rules', src/core/live/status.ts). */
export const LIVE_ROOM_TEXT = {
  pageTitle: '直播间',
  notFound: '直播不存在',
  notFoundHint: '该直播已下架或链接有误',
  teacher: (name: string) => `${name}老师`,
  booked: (n: number) => `${n}人已预约`,
  intro: '直播介绍',
} as const

export const LiveRoom = observer(function LiveRoom({ liveId }: { liveId: number }) {
  const liveApi = useLiveApi()
  // The live class; none without an id.
  const info = useMemo(() => (liveId ? new Loadable<LiveInfo>(() => liveApi.liveInfo(liveId)) : null), [liveApi, liveId])
  const live = info?.data ?? null
  const failed = !info || info.status === 'error'

  useEffect(() => {
    if (!info) return
    preloadVideo()
    void info.loadOnce()
  }, [info])
  // A shared live leads to its share landing (its own code login) rather than straight into the room.
  useShare(live ? { title: live.liveName, imgUrl: live.livePic, link: link('shareLiveClass', { id: liveId }) } : null)

  if (failed) return <EmptyState title={LIVE_ROOM_TEXT.notFound} description={LIVE_ROOM_TEXT.notFoundHint} />
  if (!live) return null
  const stream = playableStream(live.liveStatus, live.liveUrl)
  const view = liveView(live.liveStatus)
  return (
    <View className="live-room" data-live-id={live.liveId} data-status={live.liveStatus}>
      <View className="live-room__player">
        {stream ? (
          <Video className="live-room__video" id="live-room-video" src={mediaUrl(stream)} poster={mediaUrl(live.livePic)} autoplay controls showCenterPlayBtn />
        ) : (
          <>
            <Image className="live-room__poster" src={mediaUrl(live.livePic)} mode="aspectFill" />
            <Text className="live-room__notice">{roomNotice(live.liveStatus)}</Text>
          </>
        )}
      </View>
      <View className="live-room__info">
        <Text className="live-room__name">{live.liveName}</Text>
        <View className="live-room__meta">
          <Tag type={view.tag}>{view.label}</Tag>
          <Text>{LIVE_ROOM_TEXT.teacher(live.liveTeacher)}</Text>
          <Text className="live-room__time">{liveTimeText(live)}</Text>
        </View>
        {view.showsBooked && <Text className="live-card__booked">{LIVE_ROOM_TEXT.booked(live.subscribeNum)}</Text>}
      </View>
      {view.replayButton && (
        <View className="live-room__actions">
          <Button type="primary" block onClick={() => void navigateTo(link('liveReplay', { liveId: live.liveId }))}>{view.replayButton}</Button>
        </View>
      )}
      <Section title={LIVE_ROOM_TEXT.intro}>
        <RichHtml html={live.introduction} />
      </Section>
    </View>
  )
})

export default function LiveRoomPage() {
  const { params } = useRouter()
  return (
    <View className="live-page">
      <NavBar title={LIVE_ROOM_TEXT.pageTitle} />
      <LoginGate>
        <LiveRoom liveId={Number(params.liveId ?? params.id) || 0} />
      </LoginGate>
    </View>
  )
}
