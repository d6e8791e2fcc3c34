/** The funnel's success pages (/cpaPioneerSuccess2, /cpaPioneerSuccess3): what was signed up for and what comes next. */
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Success } from '@nutui/icons-react-taro'
import { decodeParam } from '@/core/query'
import { HOME_URL } from '@/core/routes'
import { CPA_PIONEER_URL } from '@/core/topic/lead'
import { LIVE_CENTER_URL } from '@/core/live/status'
import { NavBar } from '@/components/NavBar'
import { navigateTo, redirectTo } from '@/platform/navigation'

const TEXT = {
  2: { title: '报名成功', done: '您已成功报名CPA先锋班' },
  3: { title: '领取成功', done: '备考资料已为您预留，课程顾问会把资料发送给您' },
} as const

export function PioneerSuccess({ variant }: { variant: 2 | 3 }) {
  const { params } = useRouter()
  const subjects = decodeParam(params.subjects)
  const advisor = params.advisor === '1'
  const t = TEXT[variant]
  return (
    <View className="topic-page pioneer-success-page" data-variant={variant}>
      <NavBar title={t.title} />
      <View className="pioneer-success">
        <Success size={64} color="#2bb673" />
        <Text className="pioneer-success__title">{t.title}</Text>
        <Text className="pioneer-success__text">{t.done}</Text>
        {params.leadId && <Text className="pioneer-success__text">报名编号：{params.leadId}</Text>}
        {subjects && <Text className="pioneer-success__text">报考科目：{subjects.split(',').join('、')}</Text>}
        <Text className="pioneer-success__text">{advisor ? '您的专属课程顾问将在24小时内与您联系。' : '课程顾问将在24小时内与您联系，请保持电话畅通。'}</Text>
        <View className="pioneer-success__actions">
          <Button type="primary" block onClick={() => void navigateTo(LIVE_CENTER_URL)}>先看免费直播</Button>
          <Button fill="outline" block onClick={() => void redirectTo(CPA_PIONEER_URL)}>返回先锋班</Button>
          <Button fill="none" block onClick={() => void redirectTo(HOME_URL)}>返回首页</Button>
        </View>
      </View>
    </View>
  )
}
