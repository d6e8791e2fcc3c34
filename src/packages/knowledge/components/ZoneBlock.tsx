/**
 * The zone a knowledge goods belongs to (docs/spec/content-access.md section 7 knowZone(knowZoneId); section 9 zone ids), under
 * the goods on its pages: the zone's name, remark and size, '更多' to the zone page on that zone, and a few more of
 * its goods with their '马上学习'. Nothing while it loads or when the goods is in no zone; a failed read, a retry.
 */
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { KnowledgeGoods, KnowledgeZoneDetail } from '@contract/knowledge'
import { KNOWLEDGE_TEXT, type StudyAction } from '@/core/knowledge'
import { KNOWLEDGE_DETAIL_TEXT, zoneSiblings, zoneUrl } from '@/core/knowledgeDetail'
import { LoadError } from '@/components/ListFooter'
import { Section } from '@/components/Section'
import { navigateTo } from '@/platform/navigation'
import type { Loadable } from '@/stores/loadable'
import { KnowledgeCard } from './KnowledgeCard'
import './ZoneBlock.css'

export interface ZoneBlockProps {
  zone: Loadable<KnowledgeZoneDetail>
  currentId: number
  onStudy(goods: KnowledgeGoods, action: StudyAction): void
  busy(goods: KnowledgeGoods): boolean
  booked: Set<number>
}

export const ZoneBlock = observer(function ZoneBlock({ zone, currentId, onStudy, busy, booked }: ZoneBlockProps) {
  const z = zone.data
  // A zone read that got no answer says so with a retry; the goods above stays.
  if (zone.status === 'error') {
    return (
      <View className="k-zone k-zone--error">
        <LoadError onRetry={() => void zone.load()} />
      </View>
    )
  }
  if (!z) return null
  const url = zoneUrl(z)
  const others = zoneSiblings(z.goods, currentId)
  return (
    <Section
      className="k-zone"
      title={KNOWLEDGE_DETAIL_TEXT.zoneOf(z.name)}
      extra={url ? KNOWLEDGE_TEXT.more : undefined}
      onExtra={() => url && void navigateTo(url)}
    >
      <View className="k-zone__about" data-zone-id={z.id}>
        <Text className="k-zone__remark">{z.remark}</Text>
        <Text className="k-zone__count">{KNOWLEDGE_DETAIL_TEXT.zoneGoods(z.goods.length)}</Text>
      </View>
      {others.map((g) => (
        <View key={g.id} className="k-zone__item">
          <KnowledgeCard goods={g} onStudy={onStudy} busy={busy(g)} booked={booked.has(g.id)} />
        </View>
      ))}
    </Section>
  )
})
