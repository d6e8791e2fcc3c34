import { mainPages, subPackages, PAGE_ROUTES } from './core/routes'

const tabPages = PAGE_ROUTES.filter((r) => r.tab)

export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages(),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '会计学堂',
    navigationBarTextStyle: 'black',
  },
  // The tab bar is drawn by the app (src/custom-tab-bar) on both platforms: its "my page" entry depends on the user client.
  tabBar: {
    custom: true,
    color: '#666666',
    selectedColor: '#cf2a20',
    backgroundColor: '#ffffff',
    list: tabPages.map((r) => ({ pagePath: r.page, text: r.title })),
  },
  animation: false,
  // WeChat's privacy check (on for every mini-program since 2023-09-15): the login shows the agreement first.
  __usePrivacyCheck__: true,
})
