/** Body of a route whose page is not built yet (a placeholder in the route table, docs/routes.md). */
import { View } from '@tarojs/components'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'

export function ComingSoon({ title, withNavBar = true }: { title: string; withNavBar?: boolean }) {
  return (
    <View className="coming-soon">
      {withNavBar && <NavBar title={title} />}
      <EmptyState title={title} description={APP_TEXT.comingSoon} />
    </View>
  )
}
