import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/share/course/index'),
  // A shared card is itself shareable onwards.
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
