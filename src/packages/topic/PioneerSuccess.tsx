/** The funnel's success pages (/cpaPioneerSuccess2, /cpaPioneerSuccess3): what was signed up for and what comes next. */
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Success } from '@nutui/icons-react-taro'
import { decodeParam } from '@/core/query'
import { HOME_URL } from '@/core/routes'
import { PATHS } from '@/core/links'
import { NavBar } from '@/components/NavBar'
import { navigateTo, redirectTo } from '@/platform/navigation'

/** The success pages' wording, per funnel step (2: signed up, 3: materials claimed). */
export const PIONEER_SUCCESS_TEXT = {
  2: { title: '报名成功', done: '您已成功报名CPA先锋班' },
  3: { title: '领取成功', done: '备考资料已为您预留，课程顾问会把资料发送给您' },
  leadId: (id: string) => `报名编号：${id}`,
  subjects: (names: string[]) => `报考科目：${names.join('、')}`,
  advisor: '您的专属课程顾问将在24小时内与您联系。',
  callback: '课程顾问将在24小时内与您联系，请保持电话畅通。',
  watchLive: '先看免费直播',
  backToClass: '返回先锋班',
  home: '返回首页',
} as const

export function PioneerSuccess({ variant }: { variant: 2 | 3 }) {
  const { params } = useRouter()
  const subjects = decodeParam(params.subjects)
  const advisor = params.advisor === '1'
  const t = PIONEER_SUCCESS_TEXT[variant]
  return (
    <View className="topic-page pioneer-success-page" data-variant={variant}>
      <NavBar title={t.title} />
      <View className="pioneer-success">
        <Success size={64} color="#2bb673" />
        <Text className="pioneer-success__title">{t.title}</Text>
        <Text className="pioneer-success__text">{t.done}</Text>
        {params.leadId && <Text className="pioneer-success__text">{PIONEER_SUCCESS_TEXT.leadId(params.leadId)}</Text>}
        {subjects && <Text className="pioneer-success__text">{PIONEER_SUCCESS_TEXT.subjects(subjects.split(','))}</Text>}
        <Text className="pioneer-success__text">{advisor ? PIONEER_SUCCESS_TEXT.advisor : PIONEER_SUCCESS_TEXT.callback}</Text>
        <View className="pioneer-success__actions">
          <Button type="primary" block onClick={() => void navigateTo(PATHS.liveCenter)}>{PIONEER_SUCCESS_TEXT.watchLive}</Button>
          <Button fill="outline" block onClick={() => void redirectTo(PATHS.cpaPioneer)}>{PIONEER_SUCCESS_TEXT.backToClass}</Button>
          <Button fill="none" block onClick={() => void redirectTo(HOME_URL)}>{PIONEER_SUCCESS_TEXT.home}</Button>
        </View>
      </View>
    </View>
  )
}
