/**
 * /liveReplay?liveId= — a past live class's replay (content-access.md sections 2 "/liveReplay", 7 getReplayInfo).
 * Behind login (the replay URL goes only to a logged-in caller, and only with status 4); the parts of the replay are
 * listed under the player. No replay: REPLAY_TEXT.none.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ReplayInfo } from '@shared/live'
import { durationText } from '@/core/exam/rank'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { preloadVideo, Video } from '@/platform/video'
import { liveApi } from '@/services'
import '../live.css'

/** The live replay page's wording. */
export const REPLAY_TEXT = {
  pageTitle: '直播回放',
  none: '暂无回放',
  noneHint: '直播结束后回放会在这里上线',
  list: '回放列表',
} as const

export function LiveReplay({ liveId }: { liveId: number }) {
  const [replay, setReplay] = useState<ReplayInfo | null>(null)
  const [missing, setMissing] = useState('')

  useEffect(() => {
    if (!liveId) {
      setMissing(REPLAY_TEXT.none)
      return
    }
    preloadVideo()
    liveApi.replayInfo(liveId).then(setReplay, (e: { message?: string }) => setMissing(e?.message || REPLAY_TEXT.none))
  }, [liveId])

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
}

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
