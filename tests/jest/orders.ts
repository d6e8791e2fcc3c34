/** Order-list fixtures for my-orders tests (money in cents): list items and getOrderList answers. */
import type { OrderListItem, OrderListResult } from '@contract/order'

export function listItem(orderId: number, over: Partial<OrderListItem> = {}): OrderListItem {
  return {
    orderId,
    orderNo: `KJ2025${String(orderId).padStart(6, '0')}`,
    tradeOrderId: `T${orderId}`,
    name: `订单课程${orderId}`,
    goodsId: 100 + orderId,
    thumbPath: `/media/cover/goods-${orderId}.png`,
    state: 1,
    orderStatus: 11,
    signContractStatus: 22,
    studyStatus: null,
    installmentType: 0,
    goodsTypeId: 1,
    isSupply: false,
    loanStatus: null,
    downPaymentStatus: null,
    authorityStatus: null,
    signRejectMsg: '',
    schoolId: 2,
    orderOriginType: 2,
    commodityId: 11,
    commodityIdListStr: '11,12',
    countDownTime: 3_600_000,
    isReceiveAll: true,
    waitPayMoney: 98000,
    paidMoney: 0,
    payPrice: 98000,
    createTime: '2025-05-01 10:00:00',
    goodsValidity: 12,
    inviteCode: '',
    ...over,
  }
}

/** A complete (paid, visa-free, reading) order. */
export const paidItem = (orderId: number, over: Partial<OrderListItem> = {}): OrderListItem =>
  listItem(orderId, { state: 3, orderStatus: 19, signContractStatus: 21, studyStatus: 0, countDownTime: 0, waitPayMoney: 0, paidMoney: 98000, ...over })

/** Page `currentPage` of `total` orders, 10 a page, ids counting down from `total` (newest first). */
export function orderListPage(currentPage: number, total: number, unPayNum = 0, make: (id: number) => OrderListItem = listItem): OrderListResult {
  const totalPages = Math.max(1, Math.ceil(total / 10))
  const first = (currentPage - 1) * 10
  const ids = Array.from({ length: Math.max(0, Math.min(10, total - first)) }, (_, i) => total - first - i)
  return { page: { currentPage, totalPages }, orderList: ids.map(make), unPayNum }
}
