/**
 * /pkg-received: what the learner received (knowCategoryPageList auditionType 2, "received": goods with a completed
 * order, the claimed free goods among them), each with '去学习'. Needs login.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { PATHS } from '@/core/links'
import { EmptyState } from '@/components/EmptyState'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { navigateTo } from '@/platform/navigation'
import { useKnowledgeApi } from '@/services/knowledge'
import { Loadable } from '@/stores/loadable'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { goStudy } from '../components/useStudy'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const Received = observer(function Received() {
  const knowledgeApi = useKnowledgeApi()
  const [list] = useState(() => new Loadable<KnowledgeGoods[]>(async () => (await knowledgeApi.auditionPage(2)).list))
  useEffect(() => {
    void list.loadOnce()
  }, [list])

  if (list.status === 'loading') return <GoodsSkeleton rows={3} />
  if (list.status === 'error' || !list.data) return <LoadError onRetry={() => void list.load()} />
  if (list.data.length === 0) {
    return (
      <EmptyState title={KNOWLEDGE_APP_TEXT.noReceived} description="">
        <Button type="primary" size="small" onClick={() => void navigateTo(PATHS.knowledgeHome)}>{KNOWLEDGE_APP_TEXT.storeTitle}</Button>
      </EmptyState>
    )
  }
  return (
    <View className="k-received__items">
      {list.data.map((g) => (
        <View key={g.id} className="k-received__item">
          <KnowledgeCard goods={g} action="study" onStudy={goStudy} />
        </View>
      ))}
    </View>
  )
})

export default function ReceivedPage() {
  useScrollMemory()
  return (
    <View className="k-received">
      <NavBar title={KNOWLEDGE_APP_TEXT.myReceived} />
      <LoginGate>
        <Received />
      </LoginGate>
    </View>
  )
}
