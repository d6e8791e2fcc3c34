import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/zones/index'),
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  backgroundTextStyle: 'dark',
})
