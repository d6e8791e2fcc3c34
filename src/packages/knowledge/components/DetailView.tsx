/**
 * One knowledge goods (knowGoodsDetail): its head, views counted once a visit (statistics pageViewsClick) and read
 * again without counting on a pull-down refresh (statistics clickViews), the '马上学习' bar ('已预约' once an audition to
 * book is booked: ifSubscribe), the zone it belongs to with a few more of its goods (knowZone), and the share float
 * button with its poster. /course-detail and /job-share (a shared link: the 'shared with you' ribbon, and the visit
 * counted as a click of the share) show it.
 */
import { useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods, KnowledgeZoneDetail } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT, sharePath, studyAction } from '@/core/knowledge'
import { isBooked } from '@/core/knowledgeDetail'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { usePullRefresh } from '@/components/ListFooter/hooks'
import { useShare } from '@/components/PageShare'
import { useKnowledgeApi } from '@/services/knowledge'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { GoodsInfo } from './GoodsInfo'
import { studyLabel } from './KnowledgeCard'
import { ShareFloat } from './Share'
import { useBooked } from './useBooked'
import { useStudy } from './useStudy'
import { ZoneBlock } from './ZoneBlock'
import './DetailView.css'

export const DetailView = observer(function DetailView({ id, shared = false }: { id: number; shared?: boolean }) {
  const { session } = useStores()
  const knowledgeApi = useKnowledgeApi()
  const [goods] = useState(() => new Loadable<KnowledgeGoods>(() => knowledgeApi.goods(id)))
  const [views, setViews] = useState<number | null>(null)
  const g = goods.data
  const zoneId = g?.zoneId ?? null
  const zone = useMemo(() => (zoneId === null ? null : new Loadable<KnowledgeZoneDetail>(() => knowledgeApi.zone(zoneId))), [knowledgeApi, zoneId])
  // Auditions to book on this page: the goods and the zone's others.
  const toBook = [g, ...(zone?.data?.goods ?? [])].filter((x): x is KnowledgeGoods => !!x && studyAction(x) === 'book').map((x) => x.id)
  const booking = useBooked([...new Set(toBook)], session.isLoggedIn)
  const { study, dialogs, busy } = useStudy({
    onChanged: () => {
      void goods.load()
      void zone?.load()
      booking.reload()
    },
  })

  useEffect(() => {
    void goods.loadOnce()
    knowledgeApi.countView(id).then((s) => setViews(s.views), () => undefined)
    if (shared) knowledgeApi.countClick(id).catch(() => undefined)
  }, [goods, id, knowledgeApi, shared])
  useEffect(() => {
    void zone?.loadOnce()
  }, [zone])
  usePullRefresh(() =>
    Promise.all([goods.load(), zone?.load(), knowledgeApi.stats(id).then((s) => setViews(s.views), () => undefined), booking.reload()]),
  )
  const share = useShare({ title: g?.goodsName ?? KNOWLEDGE_APP_TEXT.storeTitle, link: sharePath({ id, zoneId }) })

  if (goods.status === 'loading') return <GoodsSkeleton rows={2} />
  if (goods.status === 'error' || !g) return <LoadError onRetry={() => void goods.load()} />
  const action = studyAction(g)
  const booked = isBooked(action, booking.booked.has(g.id))
  return (
    <View className={`k-detail${zone?.data ? ' k-detail--zone' : ''}`} data-knowledge-id={g.id}>
      {shared && <Text className="k-detail__shared">{KNOWLEDGE_APP_TEXT.sharedToYou}</Text>}
      <GoodsInfo goods={g}>
        {views !== null && <Text className="k-detail__views">{KNOWLEDGE_APP_TEXT.views(views)}</Text>}
      </GoodsInfo>
      {zone && <ZoneBlock zone={zone} currentId={g.id} onStudy={study} busy={busy} booked={booking.booked} />}
      <View className="k-bar">
        <Button
          className="k-bar__main"
          type="primary"
          block
          loading={busy(g)}
          disabled={booked}
          data-booked={booked ? 1 : 0}
          onClick={() => !busy(g) && !booked && study(g, action)}
        >
          {studyLabel(action, false, booked)}
        </Button>
      </View>
      <ShareFloat path={share?.link} poster={{ title: KNOWLEDGE_APP_TEXT.storeTitle, name: g.goodsName, remark: g.remark, cover: g.goodsUrl }} />
      {dialogs}
    </View>
  )
})
