/** An order as queryOrderDetail / queryPayGoodsInfo answer it (money in cents), for page and rule tests. */
import type { OrderInfo } from '@contract/order'

export function orderInfo(over: Partial<OrderInfo> = {}): OrderInfo {
  return {
    orderId: 7, orderNo: 'KJ20250501000007', tradeOrderId: 'T0007', userId: 2, name: '初级会计全科精讲班', goodsId: 1, goodsType: 1,
    goodsTypeId: 1, goodsNameVOList: [], signSchoolName: '', signSchoolId: null, schoolId: 3, isShowSchool: false, state: 1,
    orderStatus: 11, orderType: 1, orderOriginType: 2, signContractStatus: 22, signRejectMsg: '', payStatus: 0, authorityStatus: null,
    studyStatus: null, installmentType: 0, isReceiveAll: false, waitPayMoney: 98000, paidMoney: 0, refundDue: 0, payPrice: 98000,
    presentPrice: 98000, originalPrice: 128000, totalMoney: 98000, discount: 0, priceShowType: 1, downPayment: 0, restMoney: 0,
    countDownTime: 3_600_000, commodityIdList: [11, 12], commodityIdListStr: '11,12', childSpecificationPriceIds: '101',
    xlType: null, goodsLoanList: [], goodsValidity: 12, specificationNameAll: '', thumbPath: '', spic: '', courseName: '',
    createTime: '2025-05-01 10:00:00', isLoan: false, inviteCode: '', isSendMessage: 0, businessId: 1, enrollInfo: null, loan: null,
    isSupply: false, loanPlatformId: null, couponId: null, chooseNum: 0,
    ...over,
  }
}

/** A paid, complete order (state 3) with a visa-free agreement, ready to study. */
export const paidOrder = (over: Partial<OrderInfo> = {}): OrderInfo =>
  orderInfo({ state: 3, orderStatus: 19, signContractStatus: 21, studyStatus: 0, paidMoney: 98000, waitPayMoney: 0, countDownTime: 0, payStatus: 1, ...over })
