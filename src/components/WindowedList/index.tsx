/**
 * A long list drawn in chunks of `chunk` items (a page of the list each). In the mini-program a chunk that has left
 * the screen's neighbourhood (src/platform/listWindow) is drawn as one empty block of the height it had, and drawn
 * again as it comes near: my orders paged to 100 cards stays under WeChat's 1 000 nodes a page and 60 children a
 * node. H5 draws every item as before.
 */
import { useState, type ReactElement } from 'react'
import { View } from '@tarojs/components'
import { PAGE_SIZE } from '@/core/paging'
import { useNearScreen, WINDOW_LISTS } from '@/platform/listWindow'

export interface WindowedListProps<T> {
  items: readonly T[]
  /** Draws one item; the element needs its key. */
  renderItem: (item: T) => ReactElement
  /** Items per chunk (default: a page of a list, src/core/paging). */
  chunk?: number
}

let lists = 0

export function WindowedList<T>({ items, renderItem, chunk = PAGE_SIZE }: WindowedListProps<T>) {
  const [prefix] = useState(() => `windowed-list-${++lists}`)
  if (!WINDOW_LISTS) return <>{items.map(renderItem)}</>
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += chunk) chunks.push(items.slice(i, i + chunk))
  // The chunks in a block of their own: a page arriving is appended there, and Taro sends just the new chunk (a node
  // inserted before a sibling, such as the list's footer, makes it send the parent's children again, all of them).
  return (
    <View className="windowed-list">
      {chunks.map((part, n) => (
        <Chunk key={n} id={`${prefix}-${n}`} items={part} renderItem={renderItem} />
      ))}
    </View>
  )
}

function Chunk<T>({ id, items, renderItem }: { id: string; items: T[]; renderItem: (item: T) => ReactElement }) {
  const { near, height } = useNearScreen(id)
  const folded = !near && height > 0
  return (
    <View id={id} className="windowed-list__chunk" style={folded ? { height: `${height}px` } : undefined}>
      {folded ? null : items.map(renderItem)}
    </View>
  )
}
