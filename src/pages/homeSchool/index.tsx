import { View } from '@tarojs/components'
import { ComingSoon } from '@/components/ComingSoon'
import { PageTabBar, useTabPage } from '@/components/TabBar'

const PAGE = 'pages/homeSchool/index'

export default function HomeSchoolPage() {
  useTabPage(PAGE)
  return (
    <View className="tab-page">
      <ComingSoon title="网校" withNavBar={false} />
      <PageTabBar page={PAGE} />
    </View>
  )
}
