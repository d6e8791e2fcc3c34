/**
 * Paying an order (docs/spec/ordering-payment.md sections 4, 5, 7, 8): one payment however many taps (a call in flight
 * answers the same promise; one clientPayKey per order, amount and channel), the platform channel, the pay
 * session kept for the return (isPay, isWxPay, orderId, payOrderInfo), and the server's answer as the only truth.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { OrderInfo } from '@contract/order'
import type { PayType } from '@contract/payment'
import type { Environment } from '@/core/environment'
import { newClientKey } from '@/core/ids'
import { OrderState } from '@/core/order/enums'
import { payCheckDialog } from '@/core/order/payment'
import { payStart } from '@/core/order/payStart'
import { buildPayRequest, finishPayPath, goodsChangeMessage, PAY_ERROR_TOAST_DELAY_MS, payAccount, payPlan, type PayAccounts } from '@/core/order/payRequest'
import type { PaymentChannel } from '@/platform/paymentTypes'
import type { PayOptions, PaySession, PaySessionStore } from '@/core/order/paySession'
import type { OrderApi } from '@/services/order'
import { ApiError, isUnanswered } from '@/services/request'
import { TRADE_TYPE } from '@contract/payment'

export type PayFlow =
  /** The page went to a cashier, a form, OAuth or a loan platform. */
  | { kind: 'left' }
  /** The server confirms the payment: go to finish pay. */
  | { kind: 'paid'; finishUrl: string; message: string }
  /** The WeChat bridge says paid: go to finish pay, which asks the server ("After wechat pay success go to finish pay"). */
  | { kind: 'toFinish'; finishUrl: string }
  /** The WeChat bridge came back without success: ask the learner ('Payment complete' / 'Problem with payment, pay again'). */
  | { kind: 'confirmWx' }
  /** Dialog-worthy answers of the payment check (not paid yet, failed, closed, already completed). */
  | { kind: 'unpaid'; message: string; finishUrl?: string }
  /** The payment is still settling: nothing is shown (payStatus 2); `unanswered` when the check itself got no answer. */
  | { kind: 'pending'; unanswered?: boolean }
  /** Refused before paying (goods changed, amount, state): the message, and whether it was toasted already. */
  | { kind: 'refused'; message: string; shown: boolean }
  /** The pay click is blocked before any request (already paid, a campus to choose): the message. */
  | { kind: 'blocked'; message: string }
  /** The order's next payment is elsewhere (the loan pays the rest, on the learner's loan application): go there. */
  | { kind: 'onward'; url: string }
  /** The learner chooses how to pay (the confirm-payment popup). */
  | { kind: 'choose' }

/** The payment a return to confirm order names (?subOrderId=&tradeNo=&payType=, with isCheckPay=1). */
export interface ReturnQuery {
  subOrderId?: string
  tradeNo?: string
  payType?: string
}

export class PaymentStore {
  paying = false
  /**
   * The pay session as last written or read: observable, so a page re-renders (and arms its leave guard) the moment a
   * payment goes out, even when the page is about to leave for a cashier and come back frozen from the browser's
   * back-forward cache. Storage stays the truth across documents: refreshSession() reads it again.
   */
  private kept: PaySession | null = null
  private inFlight: Promise<PayFlow> | null = null
  private keys = new Map<string, string>()

  constructor(
    private readonly api: Pick<OrderApi, 'pay' | 'payStatus' | 'payZero'>,
    private readonly channel: PaymentChannel,
    private readonly env: () => Environment,
    private readonly sessionStore: PaySessionStore,
    private readonly toastLater: (message: string, delayMs: number) => void,
    /** The merchant accounts (configuration): each payment names its channel's. */
    private readonly accounts: PayAccounts = {},
  ) {
    this.kept = sessionStore.read()
    makeAutoObservable<PaymentStore, 'api' | 'channel' | 'env' | 'sessionStore' | 'toastLater' | 'accounts' | 'inFlight' | 'keys' | 'kept'>(this, {
      api: false, channel: false, env: false, sessionStore: false, toastLater: false, accounts: false, inFlight: false, keys: false,
      kept: observableRef,
    })
  }

