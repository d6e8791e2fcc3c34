/**
 * The sub-navigation sheet: every top item with its sub-items as chips. Items with spread 1 (and the current top
 * item) open expanded, the others fold until tapped; a sub-item with spread 1 also lists its courses.
 * A chip selects that node (a sub-item: its first course).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { PracticeNode } from '@contract/practice'
import { PRACTICE_APP_TEXT, initiallyExpanded, type NavSelection } from '@/core/practice'

export interface NavSheetProps {
  visible: boolean
  tree: PracticeNode[]
  selection: NavSelection
  onChoose(id: number): void
  onClose(): void
}

function Chip({ node, active, onChoose }: { node: PracticeNode; active: boolean; onChoose(id: number): void }) {
  return (
    <Text className={`practice-sheet__chip${active ? ' practice-sheet__chip--active' : ''}`} data-node-id={node.id} onClick={() => onChoose(node.id)}>
      {node.sortName}
    </Text>
  )
}

export function NavSheet({ visible, tree, selection, onChoose, onClose }: NavSheetProps) {
  const [open, setOpen] = useState<number[]>([])
  useEffect(() => {
    if (visible) setOpen(initiallyExpanded(tree, selection.topId))
  }, [visible, tree, selection.topId])

  const toggle = (id: number) => setOpen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
  const active = (id: number) => id === selection.subId || id === selection.courseId

  return (
    <Popup visible={visible} position="bottom" round closeable title={PRACTICE_APP_TEXT.sheetTitle} className="practice-sheet" onClose={onClose}>
      <View className="practice-sheet__body">
        {tree.map((top) => {
          const expanded = open.includes(top.id)
          return (
            <View key={top.id} className="practice-sheet__group" data-node-id={top.id} data-expanded={expanded ? 1 : 0}>
              <View className="practice-sheet__head" onClick={() => toggle(top.id)}>
                <Text className={`practice-sheet__name${top.id === selection.topId ? ' practice-sheet__name--active' : ''}`}>{top.sortName}</Text>
                <Text className="practice-sheet__fold">{expanded ? '−' : '+'}</Text>
              </View>
              {expanded && (
                <View className="practice-sheet__chips">
                  {top.children.map((sub) => (
                    <View key={sub.id} className="practice-sheet__sub">
                      <Chip node={sub} active={active(sub.id)} onChoose={onChoose} />
                      {sub.spread === 1 && sub.children.map((c) => <Chip key={c.id} node={c} active={active(c.id)} onChoose={onChoose} />)}
                    </View>
                  ))}
                </View>
              )}
            </View>
          )
        })}
      </View>
    </Popup>
  )
}
