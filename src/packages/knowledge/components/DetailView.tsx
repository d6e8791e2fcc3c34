/**
 * One knowledge goods (knowGoodsDetail): its head, views counted once a visit (statistics pageViewsClick), the
 * '马上学习' bar and the share float button with its poster. /course-detail and /job-share (a shared link: the
 * 'shared with you' ribbon, and the visit counted as a click of the share) show it.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@shared/knowledge'
import { KNOWLEDGE_APP_TEXT, sharePath, studyAction } from '@/core/knowledge'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError } from '@/components/ListFooter'
import { knowledgeApi } from '@/services'
import { Loadable } from '@/stores/loadable'
import { GoodsInfo } from './GoodsInfo'
import { studyLabel } from './KnowledgeCard'
import { ShareFloat } from './Share'
import { useStudy } from './useStudy'
import './DetailView.css'
import { useShare } from '@/components/PageShare'

export const DetailView = observer(function DetailView({ id, shared = false }: { id: number; shared?: boolean }) {
  const [goods] = useState(() => new Loadable<KnowledgeGoods>(() => knowledgeApi.goods(id)))
  const [views, setViews] = useState<number | null>(null)
  const { study, dialogs, busy } = useStudy({ onChanged: () => void goods.load() })

  useEffect(() => {
    void goods.loadOnce()
    knowledgeApi.countView(id).then((s) => setViews(s.views), () => undefined)
    if (shared) knowledgeApi.countClick(id).catch(() => undefined)
  }, [goods, id, shared])
  const share = useShare({ title: goods.data?.goodsName ?? KNOWLEDGE_APP_TEXT.storeTitle, link: sharePath({ id, zoneId: goods.data?.zoneId ?? null }) })

  if (goods.status === 'loading') return <GoodsSkeleton rows={2} />
  if (goods.status === 'error' || !goods.data) return <LoadError onRetry={() => void goods.load()} />
  const g = goods.data
  const action = studyAction(g)
  return (
    <View className="k-detail" data-knowledge-id={g.id}>
      {shared && <Text className="k-detail__shared">{KNOWLEDGE_APP_TEXT.sharedToYou}</Text>}
      <GoodsInfo goods={g}>
        {views !== null && <Text className="k-detail__views">{KNOWLEDGE_APP_TEXT.views(views)}</Text>}
      </GoodsInfo>
      <View className="k-bar">
        <Button className="k-bar__main" type="primary" block loading={busy(g)} onClick={() => !busy(g) && study(g, action)}>
          {studyLabel(action, false)}
        </Button>
      </View>
      <ShareFloat path={share?.link} poster={{ title: KNOWLEDGE_APP_TEXT.storeTitle, name: g.goodsName, remark: g.remark, cover: g.goodsUrl }} />
      {dialogs}
    </View>
  )
})
