/** The named route category (/category?id=&name=): one category's goods, an endless list of 10 a page. */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { CategoryGoods } from '@/components/CategoryGoods'
import { NavBar } from '@/components/NavBar'
import { setDocumentTitle } from '@/platform/location'
import './index.css'

/** The category page's default title. */
export const CATEGORY_PAGE_TEXT = { pageTitle: '课程分类' } as const

export default function CategoryPage() {
  const { params } = useRouter()
  const name = decodeParam(params.name) || CATEGORY_PAGE_TEXT.pageTitle

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
  }, [name])

  return (
    <View className="category-page">
      <NavBar title={name} />
      <CategoryGoods categoryId={Number(params.id) || undefined} itemClassName="category-page__item" />
    </View>
  )
}
