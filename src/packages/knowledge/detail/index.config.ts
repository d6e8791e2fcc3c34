import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/detail/index'),
  // Shareable (issue 7): the share menu.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
