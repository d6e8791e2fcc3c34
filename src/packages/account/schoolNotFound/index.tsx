/** /404-school — a school (campus site) that does not exist or is closed (docs/spec/content-access.md section 2 "/404-school"). */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { HOME_URL } from '@/core/routes'
import { SCHOOL_URL } from '@/core/pages'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import '../account.css'

/** The closed or unknown school page's wording. */
export const SCHOOL_NOT_FOUND_TEXT = {
  title: '网校不存在',
  hint: '您访问的网校不存在或已关闭，去看看会计学堂的其他课程吧',
  home: '返回首页',
  school: '浏览网校课程',
} as const

export default function SchoolNotFoundPage() {
  return (
    <View className="account-page school-404">
      <NavBar title={SCHOOL_NOT_FOUND_TEXT.title} />
      <EmptyState title={SCHOOL_NOT_FOUND_TEXT.title} description={SCHOOL_NOT_FOUND_TEXT.hint}>
        <Button type="primary" onClick={() => void redirectTo(HOME_URL)}>{SCHOOL_NOT_FOUND_TEXT.home}</Button>
        <Button className="school-404__school" fill="outline" onClick={() => void redirectTo(SCHOOL_URL)}>{SCHOOL_NOT_FOUND_TEXT.school}</Button>
      </EmptyState>
    </View>
  )
}
