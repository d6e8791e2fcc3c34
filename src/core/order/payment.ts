/**
 * Paying an order (docs/spec/ordering-payment.md section 5 and 2): pay methods by browser, the partial amount, the pay
 * buttons and the payment-check dialogs.
 */
import type { Environment } from '../environment'
import { formatMoney } from '../money'
import { OrderState, PayCheck, PayMethod, type PayMethodValue } from './enums'
import type { OrderFacts } from './facts'
import { ORDER_MESSAGES } from '@contract/messages'

export const PAY_TEXT = {
  alreadyPaid: ORDER_MESSAGES.alreadyPaid,
  chooseCampus: ORDER_MESSAGES.chooseCampus,
  alipayInWeChat: '支付宝支付请复制到浏览器打开',
  wechatOutside: '微信支付请复制到浏览器打开',
  overLimitTitle: '提示',
  overLimit: (max: number) => `您所输入的支付金额已超上限，最大可支付金额为￥${formatMoney(max)}，请重新输入`,
  confirmPay: '确认支付',
  agreement: '我已阅读并同意《课程服务协议》',
  // The WeChat pay confirmation (section 4): "'Payment complete' or 'Problem with payment, pay again'".
  wxConfirmTitle: '微信支付',
  wxConfirmContent: '请确认微信支付是否已完成',
  wxDone: '支付完成', // spec: 'Payment complete'
  wxRetry: '支付遇到问题，重新支付', // spec: 'Problem with payment, pay again'
  agreeFirst: '请先阅读并同意课程服务协议',
  /** The mini-program's one way to pay: WeChat's own payment sheet. */
  weappMethod: '微信支付',
  payNow: '立即支付',
} as const

export type PayFlowKind = 'order' | 'loan'

/** A pay method a dialog offers; `refusal`, when set, is the toast choosing it gives instead of paying. */
export interface PayMethodOption {
  method: PayMethodValue
  refusal?: string
}

type PayEnv = Pick<Environment, 'inWeChat' | 'inQQ' | 'inAlipay'> & { isMiniProgram?: boolean }

/**
 * The pay methods of every pay dialog (the confirm-payment popup of the Full and Stages views, the down payment's
 * pay-mode dialog), section 5: "in the messenger browser choosing alipay toasts '支付宝支付请复制到浏览器打开';
 * outside it, choosing wechat in the loan flow toasts '微信支付请复制到浏览器打开'. Value 1 (alipay) is hidden in
 * messenger or QQ browsers; value 2 (wechat) is hidden in the alipay app." Where the spec gives a method a toast, the
 * method is offered and choosing it toasts: alipay in the messenger browser, wechat in the loan flow outside it (QQ's
 * browser included). Where it gives none, the method is hidden: alipay in QQ's browser, wechat in the Alipay app. The
 * decision and its reason: docs/orders-and-payments.md, "Pay methods". The mini-program pays with WeChat's own sheet.
 */
export function payMethodOptions(env: PayEnv, flow: PayFlowKind): PayMethodOption[] {
  if (env.isMiniProgram) return [{ method: PayMethod.wechat }]
  const options: PayMethodOption[] = []
  if (env.inWeChat) options.push({ method: PayMethod.alipay, refusal: PAY_TEXT.alipayInWeChat })
  else if (!env.inQQ) options.push({ method: PayMethod.alipay })
  if (!env.inAlipay) {
    options.push(flow === 'loan' && !env.inWeChat ? { method: PayMethod.wechat, refusal: PAY_TEXT.wechatOutside } : { method: PayMethod.wechat })
  }
  return options
}

/**
 * The method chosen when a dialog opens: "wechat is preselected inside the WeChat browser"; elsewhere the first that
 * pays (alipay, value 1, the default, where it does); null when none does.
 */
export function defaultPayMethod(env: PayEnv, flow: PayFlowKind): PayMethodValue | null {
  const paying = payMethodOptions(env, flow).filter((o) => !o.refusal).map((o) => o.method)
  if (env.inWeChat && paying.includes(PayMethod.wechat)) return PayMethod.wechat
  return paying[0] ?? null
}

/** Choosing a method: its toast when the option has one (a refused choice keeps the previous one); a hidden method is refused silently. */
export function choosePayMethod(method: PayMethodValue, env: PayEnv, flow: PayFlowKind): { ok: true } | { ok: false; toast: string } {
  const option = payMethodOptions(env, flow).find((o) => o.method === method)
  if (!option) return { ok: false, toast: '' }
  return option.refusal ? { ok: false, toast: option.refusal } : { ok: true }
}

/** The pay click (section 5): state 3 is already paid; a campus must be chosen where the school option shows. */
export function payClickBlocker(o: Pick<OrderFacts, 'state'> & { isShowSchool?: boolean; signSchoolId?: number | null }): string {
  if (o.state === OrderState.complete) return PAY_TEXT.alreadyPaid
  if (o.isShowSchool && !o.signSchoolId) return PAY_TEXT.chooseCampus
  return ''
}

/** The amount the pay bar shows: none when the order isReceiveAll ('确认支付'), else the down payment for instalments, else waitPayMoney. */
export function payBarAmount(o: Pick<OrderFacts, 'isReceiveAll' | 'installmentType'> & { downPayment: number; waitPayMoney: number }): number | null {
  if (o.isReceiveAll) return null
  return o.installmentType ? o.downPayment : o.waitPayMoney
}

export function payButtonText(o: Pick<OrderFacts, 'isReceiveAll'>): string {
  return o.isReceiveAll ? PAY_TEXT.confirmPay : PAY_TEXT.payNow
}

/** Partial payment: above the amount still owed gives the '提示' dialog; no lower bound. '' when fine. */
export function partialAmountProblem(amountCents: number, maxCents: number): string {
  return amountCents > maxCents ? PAY_TEXT.overLimit(maxCents) : ''
}

/** "Pay buttons are disabled unless a pay method is selected and the payable price is a non-zero number." */
export function canPay(method: PayMethodValue | null, payable: number): boolean {
  return method !== null && Number.isFinite(payable) && payable !== 0
}

/** "Pay button on the full package is disabled until a pay method and agreement are chosen." */
export function canPayFull(method: PayMethodValue | null, agreed: boolean, payable: number): boolean {
  return agreed && canPay(method, payable)
}

export type PayCheckDialog = { show: false } | { show: true; message: string; success: boolean }

/**
 * After any return from a payment, the server's answer (queryOrderStatus payStatus) decides: 1 not paid yet,
 * 2 pending (nothing shown), 3 success, 4 failed, 5 closed, 6 already completed.
 */
export function payCheckDialog(payStatus: number): PayCheckDialog {
  switch (payStatus) {
    case PayCheck.notPaid: return { show: true, message: '你当前还没有完成付款，请重新支付', success: false }
    case PayCheck.success: return { show: true, message: '支付成功', success: true }
    case PayCheck.failed: return { show: true, message: '支付失败，请重新支付', success: false }
    case PayCheck.closed: return { show: true, message: '当前交易已关闭', success: false }
    case PayCheck.alreadyCompleted: return { show: true, message: '当前交易已完成，无需重复支付', success: true }
    default: return { show: false }
  }
}
