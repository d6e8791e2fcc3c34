/** /course-detail?id= (knowledge goods id): one knowledge goods with '马上学习' and sharing. */
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { DetailView } from '../components/DetailView'

export default function CourseDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  return (
    <View>
      <NavBar title="课程详情" />
      {Number.isInteger(id) && id > 0 ? <DetailView id={id} /> : <EmptyState title={KNOWLEDGE_APP_TEXT.noGoods} description="" />}
    </View>
  )
}
