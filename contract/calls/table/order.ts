/**
 * The order service (docs/spec/ordering-payment.md section 7). Purchases (createOrder, pay, payZero) carry the token in a
 * header (section 6: "purchases send it in a header"); the other calls as a parameter, as their payloads name it.
 */
import { defineCalls } from '../contract'

const O = 'ordering-payment / Order service' as const

export const ORDER_CALLS = /*#__PURE__*/ defineCalls({
  /** signSchoolId and signSchoolName name the chosen campus: only a goods sold at campuses has one. */
  createOrder: {
    service: 'order', method: 'POST', path: 'createOrder', aliases: ['ty_order_create'],
    params: [
      'userId', 'commodityIdList', 'isFree', 'schoolId', 'platformType', 'isSendMessage', 'orderType', 'isFormal', 'isIos', 'businessIdInt',
      'goodsId', 'childSpecificationPriceIds', 'installmentType',
    ],
    optional: ['signSchoolId', 'signSchoolName'], body: 'json', token: 'header', spec: O,
  },
  queryPayGoodsInfo: {
    service: 'order', method: 'GET', path: 'queryPayGoodsInfo', params: ['userId', 'commodityIdListStr', 'tradeOrderId', 'schoolId'],
    body: 'query', token: 'param', spec: O,
  },
  queryOrderDetail: {
    service: 'order', method: 'GET', path: 'queryOrderDetail', aliases: ['ty_order_detail'], params: ['tradeOrderId', 'userId', 'schoolId'],
    body: 'query', token: 'param', spec: O,
  },
  /**
   * pay / ty_order_pay with the pay request's fields (section 3), also the loan pay (payType 3, tradeType 10, "path not
   * shown"). Named for some channels only: accountUuid (the channel's merchant account; the mini-program's virtual
   * payment and the loan have none), customerName and customerMobile (the loan's applicant), wxCode (WeChat's
   * in-app payment) or aliPayReturnUrl (alipay).
   */
  pay: {
    service: 'order', method: 'POST', path: 'pay', aliases: ['ty_order_pay'],
    params: [
      'userId', 'commodityIdList', 'orderNo', 'isReceiveAll', 'isMince', 'orderId', 'goodsId', 'productId', 'orderType', 'subOrderType',
      'payPrice', 'body', 'isFree', 'merchNo', 'platformType', 'schoolId', 'payType', 'tradeType',
    ],
    optional: ['accountUuid', 'customerName', 'customerMobile', 'wxCode', 'aliPayReturnUrl'], body: 'json', token: 'header', spec: O,
  },
  payZero: { service: 'order', method: 'POST', path: 'payZero', params: [], body: 'json', token: 'header', spec: O },
  /**
   * subOrderId and tradeNo name one payment (pay's answer); a return that names none asks about the order's latest.
   * accountUuid as in pay.
   */
  queryOrderStatus: {
    service: 'order', method: 'POST', path: 'queryOrderStatus', aliases: ['ty_order_status'], params: ['orderId', 'orderNo', 'payType'],
    optional: ['subOrderId', 'tradeNo', 'accountUuid'], body: 'json', token: 'param', spec: O,
  },
  getOrderList: {
    service: 'order', method: 'GET', path: 'getOrderList', aliases: ['getOrderListNewTwo'], params: ['userId', 'page', 'pageSize', 'tagStatus'],
    body: 'query', token: 'param', spec: O,
  },
  delOrder: { service: 'order', method: 'GET', path: 'delOrder', params: ['id'], body: 'query', token: 'param', spec: O },
  cancelOrder: { service: 'order', method: 'GET', path: 'cancelOrder', params: ['id'], body: 'query', token: 'param', spec: O },
  findOrderStatusByUserIdAndSpecificationId: {
    service: 'order', method: 'GET', path: 'findOrderStatusByUserIdAndSpecificationId', params: [], body: 'query', token: 'param', spec: O,
    made: false,
  },
  getLoanFailMsg: { service: 'order', method: 'POST', path: 'getLoanFailMsg', params: [], body: 'json', token: 'param', spec: O },
  updateLoanFailMsg: { service: 'order', method: 'GET', path: 'updateLoanFailMsg', params: [], body: 'query', token: 'param', spec: O },
  updatePayType: {
    service: 'order', method: 'POST', path: 'updatePayType', params: ['orderId', 'userId', 'installmentType'], body: 'json', token: 'param', spec: O,
  },
  'tradeOrderExtend/save/v2': {
    service: 'order', method: 'GET', path: 'tradeOrderExtend/save/v2', params: [], body: 'query', token: 'param', spec: O, made: false,
  },
  'queryByInviteCode/v2': {
    service: 'order', method: 'GET', path: 'queryByInviteCode/v2', params: [], body: 'query', token: 'param', spec: O, made: false,
  },
  couponForOrder: { service: 'order', method: 'GET', path: 'couponForOrder', params: [], body: 'query', token: 'param', spec: O },
  order_getInvitorInfo: {
    service: 'order', method: 'GET', path: 'order_getInvitorInfo', params: ['inviteCode'], body: 'query', token: 'param', spec: O,
  },
  order_addInvitedNum: {
    service: 'order', method: 'POST', path: 'order_addInvitedNum', params: ['orderId', 'inviteCode'], body: 'json', token: 'param', spec: O,
  },
  ty_getLoanPlatform: {
    service: 'order', method: 'GET', path: 'ty_getLoanPlatform', params: ['goodsId', 'spPriceIdStr', 'userId'], body: 'query', token: 'param',
    spec: O,
  },
  ty_get_contract_userinfo: {
    service: 'order', method: 'GET', anyMethod: true, path: 'ty_get_contract_userinfo', params: ['orderId', 'queryType'], body: 'query',
    token: 'param', spec: O,
  },
  ty_update_contract_userinfo: {
    service: 'order', method: 'POST', anyMethod: true, path: 'ty_update_contract_userinfo',
    params: ['realName', 'idCard', 'mobile', 'education', 'contractRecordId'], body: 'json', token: 'param', spec: O,
  },
  /** "contract calls (order service + /order/api/contract/app/) ... JSON; bodies not shown". */
  getUnSignContract: {
    service: 'order', method: 'POST', path: 'order/api/contract/app/getUnSignContract', params: [], body: 'json', token: 'param', spec: O, made: false,
  },
  updateUserInfo: {
    service: 'order', method: 'POST', path: 'order/api/contract/app/updateUserInfo', params: [], body: 'json', token: 'param', spec: O, made: false,
  },
  generateContract: {
    service: 'order', method: 'POST', path: 'order/api/contract/app/generateContract', params: [], body: 'json', token: 'param', spec: O, made: false,
  },
  updateStatus: {
    service: 'order', method: 'POST', path: 'order/api/contract/app/updateStatus', params: [], body: 'json', token: 'param', spec: O, made: false,
  },
  info: { service: 'order', method: 'POST', path: 'order/api/contract/app/info', params: [], body: 'json', token: 'param', spec: O, made: false },
  getContractStatus: {
    service: 'order', method: 'POST', path: 'order/api/contract/app/getContractStatus', params: [], body: 'json', token: 'param', spec: O, made: false,
  },
  updateOrderChoice: {
    service: 'order', method: 'POST', path: 'updateOrderChoice', params: [], body: 'json', token: 'param',
    own: "docs/orders-and-payments.md: change an unpaid order's courses, campus or coupon",
  },
  ledger: {
    service: 'order', method: 'GET', path: 'ledger', params: [], body: 'query', token: 'param', made: false,
    own: "the reference server's own, for its tests and support: an order's payments and refunds due",
  },
})
