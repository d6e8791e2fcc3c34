import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/memberShares/index'),
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
})
