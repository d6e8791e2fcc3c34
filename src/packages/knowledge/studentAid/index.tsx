/**
 * /wx, the student-aid home (docs/spec/content-access.md section 2, "Home (wx) also has category nav, floors of goods with tags,
 * loading text 加载中, end text 没有更多了 (only when not loading, finished and page above 1)"): a search entry
 * (/wx/search), the check-in entry (/wx/checkin), the category nav (wxCourseCategorys) and the floors, 5 categories a
 * page with 2 goods each (wxFirstCourseCategorys), loaded near the bottom. A nav that fails to load: '加载失败，点击重试'.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import { ArrowRight, Search } from '@nutui/icons-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import type { RecordsPage, WxCategory } from '@contract/practice'
import { KNOWLEDGE_TEXT } from '@/core/knowledge'
import { recordsToPage, WX_APP_TEXT, wxCategoryUrl } from '@/core/studentAid'
import { PATHS } from '@/core/links'
import { LoadErrorLine } from '@/components/ListFooter'
import { usePullRefresh, useLoadMore } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { useStudentAidApi, type StudentAidApi } from '@/services/studentAid'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useStudy } from '../components/useStudy'
import { WxFooter } from '../components/WxFooter'
import './index.css'
import { useShare } from '@/components/PageShare'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

type Floor = { category: WxCategory; goods: KnowledgeGoods[] }

const floorPage = (studentAidApi: StudentAidApi) => async (page: number) => {
  const res = await studentAidApi.floors(page)
  return recordsToPage<Floor>({ ...res, records: res.records.map((category) => ({ category, goods: res.data[String(category.id)] ?? [] })) })
}

export default observer(function WxHomePage() {
  useScrollMemory()
  const studentAidApi = useStudentAidApi()
  const [nav] = useState(() => new Loadable<RecordsPage<WxCategory>>(() => studentAidApi.categories()))
  const [floors] = useState(() => new PagedList<Floor>(floorPage(studentAidApi)))
  const { study, dialogs, busy } = useStudy({ onChanged: () => void floors.refresh() })

  useEffect(() => {
    void nav.loadOnce()
    void floors.loadFirst()
  }, [nav, floors])
  useLoadMore(() => floors.loadMore())
  usePullRefresh(() => Promise.all([nav.load(), floors.refresh()]))
  useShare({ title: WX_APP_TEXT.title, link: PATHS.wx })

  return (
    <View className="wx-home">
      <NavBar title={WX_APP_TEXT.title} />
      <View className="wx-home__top">
        <View className="wx-home__search" onClick={() => void navigateTo(PATHS.wxSearch)}>
          <Search size={14} color="#999" />
          <Text className="wx-home__search-text">{WX_APP_TEXT.searchPlaceholder}</Text>
        </View>
        <View className="wx-home__checkin" onClick={() => void navigateTo(PATHS.wxCheckin)}>
          <Text className="wx-home__checkin-title">{WX_APP_TEXT.checkinEntry}</Text>
          <Text className="wx-home__checkin-hint">{WX_APP_TEXT.checkinHint}</Text>
          <ArrowRight size={12} color="#fff" />
        </View>
      </View>
      {nav.status === 'error' && <LoadErrorLine onRetry={() => void nav.load()} />}
      {nav.data && (
        <View className="wx-home__nav">
          {nav.data.records.map((c) => (
            <View key={c.id} className="wx-home__nav-item" data-category-id={c.id} onClick={() => void navigateTo(wxCategoryUrl(c.id))}>
              <Image className="wx-home__nav-icon" src={mediaUrl(c.icon)} mode="aspectFill" />
              <Text className="wx-home__nav-name">{c.name}</Text>
            </View>
          ))}
        </View>
      )}
      {floors.items.map(({ category, goods }) => (
        <Section
          key={category.id}
          className="wx-home__floor"
          title={<Text data-floor-id={category.id}>{category.name}</Text>}
          extra={KNOWLEDGE_TEXT.more}
          onExtra={() => void navigateTo(wxCategoryUrl(category.id))}
        >
          {goods.map((g) => (
            <View key={g.id} className="wx-home__item">
              <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
            </View>
          ))}
        </Section>
      ))}
      <WxFooter state={floors.state} onRetry={() => void floors.loadMore()} emptyText={WX_APP_TEXT.noResult} />
      {dialogs}
    </View>
  )
})
