/** The mini-program's custom tab bar (app.config tabBar.custom): the same TabBar, told the tab on show. */
import { observer } from 'mobx-react'
import { TabBar } from '@/components/TabBar'
import { useStores } from '@/stores'

export default observer(function CustomTabBar() {
  const { ui } = useStores()
  return <TabBar current={ui.currentTab} />
})
