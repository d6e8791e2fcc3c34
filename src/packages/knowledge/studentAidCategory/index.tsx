/**
 * /wx/category?id= : a student-aid category: its sub-categories as tabs ('全部' first; nextCourseCategorysById, page
 * size 100) and the goods of the chosen one (obtainCoursesById, page size 1000: one page), with '马上学习'. Tabs that fail
 * to load: '加载失败，点击重试' under '全部'; a failed name read (wxCourseCategorys) leaves the title 助学专区.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import type { RecordsPage, WxCategory } from '@contract/practice'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { WX_APP_TEXT } from '@/core/studentAid'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError, LoadErrorLine } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { useStudentAidApi, type StudentAidApi } from '@/services/studentAid'
import { Loadable } from '@/stores/loadable'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useStudy } from '../components/useStudy'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

class GoodsByCategory {
  private lists = new Map<number, Loadable<KnowledgeGoods[]>>()

  constructor(private readonly studentAidApi: StudentAidApi) {}

  get(id: number) {
    let l = this.lists.get(id)
    if (!l) {
      l = new Loadable(async () => (await this.studentAidApi.goods(id)).records)
      this.lists.set(id, l)
    }
    return l
  }
}

export default observer(function WxCategoryPage() {
  useScrollMemory()
  const { params } = useRouter()
  const rootId = Number(params.id)
  const studentAidApi = useStudentAidApi()
  const [children] = useState(() => new Loadable<RecordsPage<WxCategory>>(() => studentAidApi.children(rootId)))
  const [all] = useState(() => new Loadable<RecordsPage<WxCategory>>(() => studentAidApi.categories()))
  const [goodsBy] = useState(() => new GoodsByCategory(studentAidApi))
  const [chosen, setChosen] = useState(rootId)
  const goods = goodsBy.get(chosen)
  const { study, dialogs, busy } = useStudy({ onChanged: () => void goods.load() })

  useEffect(() => {
    void children.loadOnce()
    void all.loadOnce()
  }, [children, all])
  useEffect(() => {
    void goods.loadOnce()
  }, [goods])

  const name = all.data?.records.find((c) => c.id === rootId)?.name ?? WX_APP_TEXT.title
  const tabs = [{ id: rootId, name: WX_APP_TEXT.all }, ...(children.data?.records ?? [])]
  return (
    <View className="wx-cat" data-category-id={chosen}>
      <NavBar title={name} />
      <Text className="wx-cat__title">{name}</Text>
      <Tabs key={tabs.length} value={String(chosen)} duration={0} align="left" onChange={(v) => setChosen(Number(v))}>
        {tabs.map((t) => (
          <Tabs.TabPane key={t.id} value={String(t.id)} title={t.name} />
        ))}
      </Tabs>
      {children.status === 'error' && <LoadErrorLine onRetry={() => void children.load()} />}
      {goods.status === 'loading' && <GoodsSkeleton rows={3} />}
      {goods.status === 'error' && <LoadError onRetry={() => void goods.load()} />}
      <View className="wx-cat__items">
        {goods.data?.map((g) => (
          <View key={g.id} className="wx-cat__item">
            <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
          </View>
        ))}
        {goods.data?.length === 0 && <Text className="wx-cat__none">{KNOWLEDGE_APP_TEXT.noGoods}</Text>}
      </View>
      {dialogs}
    </View>
  )
})
