import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('pages/textualResearch/index'),
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
