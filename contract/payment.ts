/**
 * Payment, loan, agreement and invite-code shapes (docs/spec/ordering-payment.md sections 3, 4, 7). Money is integer cents.
 */
import type { Static } from '@sinclair/typebox'
import type { ContractUserUpdateSchema } from './schemas/contract'
import type { PayStatusQuerySchema } from './schemas/pay'
import type { GoodsChange } from './order'

/**
 * payType: how the learner pays. 1 alipay, 2 wechat (the spec's radio values), 3 loan (section 9), and this app's
 * mini-program kinds: 4 WeChat virtual payment (courses and other virtual goods), 5 WeChat requestPayment.
 */
export type PayType = 1 | 2 | 3 | 4 | 5

/**
 * tradeType: the channel. 6 WeChat official account (JSAPI in the messenger browser), 2 WeChat H5 (redirect),
 * 5 alipay (auto-submitted form), 10 loan (section 9); this app's: 7 mini-program virtual payment, 8 mini-program
 * requestPayment.
 */
export type TradeType = 2 | 5 | 6 | 7 | 8 | 10

/** payType by name; the app and the server compare these, never the bare numbers. */
export const PAY_TYPE = { alipay: 1, wechat: 2, loan: 3, weappVirtual: 4, weappRequest: 5 } as const satisfies Record<string, PayType>

/** tradeType by name. */
export const TRADE_TYPE = { wxH5: 2, alipay: 5, wxOfficial: 6, weappVirtual: 7, weappRequest: 8, loan: 10 } as const satisfies Record<string, TradeType>

/** The payType each tradeType pays with (the pay request must send the pair). */
export const PAY_TYPE_OF_TRADE: Record<TradeType, PayType> = {
  [TRADE_TYPE.alipay]: PAY_TYPE.alipay,
  [TRADE_TYPE.wxH5]: PAY_TYPE.wechat,
  [TRADE_TYPE.wxOfficial]: PAY_TYPE.wechat,
  [TRADE_TYPE.weappVirtual]: PAY_TYPE.weappVirtual,
  [TRADE_TYPE.weappRequest]: PAY_TYPE.weappRequest,
  [TRADE_TYPE.loan]: PAY_TYPE.loan,
}

/** pay / ty_order_pay request (section 3, "Pay request"). */
export interface PayRequest {
  token?: string
  userId?: number
  commodityIdList: string
  orderNo: string
  /** 1: the learner pays the whole amount still owed. */
  isReceiveAll: 0 | 1
  /** 1: a part payment of payPrice (the learner typed the amount). */
  isMince: 0 | 1
  orderId: number
  goodsId: number
  productId?: number
  orderType: 1
  subOrderType: 1
  /** This payment's amount. */
  payPrice: number
  body: string
  isFree: 1
  merchNo: string
  platformType: 1 | 2 | 3
  schoolId: number
  /** Which merchant account (two wechat accounts, one alipay account). */
  accountUuid?: string
  payType: PayType
  tradeType: TradeType
  /** Loan pay only. */
  customerName?: string
  customerMobile?: string
  /** WeChat official-account payment: the OAuth base code. */
  wxCode?: string
  /** Alipay: where the cashier returns the learner. */
  aliPayReturnUrl?: string
  /** WeChat H5 and mini-program payments: where the cashier returns (H5). */
  returnUrl?: string
  /** Mini-program payments: the wx.login code of this payment (the server needs the session key to sign). */
  weappCode?: string
  /** Down payment of an instalment order (installmentType 1). */
  isDownPayment?: 0 | 1
  /** Idempotency key: repeated submissions with the same key answer the same payment. */
  clientPayKey?: string
}

/** Auto-submitted form (alipay). */
export interface PayForm {
  action: string
  method: 'POST' | 'GET'
  fields: Record<string, string>
}

/** JSAPI parameters for WeixinJSBridge.invoke('getBrandWCPayRequest') / wx.chooseWXPay. */
export interface WxJsapiParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256'
  paySign: string
}

