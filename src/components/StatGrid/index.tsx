/**
 * A row of figures with their labels (the referral statistics of the staff home and /pullnew, the mock-exam totals).
 * `block` names the CSS block: `<block>`, `<block>__item`, `<block>__item--<key>`, `<block>__value`, `<block>__label`.
 * '-' until the figures are known.
 */
import { Text, View } from '@tarojs/components'

export interface StatGridProps<K extends string> {
  block: string
  items: readonly (readonly [K, string])[]
  values: Readonly<Record<K, number>> | null
}

export function StatGrid<K extends string>({ block, items, values }: StatGridProps<K>) {
  return (
    <View className={block}>
      {items.map(([key, label]) => (
        <View key={key} className={`${block}__item ${block}__item--${key}`}>
          <Text className={`${block}__value`}>{values ? String(values[key]) : '-'}</Text>
          <Text className={`${block}__label`}>{label}</Text>
        </View>
      ))}
    </View>
  )
}
