/**
 * The course catalogue, /publicPage/homeSchool (网校), a kept-alive tab page: tabs of the goods categories
 * ('全部' first), each an endless list of goods, 10 a page, loaded near the bottom of the page, '没有更多了' at
 * the end. The selected category lives in the ui store: the home page sets it before switching here (a switchTab
 * carries no query in the mini-program).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { GoodsCategory, GoodsItem } from '@contract/goods'
import { PAGE_SIZE } from '@/core/paging'
import { APP_TEXT } from '@/core/texts'
import { GoodsCard } from '@/components/GoodsCard'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { PageTabBar, useTabPage } from '@/components/TabBar'
import { scrollToTop } from '@/platform/page'
import { useGoodsApi, type GoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { StaffHome } from './StaffHome'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const PAGE = 'pages/school/index'
const ALL = 'all'

const tabKey = (categoryId: number | null) => (categoryId === null ? ALL : String(categoryId))

/** One list per category, created when its tab is first shown. */
class CategoryLists {
  private lists = new Map<string, PagedList<GoodsItem>>()

  constructor(private readonly goodsApi: GoodsApi) {}

  get(categoryId: number | null): PagedList<GoodsItem> {
    const key = tabKey(categoryId)
    let list = this.lists.get(key)
    if (!list) {
      list = new PagedList<GoodsItem>((page) => this.goodsApi.categoryGoods(categoryId ?? undefined, page, PAGE_SIZE))
      this.lists.set(key, list)
    }
    return list
  }
}

/**
 * For bound sales staff on client 2 this tab is their home (docs/spec/content-access.md section 2; src/core/tabs.ts), for
 * everyone else the catalogue.
 */
export default observer(function HomeSchoolPage() {
  useScrollMemory()
  useTabPage(PAGE)
  const { staff } = useStores()
  return (
    <View className="school-page tab-page">
      {staff.showHomeTab ? <StaffHome /> : <Catalogue />}
      <PageTabBar page={PAGE} />
    </View>
  )
})

const Catalogue = observer(function Catalogue() {
  const { ui } = useStores()
  const goodsApi = useGoodsApi()
  const [categories] = useState(() => new Loadable<GoodsCategory[]>(() => goodsApi.categories()))
  const [lists] = useState(() => new CategoryLists(goodsApi))
  const categoryId = ui.schoolCategoryId
  const list = lists.get(categoryId)

  useEffect(() => {
    void categories.loadOnce()
  }, [categories])
  useEffect(() => {
    void list.loadFirst()
  }, [list])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => Promise.all([categories.load(), list.refresh()]))

  const choose = (value: string | number) => {
    const next = String(value) === ALL ? null : Number(value)
    if (next === categoryId) return
    ui.setSchoolCategory(next)
    scrollToTop()
  }

  const tabs = [{ key: ALL, title: APP_TEXT.all }, ...(categories.data ?? []).map((c) => ({ key: String(c.id), title: c.name }))]

  return (
    <>
      <View className="school-page__tabs">
        {/* Mounted again once the categories arrive, so the chosen tab is scrolled into view. */}
        <Tabs key={tabs.length} value={tabKey(categoryId)} onChange={choose} duration={0} align="left">
          {tabs.map((t) => (
            <Tabs.TabPane key={t.key} value={t.key} title={t.title} />
          ))}
        </Tabs>
      </View>
      <View className="school-page__list">
        {list.items.map((goods) => (
          <View key={goods.goodsId} className="school-page__item">
            <GoodsCard goods={goods} />
          </View>
        ))}
        <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={APP_TEXT.noGoods} />
      </View>
    </>
  )
})
