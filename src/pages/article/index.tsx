import { View } from '@tarojs/components'
import { ComingSoon } from '@/components/ComingSoon'
import { PageTabBar, useTabPage } from '@/components/TabBar'

const PAGE = 'pages/article/index'

export default function ArticlePage() {
  useTabPage(PAGE)
  return (
    <View className="tab-page">
      <ComingSoon title="资讯" withNavBar={false} />
      <PageTabBar page={PAGE} />
    </View>
  )
}
