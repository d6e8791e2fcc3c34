import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/knowledge/home/index'),
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
  backgroundTextStyle: 'dark',
})
