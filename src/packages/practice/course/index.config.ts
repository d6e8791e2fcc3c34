import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/practice/course/index'),
  // The mini-program's share menu ("share", docs/spec/content-access.md section 2).
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
