import { titleOf } from '@/core/routes'

// The mini-program draws this page's bar itself (NavBar ownBar), so that after a payment its back arrow leads to my orders.
export default definePageConfig({
  navigationBarTitleText: titleOf('packages/order/orderDetail/index'),
  ...(process.env.TARO_ENV === 'weapp' ? { navigationStyle: 'custom' as const } : {}),
})
