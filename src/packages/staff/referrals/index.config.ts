import { LOAD_MORE_DISTANCE_PX } from '@/core/paging'
import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/staff/referrals/index'),
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: LOAD_MORE_DISTANCE_PX,
})
