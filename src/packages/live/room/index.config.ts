import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/live/room/index'),
  // Shareable: the share menu.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
