/** The packages (specifications) of a goods as choosable chips with their prices; sold-out ones cannot be chosen. */
import { Text, View } from '@tarojs/components'
import type { Specification } from '@contract/goods'
import { priceLabel } from '@/core/money'
import './index.css'

/** A package chip's sold-out mark. */
export const SPEC_PICKER_TEXT = { soldOut: '已售罄' } as const

export interface SpecPickerProps {
  specs: Specification[]
  selectedId: number | null
  onSelect(spec: Specification): void
}

export function SpecPicker({ specs, selectedId, onSelect }: SpecPickerProps) {
  return (
    <View className="spec-picker">
      {specs.map((spec) => {
        const selected = spec.spPriceId === selectedId
        return (
          <View
            key={spec.spPriceId}
            className={`spec-picker__item${selected ? ' spec-picker__item--selected' : ''}${spec.soldOut ? ' spec-picker__item--disabled' : ''}`}
            data-sp-price-id={spec.spPriceId}
            {...{ ariaDisabled: spec.soldOut || undefined }}
            onClick={() => { if (!spec.soldOut && !selected) onSelect(spec) }}
          >
            <Text className="spec-picker__name">{spec.name}</Text>
            <Text className="spec-picker__price">{spec.soldOut ? SPEC_PICKER_TEXT.soldOut : priceLabel(spec.presentPrice)}</Text>
          </View>
        )
      })}
    </View>
  )
}
