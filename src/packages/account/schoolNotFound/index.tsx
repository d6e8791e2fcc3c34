/** /404-school — a school (campus site) that does not exist or is closed (content-access.md section 2 "/404-school"). */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { HOME_URL } from '@/core/routes'
import { SCHOOL_URL } from '@/core/pages'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import '../account.css'

export default function SchoolNotFoundPage() {
  return (
    <View className="account-page school-404">
      <NavBar title="网校不存在" />
      <EmptyState title="网校不存在" description="您访问的网校不存在或已关闭，去看看会计学堂的其他课程吧">
        <Button type="primary" onClick={() => void redirectTo(HOME_URL)}>返回首页</Button>
        <Button className="school-404__school" fill="outline" onClick={() => void redirectTo(SCHOOL_URL)}>浏览网校课程</Button>
      </EmptyState>
    </View>
  )
}
