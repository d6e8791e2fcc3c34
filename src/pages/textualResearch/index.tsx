import { View } from '@tarojs/components'
import { ComingSoon } from '@/components/ComingSoon'
import { PageTabBar, useTabPage } from '@/components/TabBar'

const PAGE = 'pages/textualResearch/index'

export default function TextualResearchPage() {
  useTabPage(PAGE)
  return (
    <View className="tab-page">
      <ComingSoon title="首页" withNavBar={false} />
      <PageTabBar page={PAGE} />
    </View>
  )
}
