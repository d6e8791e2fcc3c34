import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/goods/detail/index'),
  // The mini-program's share menu (goods pages are shareable, carrying the sharer's teacher id).
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
