import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('pages/home/index'),
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
