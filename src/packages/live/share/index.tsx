/**
 * /shareLiveClass?id= — the share landing of a live class (docs/spec/content-access.md section 2 "/shareLiveClass (query id)";
 * "A separate login by code exists for shared live classes"; section 7 operationLiveShare/selectByOperationLiveId).
 * Anyone sees the class (no URLs); a guest logs in right here with phone and code (the login payload carries the
 * stored business-channel pair and the sharer's teacherId, as every code login), then enters the room or the replay.
 */
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { LiveShareInfo } from '@contract/live'
import { liveTarget, liveTimeText, liveView, roomNotice } from '@/core/live/status'
import { CodeLogin } from '@/components/CodeLogin'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { currentUrl, navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useLiveApi } from '@/services/live'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import '../live.css'

/** The shared live class landing's wording. */
export const LIVE_SHARE_TEXT = {
  pageTitle: '免费直播课',
  notFound: '直播不存在',
  notFoundHint: '该直播已下架或链接有误',
  teacher: (name: string) => `${name}老师`,
  loginToWatch: '登录后观看直播',
  loginAndEnter: '登录并进入',
  loggedIn: '登录成功',
} as const

export default observer(function ShareLiveClassPage() {
  const { params } = useRouter()
  const { session } = useStores()
  const id = Number(params.id ?? params.liveId) || 0
  const liveApi = useLiveApi()
  // The shared class; none without an id.
  const share = useMemo(() => (id ? new Loadable<LiveShareInfo>(() => liveApi.liveShare(id)) : null), [liveApi, id])
  const live = share?.data ?? null
  const failed = !share || share.status === 'error'

  useEffect(() => {
    void share?.loadOnce()
  }, [share])

  if (failed) {
    return (
      <View className="live-page">
        <NavBar title={LIVE_SHARE_TEXT.pageTitle} />
        <EmptyState title={LIVE_SHARE_TEXT.notFound} description={LIVE_SHARE_TEXT.notFoundHint} />
      </View>
    )
  }
  if (!live) return <View className="live-page" />
  const target = liveTarget(live.liveId, live.liveStatus)
  const view = liveView(live.liveStatus)

  return (
    <View className="live-page live-share" data-live-id={live.liveId} data-status={live.liveStatus}>
      <NavBar title={LIVE_SHARE_TEXT.pageTitle} />
      <View className="live-share__hero">
        <Text className="live-share__title">{live.shareTitle}</Text>
        <Text className="live-share__desc">{live.shareDesc}</Text>
      </View>
      <View className="live-share__card">
        <View className="live-card">
          <View className="live-card__cover">
            <Image className="live-card__pic" src={mediaUrl(live.livePic, 260)} mode="aspectFill" />
            <Tag className="live-card__status" type={view.tag}>{view.label}</Tag>
          </View>
          <View className="live-card__body">
            <Text className="live-card__name">{live.liveName}</Text>
            <Text className="live-card__teacher">{LIVE_SHARE_TEXT.teacher(live.liveTeacher)}</Text>
            <Text className="live-card__time">{liveTimeText(live)}</Text>
          </View>
        </View>
      </View>
      <View className="live-share__card live-share__action">
        {!session.isLoggedIn ? (
          <>
            <Text className="live-share__login-title">{LIVE_SHARE_TEXT.loginToWatch}</Text>
            <CodeLogin
              submitText={LIVE_SHARE_TEXT.loginAndEnter}
              triggerUrl={currentUrl()}
              onLoggedIn={() => {
                toast(LIVE_SHARE_TEXT.loggedIn)
                if (target) void navigateTo(target)
              }}
            />
          </>
        ) : target && view.enter ? (
          <Button className="live-share__enter" type="primary" block onClick={() => void navigateTo(target)}>
            {view.enter}
          </Button>
        ) : (
          <Text className="live-share__ended">{roomNotice(live.liveStatus)}</Text>
        )}
      </View>
    </View>
  )
})