/** wx.requestVirtualPayment parameters, computed by the server (signData is the JSON string that was signed). */
export interface VirtualPaymentParams {
  mode: 'short_series_goods' | 'short_series_coin'
  signData: string
  paySig: string
  signature: string
}

/** Taro.requestPayment parameters (mini-program, goods that are not virtual). */
export interface MiniPaymentParams {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256'
  paySign: string
}

/** Pay response data (section 3): what the app does next depends on tradeType. */
export interface PayResult {
  goodsChange?: GoodsChange
  /** Loans: the loan platform URL; WeChat H5: the cashier (mweb) URL. */
  result?: string
  orderId?: number
  orderNo?: string
  subOrderId?: number
  tradeNo?: string
  alipayForm?: PayForm
  jsapi?: WxJsapiParams
  virtualPayment?: VirtualPaymentParams
  miniPayment?: MiniPaymentParams
}

/** queryOrderStatus / ty_order_status: orderId or orderNo, and the payment (subOrderId or tradeNo) when known. */
export type PayStatusQuery = Static<typeof PayStatusQuerySchema>

/** data.payStatus: 1 not paid yet, 2 pending, 3 success, 4 failed, 5 closed, 6 already completed. */
export interface PayStatus {
  payStatus: 1 | 2 | 3 | 4 | 5 | 6
}

/** ty_getLoanPlatform item. */
export interface LoanPlatform {
  loanPlatformId: number
  loanPlatformName: string
  icon: string
  /** Down payment as a share of the price, in percent (e.g. 30). */
  downPaymentPercent: number
  /** Instalment options offered, in months. */
  periods: number[]
}

/** Contract user info (section 3): ty_get_contract_userinfo. */
export interface ContractUserInfo {
  contractRecordId: number | null
  contractId: number | null
  realName: string
  idCard: string
  /** This app's: the ID kind (contract/rules/idCard.ts IdKind); a back end without it means a mainland resident ID. */
  idCardType?: number
  mobile: string
  /** Education option value; 0 = not chosen. */
  education: number
  xlType: number | null
  goodsType: number
  academicLevel: string
  bkMajor: string
  bkSchool: string
  zkMajor: string
  zkSchool: string
  school: string
  major: string
  secondVolunteerUniversity: string
  secondVolunteerMajor: string
  /** Contract status (section 4 ContractStatus; 5 blocks signing). */
  status: number
  signRejectMsg: string
}

/** ty_update_contract_userinfo / updateUserInfo body: the learner's enrolment details for the agreement. */
export type ContractUserUpdate = Static<typeof ContractUserUpdateSchema>

/** ty_update_contract_userinfo answer: where the learner signs (the school site's sign-contract page). */
export interface ContractSignTarget {
  signUrl: string
}

/** order_getInvitorInfo */
export interface InvitorInfo {
  inviteTag: boolean
  inviteMsg: string
}

/** order_addInvitedNum */
export interface InviteSaveResult {
  saveTag: boolean
  saveMsg: string
}

/** getLoanFailMsg */
export interface LoanFailMsg {
  show: boolean
  msg: string
}

/** One payment of an order in its ledger (GET /api/order/ledger). Money in cents. */
export interface LedgerPayment {
  subOrderId: number
  tradeNo: string
  amount: number
  /** The part the order took; amount - appliedAmount is owed back (a refund due). */
  appliedAmount: number
  status: 'pending' | 'settling' | 'paid' | 'failed' | 'closed'
  payType: number
  isDownPayment: boolean
  createTime: string
  settleTime: string | null
}

export interface LedgerRefund {
  subOrderId: number
  amount: number
  reason: string
  createTime: string
}

/** The order's money: every payment and every refund due; paidMoney + refundDue = the sum of paid amounts. */
export interface OrderLedger {
  orderId: number
  payPrice: number
  paidMoney: number
  refundDue: number
  payments: LedgerPayment[]
  refundsDue: LedgerRefund[]
}
