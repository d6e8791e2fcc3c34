/**
 * The order detail (/ty/payResult, docs/spec/ordering-payment.md sections 2 item 4, 4): the order as the rules read it, and
 * where its links go: the goods page ("not opened for degree-education orders"), continue paying (confirm order,
 * or the loan page for a down-paid order), the sign page, and back to the detail.
 */
import type { OrderInfo } from '@contract/order'
import { goodsJump } from '../goodsJump'
import { link } from '../links'
import { DownPaymentStatus, InstallmentType, OrderState } from './enums'
import type { OrderFacts } from './facts'
import { continuesOwnLoan, loanApplicationUrl } from './loan'
import { continuePayText, normaliseOldOrigin, showPayBar } from './progress'
import { withAutoCancel } from './status'

export type DetailOrder = OrderInfo & OrderFacts

/**
 * The order as the detail page shows it: the loan's down-payment and loan status lifted to the order (the rules
 * read them there), old-origin orders normalised ("orderStatus 0, contract status 21 and paidMoney equal to
 * payPrice") and an expired unpaid order shown cancelled.
 */
export function detailOrder(info: OrderInfo): DetailOrder {
  const facts: DetailOrder = {
    ...info,
    downPaymentStatus: info.loan?.downPaymentStatus ?? null,
    loanStatus: info.loan?.loanStatus ?? null,
  }
  return withAutoCancel(normaliseOldOrigin(facts))
}

/**
 * The goods page of an order: /ty/singleSubject (goodsType 0) or /ty/allSubject (goods type 1) through the goods
 * jump (partner variants); null for degree-education orders (xlType set): "not opened for degree-education orders".
 */
export function orderGoodsUrl(o: Pick<OrderInfo, 'goodsId' | 'goodsType' | 'xlType'>): string | null {
  if (o.xlType) return null
  const jump = goodsJump({ goodsId: o.goodsId, goodsType: o.goodsType === 1 ? 1 : 0, source: 2 })
  return jump.ok ? jump.url : null
}

export function payResultUrl(tradeOrderId: string, userId: number | string): string {
  return link('payResult', { tradeOrderId, userId })
}

export function signAgreementUrl(o: Pick<OrderInfo, 'tradeOrderId' | 'userId'>): string {
  return link('signAgreement', { tradeOrderId: o.tradeOrderId, userId: o.userId })
}

type PayOnFields = Pick<DetailOrder, 'state' | 'downPaymentStatus' | 'installmentType' | 'tradeOrderId' | 'orderId' | 'orderNo' | 'goodsId' | 'commodityIdListStr' | 'schoolId' | 'userId'>
  & Partial<Pick<DetailOrder, 'goodsLoanList'>>

/** confirm order with the order: /ty/confirmOrder?tradeOrderId=&orderId=&orderNo=&goodsId=&commodityIdListStr=&schoolId=[&isLoanPay=1]. */
export function confirmOrderLink(o: Omit<PayOnFields, 'state' | 'downPaymentStatus' | 'installmentType' | 'userId'>, isLoanPay: boolean): string {
  return link('confirmOrder', {
    tradeOrderId: o.tradeOrderId,
    orderId: o.orderId,
    orderNo: o.orderNo,
    goodsId: o.goodsId,
    commodityIdListStr: o.commodityIdListStr,
    schoolId: o.schoolId,
    isLoanPay: isLoanPay ? 1 : undefined,
  })
}

export const DETAIL_PAY_TEXT = { payNow: '立即支付', payLoan: '分期支付' } as const

/**
 * The pay button of the order detail and of finish pay, or null when the order takes no payment: where "Pay bar shows
 * when state is pending, paying or inTheLoan" (states 1, 2, 6), and on a declined loan (state 8), whose "Action buttons
 * by state" are "inTheLoan or loanFail: pay loan". Its text is the continue-pay rule (section 4: continue pay when
 * inTheLoan or paying; "go to installment platform when the down payment is complete (also when the loan failed with
 * the down payment complete)"), except that an order nothing was paid on yet (state 1) says '立即支付', as the pay bar
 * does, and a declined loan without its down payment says '分期支付', as my orders' card does. Where it goes:
 * - state 1: confirm order; an instalment order (installmentType 1) with isLoanPay=1, its down-payment step;
 * - state 2: confirm order, to pay the rest;
 * - state 6 with the down payment made: the learner's own loan application (/ty/loan, continuesOwnLoan); without it,
 *   the down-payment step;
 * - state 8: confirm order, whose view for it is "Loan with the order's own loan list" (its entry asks to choose
 *   another platform); an order with no loan list of its own opens the LoanPay view (isLoanPay=1) straight away, as
 *   the card's '分期支付' does ("'pay now' lets the user pick another platform").
 */
export function detailPayButton(o: PayOnFields): { text: string; url: string } | null {
  const instalment = o.installmentType === InstallmentType.baiduLoan
  const downPaid = o.downPaymentStatus === DownPaymentStatus.complete
  if (o.state === OrderState.loanFail) {
    const ownList = (o.goodsLoanList?.length ?? 0) > 0
    return { text: downPaid ? continuePayText(o) : DETAIL_PAY_TEXT.payLoan, url: confirmOrderLink(o, !ownList) }
  }
  if (!showPayBar(o)) return null
  switch (o.state) {
    case OrderState.pending:
      return { text: DETAIL_PAY_TEXT.payNow, url: confirmOrderLink(o, instalment && !downPaid) }
    case OrderState.paying:
      return { text: continuePayText(o), url: confirmOrderLink(o, false) }
    default:
      return {
        text: continuePayText(o),
        url: continuesOwnLoan(o) ? loanApplicationUrl(o, o.userId) : confirmOrderLink(o, true),
      }
  }
}
