/**
 * The top navigation of practice courses and its nested sub-navigation (two rows of NutUI Tabs, titles drawn here
 * to carry data-node-id, as the article tabs do), with the '全部' button that opens the sub-navigation sheet.
 * "Choosing a top item selects its first child" is the store's (src/core/practice selectTop).
 */
import { Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { PracticeNode } from '@contract/practice'
import { PRACTICE_APP_TEXT } from '@/core/practice'

interface TitleProps {
  node: PracticeNode
  active: boolean
  className: string
  onClick(): void
}

function Title({ node, active, className, onClick }: TitleProps) {
  return (
    <View
      className={`nut-tabs-titles-item nut-tabs-titles-item-left ${className}${active ? ` nut-tabs-titles-item-active ${className}--active` : ''}`}
      data-node-id={node.id}
      onClick={onClick}
    >
      <View className="nut-tabs-titles-item-line nut-tabs-titles-item-line-horizontal" />
      <View className="nut-tabs-titles-item-text">
        <Text>{node.sortName}</Text>
      </View>
    </View>
  )
}

interface NavRowProps {
  nodes: PracticeNode[]
  activeId: number | null
  className: string
  itemClass: string
  onChoose(id: number): void
}

function NavRow({ nodes, activeId, className, itemClass, onChoose }: NavRowProps) {
  const titles = nodes.map((n) => <Title key={n.id} node={n} active={n.id === activeId} className={itemClass} onClick={() => onChoose(n.id)} />)
  return (
    <View className={className}>
      <Tabs value={String(activeId ?? '')} duration={0} align="left" activeType="simple" title={() => titles}>
        {nodes.map((n) => (
          <Tabs.TabPane key={n.id} value={String(n.id)} title={n.sortName} />
        ))}
      </Tabs>
    </View>
  )
}

export interface PracticeNavProps {
  tree: PracticeNode[]
  topId: number | null
  subId: number | null
  onTop(id: number): void
  onSub(id: number): void
  onSheet(): void
}

export function PracticeNav({ tree, topId, subId, onTop, onSub, onSheet }: PracticeNavProps) {
  const subs = tree.find((n) => n.id === topId)?.children ?? []
  return (
    <View className="practice-nav" data-top-id={topId ?? ''} data-sub-id={subId ?? ''}>
      <NavRow nodes={tree} activeId={topId} className="practice-nav__top" itemClass="practice-nav__top-item" onChoose={onTop} />
      <View className="practice-nav__subs">
        <View className="practice-nav__sub-row">
          {subs.length > 0 && <NavRow nodes={subs} activeId={subId} className="practice-nav__sub" itemClass="practice-nav__sub-item" onChoose={onSub} />}
        </View>
        <Text className="practice-nav__sheet" onClick={onSheet}>{PRACTICE_APP_TEXT.allSub}</Text>
      </View>
    </View>
  )
}
