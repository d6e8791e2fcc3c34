/**
 * Loan platforms (ty_getLoanPlatform, goodsLoanList) and down payments of instalment orders (installmentType 1).
 * Packages priced at or above ¥2000 and degree goods (xlType set) offer the two platforms; others none.
 */
import type { LoanPlatform } from '../../../contract/payment'
import { coverPath } from '../media/media'
import { ORDER_MESSAGES } from '../../../contract/messages'

export const LOAN_MIN_PRICE = 200_000

export const LOAN_PLATFORMS: LoanPlatform[] = [
  { loanPlatformId: 1, loanPlatformName: '百度有钱花', icon: coverPath('loan-1', 96, 96, { title: '百度有钱花' }), downPaymentPercent: 30, periods: [6, 12, 24] },
  { loanPlatformId: 2, loanPlatformName: '招联好期贷', icon: coverPath('loan-2', 96, 96, { title: '招联好期贷' }), downPaymentPercent: 20, periods: [12, 24] },
]

export const LoanMsg = {
  NO_LOAN: '该订单不支持分期',
  CHOOSE_PLATFORM: '请选择分期平台',
  NOT_INSTALMENT: '该订单不是分期订单',
  DOWN_PAYMENT_FIRST: '请先支付首付款',
  LOANING: '分期申请审核中，请耐心等待',
  FAIL_MSG: ORDER_MESSAGES.loanDeclined,
} as const

export function loanPlatformsFor(price: number, xlType: number | null): LoanPlatform[] {
  return price >= LOAN_MIN_PRICE || xlType !== null ? LOAN_PLATFORMS.map((p) => ({ ...p, periods: [...p.periods] })) : []
}

export const findPlatform = (id: number | null | undefined) => LOAN_PLATFORMS.find((p) => p.loanPlatformId === id)

/** Down payment of an instalment order: floor(payPrice * percent / 100); 0 without a platform. */
export function downPaymentOf(price: number, platformId: number | null | undefined): number {
  const p = findPlatform(platformId)
  return p ? Math.floor((price * p.downPaymentPercent) / 100) : 0
}
