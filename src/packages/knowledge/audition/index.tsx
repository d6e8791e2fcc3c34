/**
 * /audition, the 试听课程 tab (stkc, id 1): audition categories (knowCategoryList, '全部' first) and, for the chosen one,
 * the auditions open now (knowCategoryPageList auditionType 1: play) and those to book (auditionType 3, with their
 * opening time; '已预约' on those the learner booked, by ifSubscribe). Playing and booking need a token (the 课程领取 popup
 * first). Received ones are on /pkg-received. Categories that fail to load: '加载失败，点击重试' under the tabs.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { AuditionCategory, KnowledgeGoods } from '@contract/knowledge'
import { auditionAction, KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { WX_APP_TEXT } from '@/core/studentAid'
import { PATHS } from '@/core/links'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError, LoadErrorLine } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { navigateTo } from '@/platform/navigation'
import { useKnowledgeApi, type KnowledgeApi } from '@/services/knowledge'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useBooked } from '../components/useBooked'
import { useStudy } from '../components/useStudy'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The knowledge store audition list's title. */
export const K_AUDITION_TEXT = { pageTitle: '试听课程' } as const

const ALL = 0

class AuditionLists {
  constructor(private readonly knowledgeApi: Pick<KnowledgeApi, 'auditionPage'>) {}

  private lists = new Map<number, Loadable<{ now: KnowledgeGoods[]; book: KnowledgeGoods[] }>>()

  get(categoryId: number) {
    let l = this.lists.get(categoryId)
    if (!l) {
      const cat = categoryId === ALL ? undefined : categoryId
      l = new Loadable(async () => {
        const [now, book] = await Promise.all([this.knowledgeApi.auditionPage(1, 1, cat), this.knowledgeApi.auditionPage(3, 1, cat)])
        return { now: now.list, book: book.list }
      })
      this.lists.set(categoryId, l)
    }
    return l
  }

  reloadAll() {
    for (const l of this.lists.values()) void l.load()
  }
}

export default observer(function AuditionPage() {
  useScrollMemory()
  const knowledgeApi = useKnowledgeApi()
  const [categories] = useState(() => new Loadable<AuditionCategory[]>(() => knowledgeApi.auditionCategories()))
  const [lists] = useState(() => new AuditionLists(knowledgeApi))
  const [categoryId, setCategoryId] = useState(ALL)
  const list = lists.get(categoryId)
  const { session } = useStores()
  const booking = useBooked(list.data?.book.map((g) => g.id) ?? [], session.isLoggedIn)
  const { study, dialogs } = useStudy({
    onChanged: () => {
      lists.reloadAll()
      booking.reload()
    },
  })

  useEffect(() => {
    void categories.loadOnce()
  }, [categories])
  useEffect(() => {
    void list.loadOnce()
  }, [list])

  const tabs = [{ id: ALL, name: WX_APP_TEXT.all }, ...(categories.data ?? [])]
  const section = (title: string, goods: KnowledgeGoods[], kind: string) =>
    goods.length > 0 && (
      <Section className={`k-audition__section k-audition__section--${kind}`} title={title}>
        {goods.map((g) => (
          <View key={g.id} className="k-audition__item">
            <KnowledgeCard goods={g} action={auditionAction(g)} onStudy={study} booked={booking.booked.has(g.id)} />
          </View>
        ))}
      </Section>
    )

  return (
    <View className="k-audition">
      <NavBar title={K_AUDITION_TEXT.pageTitle} />
      <Tabs key={tabs.length} value={String(categoryId)} duration={0} onChange={(v) => setCategoryId(Number(v))}>
        {tabs.map((t) => (
          <Tabs.TabPane key={t.id} value={String(t.id)} title={t.name} />
        ))}
      </Tabs>
      {categories.status === 'error' && <LoadErrorLine onRetry={() => void categories.load()} />}
      <View className="k-audition__received" onClick={() => void navigateTo(PATHS.pkgReceived)}>
        <Text>{KNOWLEDGE_APP_TEXT.myReceived}</Text>
      </View>
      {list.status === 'loading' && <GoodsSkeleton rows={3} />}
      {list.status === 'error' && <LoadError onRetry={() => void list.load()} />}
      {list.data && (
        <View className="k-audition__lists">
          {section(KNOWLEDGE_APP_TEXT.play, list.data.now, 'now')}
          {section(KNOWLEDGE_APP_TEXT.book, list.data.book, 'book')}
          {list.data.now.length + list.data.book.length === 0 && <Text className="k-audition__none">{KNOWLEDGE_APP_TEXT.noGoods}</Text>}
        </View>
      )}
      {dialogs}
    </View>
  )
})
