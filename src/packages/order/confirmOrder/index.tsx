/**
 * /ty/confirmOrder (ordering-payment.md section 2): the created order's goods, courses, campus and price
 * (queryPayGoodsInfo). Payment (the pay bar, popup and views) comes with the orders-and-payments issue.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { OrderInfo } from '@shared/order'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { OrderCourses, OrderGoods, OrderPrice } from '@/components/OrderSummary'
import { orderApi } from '@/services'
import './index.css'

function ConfirmOrder() {
  const { params } = useRouter()
  const [order, setOrder] = useState<OrderInfo | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!params.tradeOrderId) {
      setFailed(true)
      return
    }
    orderApi.payGoodsInfo({ tradeOrderId: params.tradeOrderId, commodityIdListStr: params.commodityIdListStr, schoolId: params.schoolId })
      .then((o) => (o ? setOrder(o) : setFailed(true)), () => setFailed(true))
  }, [params.tradeOrderId, params.commodityIdListStr, params.schoolId])

  if (failed) return <EmptyState title="订单不存在" description="没有找到这个订单" />
  if (!order) return null
  return (
    <View className="confirm-order" data-order-no={order.orderNo}>
      <OrderGoods order={order} />
      <OrderCourses order={order} />
      <OrderPrice order={order} />
    </View>
  )
}

export default function ConfirmOrderPage() {
  return (
    <LoginGate>
      <NavBar title="确认订单" />
      <ConfirmOrder />
    </LoginGate>
  )
}
