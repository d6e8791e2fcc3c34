/**
 * /liveReplay?liveId= — a past live class's replay (docs/spec/content-access.md sections 2 "/liveReplay", 7 getReplayInfo).
 * Behind login (the replay URL goes only to a logged-in caller, and only with status 4); the parts of the replay are
 * listed under the player. No replay: REPLAY_TEXT.none; a read that got no answer: '加载失败' with a retry.
 */
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ReplayInfo } from '@contract/live'
import { durationText } from '@/core/exam/rank'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { preloadVideo, Video } from '@/components/Video'
import { useLiveApi } from '@/services/live'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import '../live.css'

/** The live replay page's wording. */
export const REPLAY_TEXT = {
  pageTitle: '直播回放',
  none: '暂无回放',
  noneHint: '直播结束后回放会在这里上线',
  list: '回放列表',
} as const

/** The replay, or why there is none (the server's message). */
type ReplayAnswer = { replay: ReplayInfo; missing?: undefined } | { replay?: undefined; missing: string }

export const LiveReplay = observer(function LiveReplay({ liveId }: { liveId: number }) {
  const liveApi = useLiveApi()
  const answer = useMemo(
    () => liveId
      ? new Loadable<ReplayAnswer>(() => liveApi.replayInfo(liveId).then(
        (replay) => ({ replay }),
        (e: { message?: string }) => {
          // No answer (5xx, timeout, no connection) is not "no replay": the page offers a retry.
          if (isUnanswered(e)) throw e
          return { missing: e?.message || REPLAY_TEXT.none }
        },
      ))
      : null,
    [liveApi, liveId],
  )
  const replay = answer?.data?.replay ?? null
  const missing = answer ? answer.data?.missing ?? '' : REPLAY_TEXT.none

  useEffect(() => {
    if (!answer) return
    preloadVideo()
    void answer.loadOnce()
  }, [answer])

  if (answer?.status === 'error') return <LoadError onRetry={() => void answer.load()} />
  if (missing) return <EmptyState title={missing} description={REPLAY_TEXT.noneHint} />
  if (!replay) return null
  return (
    <View className="live-replay" data-live-id={replay.liveId}>
      <View className="live-room__player">
        <Video className="live-room__video" id="live-replay-video" src={mediaUrl(replay.liveBackUrl)} controls showCenterPlayBtn />
      </View>
      <View className="live-room__info">
        <Text className="live-room__name">{replay.liveName}</Text>
      </View>
      <Section title={REPLAY_TEXT.list}>
        {replay.replays.map((r) => (
          <View key={r.id} className="live-replay__part">
            <Text>{r.title}</Text>
            <Text>{durationText(r.durationSeconds)}</Text>
          </View>
        ))}
      </Section>
    </View>
  )
})

export default function LiveReplayPage() {
  const { params } = useRouter()
  return (
    <View className="live-page">
      <NavBar title={REPLAY_TEXT.pageTitle} />
      <LoginGate>
        <LiveReplay liveId={Number(params.liveId ?? params.id) || 0} />
      </LoginGate>
    </View>
  )
}
