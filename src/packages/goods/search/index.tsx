/**
 * /searchPage (docs/spec/content-access.md section 2): a search bar (focused on entry), recent searches (kept on the device,
 * clearable) and hot words before a search; after it, the matching goods, 10 a page, more near the bottom of the
 * page, '没有更多了' at the end, an empty state when nothing matches. `?keyword=` searches at once. The house title bar
 * (back arrow, '搜索') above the search bar. Hot words that fail to load are left out: they only suggest.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { Del } from '@nutui/icons-react-taro'
import type { GoodsItem, HotWord } from '@contract/goods'
import { PAGE_SIZE } from '@/core/paging'
import { APP_TEXT } from '@/core/texts'
import { GoodsCard } from '@/components/GoodsCard'
import { ListFooter } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { useLoadMore } from '@/components/ListFooter/hooks'
import { FOCUS_ON_SHOW } from '@/platform/input'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { useRecentSearches } from './useRecentSearches'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const noSearch = () => Promise.reject(new Error('no keyword'))

export default observer(function SearchPage() {
  useScrollMemory()
  const goodsApi = useGoodsApi()
  const { params } = useRouter()
  const [input, setInput] = useState(params.keyword ?? '')
  const [keyword, setKeyword] = useState('')
  const [hot] = useState(() => new Loadable<HotWord[]>(() => goodsApi.hotWords()))
  const [results] = useState(() => new PagedList<GoodsItem>(noSearch))
  const recent = useRecentSearches()
  const initial = useRef(params.keyword ?? '')

  const search = (text: string) => {
    const word = text.trim()
    if (!word) return
    setInput(word)
    setKeyword(word)
    recent.add(word)
    void results.reset((page) => goodsApi.search(word, page, PAGE_SIZE))
  }

  useEffect(() => {
    void hot.loadOnce()
    if (initial.current) search(initial.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry
  }, [])
  useLoadMore(() => (keyword ? results.loadMore() : undefined))

  const hotWords = hot.data ?? []
  const onChange = (value: string) => {
    setInput(value)
    if (!value.trim() && keyword) {
      setKeyword('')
      results.clear()
    }
  }

  return (
    <View className="search-page">
      <NavBar title={APP_TEXT.search} />
      <View className="search-page__bar">
        <SearchBar
          className="search-page__input"
          value={input}
          placeholder={APP_TEXT.searchPlaceholder}
          shape="round"
          maxLength={40}
          // Not NutUI's autoFocus: it calls focus() from an effect, before Taro's H5 input has rendered its <input>.
          inputProps={FOCUS_ON_SHOW}
          right={<Text className="search-page__go" onClick={() => search(input)}>{APP_TEXT.search}</Text>}
          onChange={onChange}
          onSearch={search}
          onClear={() => onChange('')}
        />
      </View>

      {keyword ? (
        <View className="search-page__results">
          {results.items.map((goods) => (
            <View key={goods.goodsId} className="search-page__item">
              <GoodsCard goods={goods} />
            </View>
          ))}
          <ListFooter
            footer={results.footer}
            onRetry={() => void results.loadMore()}
            emptyText={APP_TEXT.noResult}
            emptyHint={APP_TEXT.noResultHint}
          />
        </View>
      ) : (
        <View className="search-page__suggest">
          {recent.words.length > 0 && (
            <View className="search-block search-block--recent">
              <View className="search-block__head">
                <Text className="search-block__title">{APP_TEXT.recentSearch}</Text>
                <View className="search-block__clear" onClick={recent.clear}>
                  <Del size={14} color="#999" />
                  <Text className="search-block__clear-text">{APP_TEXT.clearRecent}</Text>
                </View>
              </View>
              <View className="search-block__chips">
                {recent.words.map((w) => (
                  <Text key={w} className="search-chip search-chip--recent" onClick={() => search(w)}>{w}</Text>
                ))}
              </View>
            </View>
          )}
          {hotWords.length > 0 && (
            <View className="search-block search-block--hot">
              <View className="search-block__head">
                <Text className="search-block__title">{APP_TEXT.hotSearch}</Text>
              </View>
              <View className="search-block__chips">
                {hotWords.map((h, i) => (
                  <Text key={h.word} className={`search-chip search-chip--hot${i < 3 ? ' search-chip--top' : ''}`} onClick={() => search(h.word)}>
                    {h.word}
                  </Text>
                ))}
              </View>
            </View>
          )}
        </View>
      )}
    </View>
  )
})
