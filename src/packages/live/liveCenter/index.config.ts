import { LOAD_MORE_DISTANCE_PX } from '@/core/paging'
import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/live/liveCenter/index'),
  enablePullDownRefresh: true,
  // Shareable: the share menu.
  enableShareAppMessage: true,
  enableShareTimeline: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: LOAD_MORE_DISTANCE_PX,
})
