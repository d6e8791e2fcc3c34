import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/detail/index'),
  // A pull-down reads the goods and its counts again (statistics clickViews, no view counted).
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  // Shareable: the share menu.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