  get session(): PaySession | null {
    return this.kept
  }

  /** Reads the kept session again (another document may have changed it: a page restored from the back-forward cache). */
  refreshSession(): void {
    this.kept = this.sessionStore.read()
  }

  /** Writes the session (null clears it) to storage and to the observable copy. */
  private keep(session: PaySession | null): void {
    if (session) this.sessionStore.write(session)
    else this.sessionStore.clear()
    this.kept = session
  }

  /**
   * A tap on the pay bar (payStart decides): blocked, on to the loan application, a free order paid here, or the
   * learner chooses the method. The page only shows what comes back.
   */
  start(order: OrderInfo): Promise<PayFlow> {
    const start = payStart(order)
    switch (start.kind) {
      case 'blocked': return Promise.resolve({ kind: 'blocked', message: start.message })
      case 'loanNext': return Promise.resolve({ kind: 'onward', url: start.url })
      case 'free': return this.payFree(order)
      case 'choose': return Promise.resolve({ kind: 'choose' })
    }
  }

  pay(order: OrderInfo, options: PayOptions): Promise<PayFlow> {
    return this.once(() => this.run(order, options))
  }

  /**
   * A free order (payPrice 0): payZero completes it, then finish pay, however many taps. A refusal was shown by the
   * request layer.
   */
  private payFree(order: OrderInfo): Promise<PayFlow> {
    return this.once(async () => {
      try {
        await this.api.payZero(order.orderId)
      } catch {
        return { kind: 'refused', message: '', shown: true }
      }
      return { kind: 'toFinish', finishUrl: finishPayPath(order, 0) }
    })
  }

  /** One payment at a time: a tap while one is out gets the same answer. */
  private once(start: () => Promise<PayFlow>): Promise<PayFlow> {
    if (this.inFlight) return this.inFlight
    this.paying = true
    this.inFlight = start().finally(() => {
      runInAction(() => {
        this.paying = false
        this.inFlight = null
      })
    })
    return this.inFlight
  }

  private keyFor(order: OrderInfo, options: PayOptions, tradeType: number): string {
    const id = `${order.orderId}:${options.amount}:${tradeType}:${options.isDownPayment ? 1 : 0}`
    let key = this.keys.get(id)
    if (!key) {
      key = newClientKey()
      this.keys.set(id, key)
    }
    return key
  }

