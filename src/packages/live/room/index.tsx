/**
 * /live?liveId= — the live room (docs/spec/content-access.md sections 2 "/live", 3 "Live item: ... liveUrl, liveBackUrl",
 * "Live status 1..4", 7 getLiveInfo and the Subscribe calls). Anyone sees the class; the server gives the stream URL
 * only to a logged-in caller and only while live (status 2), and the room plays it (Taro Video; a video element on
 * H5): a guest logs in here first. Before the start it says when, shows 'N人已预约' and the reservation: a learner
 * reserves at once (subscribeGoods), a guest logs in in the popup and the class is reserved right after
 * (loginAfterLiveReservation), then it reads 已预约 (loginCheckSubscribeGoods for a learner who comes back). After the
 * end it leads to the replay when there is one (after a login). A read that gets no answer: '加载失败' with a retry.
 */
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { LiveInfo } from '@contract/live'
import { liveTimeText, liveView, playableStream, roomNotice } from '@/core/live/status'
import { link } from '@/core/links'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { preloadRichHtml, RichHtml } from '@/components/RichHtml'
import { toast } from '@/platform/ui'
import { preloadVideo, Video } from '@/components/Video'
import { useLiveApi } from '@/services/live'
import { isUnanswered } from '@/services/request'
import { useStores } from '@/stores'
import { useLiveReservationStore } from '@/packages/live/stores/instances'
import { Loadable } from '@/stores/loadable'
import '../live.css'
import { useShare } from '@/components/PageShare'

// The introduction sits under the player, on the first screen: the sanitizer downloads with the page.
preloadRichHtml()

/** The live room's wording (the status notices are the rules', src/core/live/status.ts). */
export const LIVE_ROOM_TEXT = {
  pageTitle: '直播间',
  notFound: '直播不存在',
  notFoundHint: '该直播已下架或链接有误',
  teacher: (name: string) => `${name}老师`,
  booked: (n: number) => `${n}人已预约`,
  intro: '直播介绍',
  reserve: '预约直播',
  reserved: '已预约',
  reservedToast: '预约成功',
  reserveTitle: '登录后预约直播',
  reserveSubmit: '登录并预约',
  watch: '登录后观看',
  watchTitle: '登录后观看直播',
} as const

export const LiveRoom = observer(function LiveRoom({ liveId }: { liveId: number }) {
  const liveApi = useLiveApi()
  const { session } = useStores()
  const reservations = useLiveReservationStore()
  const { loginThen, loginPopup } = useLoginThen({ title: LIVE_ROOM_TEXT.watchTitle })
  const reserveLogin = useLoginThen({ title: LIVE_ROOM_TEXT.reserveTitle, submitText: LIVE_ROOM_TEXT.reserveSubmit })
  // The live class; none without an id.
  const info = useMemo(() => (liveId ? new Loadable<LiveInfo>(() => liveApi.liveInfo(liveId)) : null), [liveApi, liveId])
  const live = info?.data ?? null
  const failed = !info || info.status === 'error'
  const token = session.token

  // Asked again after a login (or a logout): the stream's URL comes only with the token.
  useEffect(() => {
    if (!info) return
    preloadVideo()
    void info.load()
  }, [info, token])
  // Whether the learner has reserved it, asked again after a login.
  const reservable = !!live && liveView(live.liveStatus).reservable
  useEffect(() => {
    if (reservable && session.isLoggedIn) void reservations.check([liveId])
  }, [reservations, reservable, liveId, token, session])
  // A shared live leads to its share landing (its own code login) rather than straight into the room.
  useShare(live ? { title: live.liveName, imgUrl: live.livePic, link: link('shareLiveClass', { id: liveId }) } : null)

  if (info && failed && isUnanswered(info.failure)) return <LoadError onRetry={() => void info.load()} />
  if (failed) return <EmptyState title={LIVE_ROOM_TEXT.notFound} description={LIVE_ROOM_TEXT.notFoundHint} />
  if (!live) return null
  const stream = playableStream(live.liveStatus, live.liveUrl)
  const view = liveView(live.liveStatus)
  const reserved = reservations.isReserved(live.liveId)
  const reserveNow = (afterLogin: boolean) =>
    reservations.reserve(live.liveId, afterLogin).then(() => toast(LIVE_ROOM_TEXT.reservedToast), () => undefined)
  const reserve = () => {
    if (reserved || reservations.isReserving(live.liveId)) return
    if (session.isLoggedIn) void reserveNow(false)
    else reserveLogin.loginThen(() => void reserveNow(true))
  }
  return (
    <View className="live-room" data-live-id={live.liveId} data-status={live.liveStatus} data-reserved={view.reservable ? String(reserved) : undefined}>
      <View className="live-room__player">
        {stream ? (
          <Video className="live-room__video" id="live-room-video" src={mediaUrl(stream)} poster={mediaUrl(live.livePic)} autoplay controls showCenterPlayBtn />
        ) : (
          <>
            <Image className="live-room__poster" src={mediaUrl(live.livePic)} mode="aspectFill" />
            <Text className="live-room__notice">{roomNotice(live.liveStatus, session.isLoggedIn)}</Text>
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
        {view.reservable && (
          <View className="live-room__reservation">
            <Text className="live-room__booked">{LIVE_ROOM_TEXT.booked(reservations.countOf(live))}</Text>
            <Button
              className={`live-room__reserve${reserved ? ' live-room__reserve--done' : ''}`}
              type={reserved ? 'default' : 'primary'}
              fill={reserved ? 'outline' : undefined}
              loading={reservations.isReserving(live.liveId)}
              disabled={reserved}
              onClick={reserve}
            >
              {reserved ? LIVE_ROOM_TEXT.reserved : LIVE_ROOM_TEXT.reserve}
            </Button>
          </View>
        )}
      </View>
      {view.group === 'live' && !session.isLoggedIn && (
        <View className="live-room__actions">
          <Button type="primary" block onClick={() => loginThen(() => undefined)}>{LIVE_ROOM_TEXT.watch}</Button>
        </View>
      )}
      {view.replayButton && (
        <View className="live-room__actions">
          <Button type="primary" block onClick={() => loginThen(() => void navigateTo(link('liveReplay', { liveId: live.liveId })))}>
            {view.replayButton}
          </Button>
        </View>
      )}
      <Section title={LIVE_ROOM_TEXT.intro}>
        <RichHtml html={live.introduction} />
      </Section>
      {loginPopup}
      {reserveLogin.loginPopup}
    </View>
  )
})

export default function LiveRoomPage() {
  const { params } = useRouter()
  return (
    <View className="live-page">
      <NavBar title={LIVE_ROOM_TEXT.pageTitle} />
      <LiveRoom liveId={Number(params.liveId ?? params.id) || 0} />
    </View>
  )
}
