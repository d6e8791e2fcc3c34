import { titleOf } from '@/core/routes'

// The mini-program draws this page's bar itself (NavBar ownBar), so that its back arrow asks before leaving.
export default definePageConfig({
  navigationBarTitleText: titleOf('packages/order/confirmOrder/index'),
  ...(process.env.TARO_ENV === 'weapp' ? { navigationStyle: 'custom' as const } : {}),
})
