import { ORDER_LIST_LOAD_OFFSET_PX } from '@/core/order/list'
import { titleOf } from '@/core/routes'

export default definePageConfig({
  navigationBarTitleText: titleOf('packages/order/myOrder/index'),
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: ORDER_LIST_LOAD_OFFSET_PX,
})
