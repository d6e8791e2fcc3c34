/**
 * /job-share?id= : the page a shared job-zone goods opens (the share menu and the poster of a detail lead here): the
 * goods with a 'shared with you' ribbon, the visit counted as a click (statistics clickVolume), '马上学习' and sharing
 * on. Without an id it offers the job zone (/job).
 */
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { KNOWLEDGE_APP_TEXT, KNOWLEDGE_TAB } from '@/core/knowledge'
import { link } from '@/core/links'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { navigateTo } from '@/platform/navigation'
import { DetailView } from '../components/DetailView'

/** The job share page's wording. */
export const JOB_SHARE_TEXT = { pageTitle: '就业分享', toQa: '就业常识问答' } as const

export default function JobSharePage() {
  const { params } = useRouter()
  const id = Number(params.id)
  return (
    <View>
      <NavBar title={JOB_SHARE_TEXT.pageTitle} />
      {Number.isInteger(id) && id > 0 ? (
        <DetailView id={id} shared />
      ) : (
        <EmptyState title={KNOWLEDGE_APP_TEXT.noGoods} description="">
          <Button type="primary" size="small" onClick={() => void navigateTo(link('zoneJob', { typeId: KNOWLEDGE_TAB.jycswd }))}>{JOB_SHARE_TEXT.toQa}</Button>
        </EmptyState>
      )}
    </View>
  )
}
