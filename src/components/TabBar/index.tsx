import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { Tabbar } from '@nutui/nutui-react-taro'
// The fixed tab bar pads the home indicator with NutUI's SafeArea, whose stylesheet NutUI's Tabbar does not import.
import '@nutui/nutui-react-taro/dist/es/packages/safearea/style/css'
import { Articles, Category, Home, Order, User } from '@nutui/icons-react-taro'
import { tabItems, type TabItem } from '@/core/tabs'
import { navigateTo } from '@/platform/navigation'
import { TAB_BAR_IN_PAGE } from '@/platform/pageFrame'
import { useStores } from '@/stores'
import './index.css'

const ICONS = { homeSchool: Category, home: Home, article: Articles, mine: User, staffHome: Home, courses: Order } as const

/**
 * The bottom tab bar. `current` is the Taro page path of the tab page showing it. Bound sales staff on client 2 get
 * the home tab (docs/spec/content-access.md section 2; src/core/tabs.ts).
 */
export const TabBar = observer(function TabBar({ current }: { current: string }) {
  const { session, staff } = useStores()
  const items = tabItems(session.userClient, staff.showHomeTab)
  const index = Math.max(0, items.findIndex((i) => i.page === current))

  /**
   * Who the user is decides where 我的 goes (myPage for client 1, else newmypage) and whether staff get their tabs:
   * straight after a reload the check before navigation may still be running, so a tap waits for it (at most its 3 s).
   * A check that timed out leaves the client stored with the token; with none stored, 我的 asks who the user is.
   */
  const open = async (item: TabItem) => {
    if (item.key === 'mine' && session.isLoggedIn) await session.identify()
    else if (!session.isChecked) await session.verify()
    const now = tabItems(session.userClient, staff.showHomeTab).find((i) => i.key === item.key) ?? item
    await navigateTo(now.url)
  }
  return (
    <Tabbar
      className="tab-bar"
      fixed
      safeArea
      value={index}
      activeColor="#cf2a20"
      onSwitch={(i) => { if (i !== index) void open(items[i]) }}
    >
      {items.map((item) => {
        const Icon = ICONS[item.key]
        return <Tabbar.Item key={item.key} className={`tab-bar__item tab-bar__item--${item.key}`} title={item.text} icon={<Icon size={18} />} />
      })}
    </Tabbar>
  )
})

/** Draws the tab bar inside a tab page where the platform does not (H5). */
export function PageTabBar({ page }: { page: string }) {
  return TAB_BAR_IN_PAGE ? <TabBar current={page} /> : null
}

/** Tells the app which tab page is showing (the mini-program's custom tab bar reads it). */
export function useTabPage(page: string): void {
  const { ui } = useStores()
  useDidShow(() => ui.setCurrentTab(page))
}
