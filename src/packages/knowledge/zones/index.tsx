/**
 * The zone tabs of the store (docs/spec/content-access.md section 9 zone ids): 课程专区 /kczq (shicao 4, kaozheng 5, suyang 6),
 * 行业分析 /example (7–9), 就业常识问答 /job (10–12), 职业规划 /zygh (company 13–15). knowZoneList gives the zones as
 * tabs; each tab shows its zone (picture, remark) and its goods by knowZonePageList, 10 a page.
 */
import { useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods, KnowledgeZone } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT, listSource, zoneIdsOf } from '@/core/knowledge'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { ListFooter, LoadError } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { mediaUrl } from '@/platform/media'
import { currentUrl } from '@/platform/navigation'
import { scrollToTop } from '@/platform/page'
import { useKnowledgeApi, type KnowledgeApi } from '@/services/knowledge'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useStudy } from '../components/useStudy'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** One list per zone, made when its tab is first shown. */
class ZoneLists {
  private lists = new Map<number, PagedList<KnowledgeGoods>>()

  constructor(private readonly knowledgeApi: KnowledgeApi) {}

  get(zoneId: number): PagedList<KnowledgeGoods> {
    let list = this.lists.get(zoneId)
    if (!list) {
      list = new PagedList<KnowledgeGoods>((page) => this.knowledgeApi.zonePage(zoneId, page))
      this.lists.set(zoneId, list)
    }
    return list
  }
}

export default observer(function KnowledgeZonesPage() {
  useScrollMemory()
  const { params } = useRouter()
  const source = useMemo(() => listSource(currentUrl(), params), [params])
  const group = source?.kind === 'zones' ? source.group : 'kczq'
  const knowledgeApi = useKnowledgeApi()
  const [zones] = useState(() => new Loadable<KnowledgeZone[]>(() => knowledgeApi.zones(group)))
  const [lists] = useState(() => new ZoneLists(knowledgeApi))
  const requested = Number(params.knowZoneId)
  const [zoneId, setZoneId] = useState<number>(zoneIdsOf(group).includes(requested) ? requested : zoneIdsOf(group)[0])
  const list = lists.get(zoneId)
  const { study, dialogs, busy } = useStudy({ onChanged: () => void list.refresh() })

  useEffect(() => {
    void zones.loadOnce()
  }, [zones])
  useEffect(() => {
    void list.loadFirst()
  }, [list])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => Promise.all([zones.load(), list.refresh()]))

  const zone = zones.data?.find((z) => z.id === zoneId)
  return (
    <View className="k-zones" data-group={group} data-zone-id={zoneId}>
      <NavBar title={KNOWLEDGE_APP_TEXT.storeTitle} />
      {zones.status === 'error' && <LoadError onRetry={() => void zones.load()} />}
      {zones.status === 'loading' && <GoodsSkeleton rows={3} />}
      {zones.data && (
        <>
          <Tabs
            key={zones.data.length}
            value={String(zoneId)}
            duration={0}
            onChange={(v) => {
              setZoneId(Number(v))
              scrollToTop()
            }}
          >
            {zones.data.map((z) => (
              <Tabs.TabPane key={z.id} value={String(z.id)} title={z.name} />
            ))}
          </Tabs>
          {zone && (
            <View className="k-zones__zone">
              <Image className="k-zones__pic" src={mediaUrl(zone.pic)} mode="aspectFill" />
              <View className="k-zones__info">
                <Text className="k-zones__name">{zone.name}</Text>
                <Text className="k-zones__remark">{zone.remark}</Text>
              </View>
            </View>
          )}
          <View className="k-zones__items">
            {list.items.map((g) => (
              <View key={g.id} className="k-zones__item">
                <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
              </View>
            ))}
            <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={KNOWLEDGE_APP_TEXT.noGoods} />
          </View>
        </>
      )}
      {dialogs}
    </View>
  )
})
