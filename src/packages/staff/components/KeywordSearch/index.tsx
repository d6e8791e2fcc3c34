/**
 * The staff lists' keyword search (customers and private-pool leads: name or mobile; referral records: nickname or
 * mobile): a round search bar, 32 characters at most, searched on enter or '搜索', cleared with its clear button.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'

/** The keyword search's button. */
export const KEYWORD_SEARCH_TEXT = { search: '搜索' } as const

export const KEYWORD_MAX_LENGTH = 32

export function KeywordSearch({ placeholder, className, onSearch }: { placeholder: string; className?: string; onSearch(keyword: string): void }) {
  const [keyword, setKeyword] = useState('')
  return (
    <SearchBar
      className={className}
      value={keyword}
      placeholder={placeholder}
      shape="round"
      maxLength={KEYWORD_MAX_LENGTH}
      onChange={(v) => setKeyword(v)}
      onSearch={(v) => onSearch(v)}
      onClear={() => onSearch('')}
      right={<Text className="staff-list__go" onClick={() => onSearch(keyword)}>{KEYWORD_SEARCH_TEXT.search}</Text>}
    />
  )
}
