/**
 * A learning-time ranking ticker: one line at a time, scrolling up, drawn as NutUI NoticeBar's vertical list draws it
 * (its classes and styles, the spec's marquee speed, 2 s on each line). The timer is kept here: NoticeBar's vertical
 * list clears a stale handle when it unmounts and leaves its interval running for good, on every page it was on. This
 * one stops when the page is hidden or left.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { PracticeLearnInfo } from '@contract/practice'
import { marqueeSpeed, rankingLine } from '@/core/practice'
import { usePageShown } from '@/components/hooks/usePageShown'

const LINE_PX = 36
const HOLD_MS = 2000

/** How long a line takes to scroll out, in s, as NoticeBar reckons it (a quarter of the line at the speed, to 0.1 s). */
export function rollSeconds(height: number, speed: number): number {
  const t = height / speed / 4
  return t < 1 ? Number(t.toFixed(1)) || Number((height / speed).toFixed(1)) : Math.floor(t)
}

export function RankingTicker({ title, list }: { title: string; list: PracticeLearnInfo[] }) {
  const shown = usePageShown()
  const [first, setFirst] = useState(0)
  const [rolling, setRolling] = useState(false)
  const count = list.length
  const roll = rollSeconds(LINE_PX, marqueeSpeed('ranking'))

  useEffect(() => {
    if (!shown || count < 2) return undefined
    let settle: ReturnType<typeof setTimeout> | undefined
    // as NoticeBar does: a first roll at once, then one every roll + hold
    const step = () => {
      setRolling(true)
      settle = setTimeout(() => {
        setRolling(false)
        setFirst((f) => (f + 1) % count)
      }, roll * 1000)
    }
    step()
    const timer = setInterval(step, roll * 1000 + HOLD_MS)
    return () => {
      clearInterval(timer)
      clearTimeout(settle)
    }
  }, [shown, count, roll])

  if (count === 0) return null
  const lines = list.map(rankingLine)
  const shownLines = [...lines.slice(first % count), ...lines.slice(0, first % count)]
  return (
    <View className="practice-ranking">
      <Text className="practice-ranking__title">{title}</Text>
      <View className="practice-ranking__ticker">
        <View className="nut-noticebar">
          <View className="nut-noticebar-vertical" style={{ height: `${LINE_PX}px` }}>
            <View className="nut-noticebar-box-horseLamp-list" style={rolling ? { transition: `all ${roll}s`, marginTop: `-${LINE_PX}px` } : undefined}>
              {shownLines.map((line, i) => (
                <View key={i} className="nut-noticebar-box-horseLamp-list-item" style={{ height: `${LINE_PX}px` }}>
                  {line}
                </View>
              ))}
            </View>
          </View>
        </View>
      </View>
    </View>
  )
}
