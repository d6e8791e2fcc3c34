/**
 * A list of knowledge goods: the tabs 学习方法 (/xxff), 产品中心 (/product) and 毕业专区 (/pkg) by typeListDetail, or a
 * home floor's 'more' (/knowledge-shop/floor?ksHomePageId=) by ksHomePage; 10 a page near the bottom, '马上学习' on
 * each. On /pkg a guest claims through the login page titled 'claim now' and the claim goes on after login.
 */
import { useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { KnowledgeGoods, KnowledgeTab } from '@contract/knowledge'
import { claimLogin, KNOWLEDGE_APP_TEXT, listSource, type ListSource } from '@/core/knowledge'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { currentUrl } from '@/platform/navigation'
import { setDocumentTitle } from '@/platform/location'
import { pageTitle } from '@/core/routes'
import { useKnowledgeApi, type KnowledgeApi } from '@/services/knowledge'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useStudy } from '../components/useStudy'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

function fetcher(knowledgeApi: KnowledgeApi, source: ListSource | undefined, setName: (n: string) => void) {
  return async (page: number) => {
    if (!source || source.kind === 'zones') return { page: { currentPage: 1, totalPages: 0, total: 0 }, list: [] as KnowledgeGoods[] }
    if (source.kind === 'floor') {
      const res = await knowledgeApi.floor(source.ksHomePageId, page)
      setName(res.name)
      return res
    }
    return knowledgeApi.typeList(source.typeId, page)
  }
}

export default observer(function KnowledgeListPage() {
  const knowledgeApi = useKnowledgeApi()
  useScrollMemory()
  const { params } = useRouter()
  const source = useMemo(() => listSource(currentUrl(), params), [params])
  const [floorName, setFloorName] = useState('')
  const [list] = useState(() => new PagedList<KnowledgeGoods>(fetcher(knowledgeApi, source, setFloorName)))
  const [tabs] = useState(() => new Loadable<KnowledgeTab[]>(() => knowledgeApi.tabs()))
  const { study, dialogs, busy } = useStudy({
    loginStyle: claimLogin(source?.kind === 'tab' ? source.code : undefined),
    onChanged: () => void list.refresh(),
    resumeId: params.claim,
  })

  useEffect(() => {
    void list.loadFirst()
    if (source?.kind === 'tab') void tabs.loadOnce()
  }, [list, tabs, source])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  const tabName = source?.kind === 'tab' ? tabs.data?.find((t) => t.id === source.typeId)?.name ?? '' : floorName
  const title = tabName || KNOWLEDGE_APP_TEXT.storeTitle
  useEffect(() => {
    if (tabName) setDocumentTitle(pageTitle(tabName))
  }, [tabName])

  return (
    <View className="k-list" data-source={source?.kind === 'floor' ? `floor-${source.ksHomePageId}` : source?.kind === 'tab' ? source.code : 'none'}>
      <NavBar title={title} />
      <View className="k-list__head">
        <Text className="k-list__title">{title}</Text>
      </View>
      <View className="k-list__items">
        {list.items.map((g) => (
          <View key={g.id} className="k-list__item">
            <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
          </View>
        ))}
        <ListFooter footer={source ? list.footer : 'empty'} onRetry={() => void list.loadMore()} emptyText={KNOWLEDGE_APP_TEXT.noGoods} />
      </View>
      {dialogs}
    </View>
  )
})
