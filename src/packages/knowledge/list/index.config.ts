import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/list/index'),
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  backgroundTextStyle: 'dark',
})
