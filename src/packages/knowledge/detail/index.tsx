/** /course-detail?id= (knowledge goods id): one knowledge goods with '马上学习' and sharing. */
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { DetailView } from '../components/DetailView'

/** The knowledge course page's title. */
export const K_DETAIL_TEXT = { pageTitle: '课程详情' } as const

export default function CourseDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  return (
    <View>
      <NavBar title={K_DETAIL_TEXT.pageTitle} />
      {Number.isInteger(id) && id > 0 ? <DetailView id={id} /> : <EmptyState title={KNOWLEDGE_APP_TEXT.noGoods} description="" />}
    </View>
  )
}
