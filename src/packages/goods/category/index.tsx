/**
 * The named route category (/category?id=&name=): one category's goods, an endless list of 10 a page. Back on the page
 * (from a goods page) the learner is where they left it: the scroll position, with as many pages as were shown, also
 * when the page is made afresh (a reload on the goods page, then back): useReturnPoint.
 */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { GoodsItem } from '@contract/goods'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { CategoryGoods, useCategoryList } from '@/components/CategoryGoods'
import { useReturnPoint } from '@/components/hooks/useReturnPoint'
import { NavBar } from '@/components/NavBar'
import { setDocumentTitle } from '@/platform/location'
import type { PagedList } from '@/stores/paged'
import './index.css'

/** The category page's default title. */
export const CATEGORY_PAGE_TEXT = { pageTitle: '课程分类' } as const

/** Pages 1 to `pages` of the list, one after another (fewer when it ends or fails first). */
async function loadPages(list: PagedList<GoodsItem>, pages: number): Promise<void> {
  await list.loadFirst()
  while (list.state.page < pages && !list.state.finished && !list.state.error) await list.loadMore()
}

export default function CategoryPage() {
  const { params } = useRouter()
  const name = decodeParam(params.name) || CATEGORY_PAGE_TEXT.pageTitle
  const list = useCategoryList(Number(params.id) || undefined)
  const place = useReturnPoint<{ pages: number }>('category', () => ({ pages: list.state.page }))

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
  }, [name])
  useEffect(() => {
    void loadPages(list, place.kept?.pages ?? 1).then(place.restored)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list])

  return (
    <View className="category-page">
      <NavBar title={name} />
      <CategoryGoods list={list} itemClassName="category-page__item" />
    </View>
  )
}
