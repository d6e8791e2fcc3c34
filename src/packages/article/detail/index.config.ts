import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/article/detail/index'),
  // The mini-program's share menu (docs/spec/content-access.md section 4: the first load "sets up sharing").
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
