/**
 * /wx/search: search the student-aid videos by name (courseCategorysLikeVideoName, MyBatis pages), 10 a page near the
 * bottom, with the zone's '加载中' / '没有更多了' footer. The words also come as ?videoName=.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import { recordsToPage, searchWords, WX_APP_TEXT } from '@/core/studentAid'
import { useLoadMore } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { FOCUS_ON_SHOW } from '@/platform/input'
import { useStudentAidApi, type StudentAidApi } from '@/services/studentAid'
import { PagedList } from '@/stores/paged'
import { KnowledgeCard } from '../components/KnowledgeCard'
import { useStudy } from '../components/useStudy'
import { WxFooter } from '../components/WxFooter'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const fetcherFor = (studentAidApi: StudentAidApi, words: string) => async (page: number) => recordsToPage(await studentAidApi.search(words, page))

export default observer(function WxSearchPage() {
  useScrollMemory()
  const { params } = useRouter()
  const studentAidApi = useStudentAidApi()
  const [input, setInput] = useState(params.videoName ? decodeURIComponent(params.videoName) : '')
  const [words, setWords] = useState('')
  const [list] = useState(() => new PagedList<KnowledgeGoods>(fetcherFor(studentAidApi, '')))
  const { study, dialogs, busy } = useStudy({ onChanged: () => void list.refresh() })

  const search = (text: string) => {
    const w = searchWords(text)
    if (!w) return
    setWords(w)
    void list.reset(fetcherFor(studentAidApi, w))
  }
  useEffect(() => {
    if (input) search(input)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useLoadMore(() => (words ? list.loadMore() : undefined))

  return (
    <View className="wx-search">
      <NavBar title={WX_APP_TEXT.search} />
      <SearchBar
        className="wx-search__bar"
        value={input}
        placeholder={WX_APP_TEXT.searchPlaceholder}
        shape="round"
        maxLength={50}
        inputProps={FOCUS_ON_SHOW}
        right={<Text className="wx-search__go" onClick={() => search(input)}>{WX_APP_TEXT.search}</Text>}
        onChange={(v) => setInput(String(v))}
        onSearch={(v) => search(String(v))}
      />
      {words && (
        <View className="wx-search__items">
          {list.items.map((g) => (
            <View key={g.id} className="wx-search__item">
              <KnowledgeCard goods={g} onStudy={study} busy={busy(g)} />
            </View>
          ))}
          <WxFooter state={list.state} onRetry={() => void list.loadMore()} emptyText={WX_APP_TEXT.noResult} />
        </View>
      )}
      {dialogs}
    </View>
  )
})
