/**
 * "Course-industry switcher: action sheet 全部行业 with a tree of sortName" (getPracticeName of the tab's sort): the
 * current industry's name with '切换行业'; the sheet lists industries and their sub-items depth first, indented, the
 * current path in red.
 * A choice selects that node (a top item: its first child).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ActionSheet } from '@nutui/nutui-react-taro'
import { ArrowDown } from '@nutui/icons-react-taro'
import type { PracticeNameNode } from '@contract/practice'
import { PRACTICE_APP_TEXT, PRACTICE_TEXT, industryOptions, type NavSelection } from '@/core/practice'
import { APP_TEXT } from '@/core/texts'

export interface IndustrySwitcherProps {
  label: string
  names: PracticeNameNode[] | null
  selection: NavSelection
  onOpen(): void
  onChoose(id: number): void
}

export function IndustrySwitcher({ label, names, selection, onOpen, onChoose }: IndustrySwitcherProps) {
  const [visible, setVisible] = useState(false)
  const options = industryOptions(names ?? [], selection).map(({ active, ...o }) => ({ ...o, danger: active }))
  return (
    <View className="practice-industry">
      <View
        className="practice-industry__trigger"
        onClick={() => {
          onOpen()
          setVisible(true)
        }}
      >
        <Text className="practice-industry__label">{label}</Text>
        <Text className="practice-industry__switch">{PRACTICE_APP_TEXT.switchIndustry}</Text>
        <ArrowDown size={12} color="#cf2a20" />
      </View>
      <ActionSheet
        className="practice-industry__sheet"
        visible={visible}
        title={PRACTICE_TEXT.industries}
        options={options}
        cancelText={APP_TEXT.cancel}
        onCancel={() => setVisible(false)}
        onSelect={(item) => {
          setVisible(false)
          onChoose(Number(item.id))
        }}
      />
    </View>
  )
}