  private async run(order: OrderInfo, options: PayOptions): Promise<PayFlow> {
    const env = this.env()
    const plan = payPlan(options.method, env, order.goodsTypeId, options.loan)
    const prepared = await this.channel.prepare(plan, finishPayPath(order, plan.payType))
    const base = { isPay: true, isWxPay: plan.tradeType === TRADE_TYPE.wxOfficial, orderId: order.orderId, ...(options.loan ? { loan: true } : {}) }
    const accountUuid = payAccount(plan.tradeType, this.accounts)
    const info = {
      orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, userId: order.userId, payType: plan.payType,
      ...(accountUuid ? { accountUuid } : {}),
    }
    if (prepared === 'left') {
      this.keep({ ...base, payOrderInfo: info, pending: options })
      return { kind: 'left' }
    }
    const request = buildPayRequest(order, {
      plan,
      amount: options.amount,
      env,
      isDownPayment: options.isDownPayment,
      clientPayKey: this.keyFor(order, options, plan.tradeType),
      customer: options.customer,
      accountUuid,
      ...prepared,
    })
    let answer
    try {
      answer = await this.api.pay(request)
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'api' && error.message) {
        // "Pay code 400: toast msg after 0.5 s."
        this.toastLater(error.message, error.code === 400 ? PAY_ERROR_TOAST_DELAY_MS : 0)
        return { kind: 'refused', message: error.message, shown: true }
      }
      // A timeout or network failure was toasted by the request layer.
      return { kind: 'refused', message: '', shown: true }
    }
    const data = answer.data ?? {}
    if (data.goodsChange && !data.tradeNo) return { kind: 'refused', message: goodsChangeMessage(data.goodsChange), shown: false }
    const payOrderInfo = { ...info, subOrderId: data.subOrderId, tradeNo: data.tradeNo }
    this.keep({ ...base, payOrderInfo })
    const outcome = await this.channel.execute(plan, data)
    if (outcome === 'left') return { kind: 'left' }
    if (plan.tradeType === TRADE_TYPE.wxOfficial) {
      return outcome === 'done' ? { kind: 'toFinish', finishUrl: finishPayPath(order, plan.payType) } : { kind: 'confirmWx' }
    }
    const flow = await this.check()
    // The wallet said done but the server is still settling (payStatus 2): finish pay keeps asking (checkSettled).
    if (outcome === 'done' && flow.kind === 'pending') return { kind: 'toFinish', finishUrl: finishPayPath(order, plan.payType) }
    return flow
  }

  /** Back from the WeChat OAuth page (isWxPay, code): carries on with the payment the learner started. */
  resume(order: OrderInfo): Promise<PayFlow> | null {
    const session = this.kept
    if (!session?.isWxPay || !session.pending || session.orderId !== order.orderId) return null
    const pending = session.pending
    this.keep({ ...session, pending: undefined })
    return this.pay(order, pending)
  }

  /** After any return from a payment: the server's payStatus decides, and the dialog says it (section 4). */
  async check(session: PaySession | null = this.kept): Promise<PayFlow> {
    if (!session) return { kind: 'pending' }
    const { tradeOrderId, userId, payType, ...query } = session.payOrderInfo
    const finishUrl = finishPayPath({ tradeOrderId, userId }, payType)
    let payStatus: number
    try {
      payStatus = (await this.api.payStatus({ ...query, payType })).payStatus
    } catch (error) {
      return { kind: 'pending', unanswered: isUnanswered(error) }
    }
    const dialog = payCheckDialog(payStatus)
    if (!dialog.show) return { kind: 'pending' }
    if (dialog.success) {
      this.keep(null)
      return payStatus === 3 ? { kind: 'paid', finishUrl, message: dialog.message } : { kind: 'unpaid', message: dialog.message, finishUrl }
    }
    return { kind: 'unpaid', message: dialog.message }
  }

  /**
   * Back on confirm order with ?isCheckPay=1: checks the payment the query names, else the one kept for this order,
   * else the order's latest payment (the server answers for the order when no sub-order is named).
   */
  checkReturn(order: OrderInfo, query: ReturnQuery): Promise<PayFlow> {
    const kept = this.kept?.orderId === order.orderId ? this.kept : null
    const named = Number(query.subOrderId) > 0 || !!query.tradeNo
    const payType = (Number(query.payType) || kept?.payOrderInfo.payType || 0) as PayType
    const base = { orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, userId: order.userId, payType }
    const payOrderInfo = named
      ? { ...base, subOrderId: Number(query.subOrderId) || undefined, tradeNo: query.tradeNo || undefined }
      : { ...base, ...kept?.payOrderInfo }
    return this.check({ isPay: true, isWxPay: kept?.isWxPay ?? false, orderId: order.orderId, payOrderInfo })
  }

  /** check(), asked again while the payment is still settling (payStatus 2), at most `tries` times. */
  async checkSettled(session: PaySession | null = this.kept, tries = 5, intervalMs = 1000): Promise<PayFlow> {
    let flow = await this.check(session)
    for (let i = 1; i < tries && flow.kind === 'pending' && session; i++) {
      await new Promise((r) => setTimeout(r, intervalMs))
      flow = await this.check(session)
    }
    return flow
  }

  /**
   * The order as the server answers it now: a loan application of this order kept for the return ends once the order
   * is out of the loan (declined, state 8, or paid), so that no page takes it for a payment still out.
   */
  settle(order: Pick<OrderInfo, 'orderId' | 'state'>): void {
    const kept = this.kept
    if (kept?.loan && kept.orderId === order.orderId && order.state !== OrderState.inTheLoan) this.keep(null)
  }

  /** The learner chose to leave the payment ("Confirm leave clears the pay flag"). */
  leave(): void {
    this.keep(null)
  }
}
