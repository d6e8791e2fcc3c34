// Paying: one payment for many taps, refusals from the server, and the payment check after any return.
import type { OrderInfo } from '@contract/order'
import type { PayRequest, PayResult } from '@contract/payment'
import { detectEnvironment } from '@/core/environment'
import type { ChannelOutcome, PaymentChannel } from '@/platform/paymentTypes'
import { ApiError } from '@/services/request'
import type { PaySession } from '@/core/order/paySession'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { PaymentStore } from './payment'

const order = { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1', userId: 5, goodsId: 7, goodsTypeId: 1, name: '初级会计全科', schoolId: 3, commodityIdListStr: '11', waitPayMoney: 98000 } as OrderInfo

function setup(opts: { pay?: (r: PayRequest) => Promise<PayResult>; payZero?: () => Promise<void>; outcome?: ChannelOutcome; payStatus?: number; ua?: string; miniProgram?: boolean } = {}) {
  let session: PaySession | null = null
  const api = {
    pay: jest.fn(async (r: PayRequest) => ({ code: 200, msg: 'ok', data: await (opts.pay ?? (async () => ({ subOrderId: 1, tradeNo: 'P1', alipayForm: { action: '/sandbox/cashier', method: 'POST' as const, fields: {} } })))(r) })),
    payStatus: jest.fn(async () => ({ payStatus: (opts.payStatus ?? 3) as 1 })),
    payZero: jest.fn(async () => {
      await opts.payZero?.()
      return {} as PayResult
    }),
  }
  const channel: PaymentChannel = {
    prepare: jest.fn(async () => ({ returnUrl: 'https://app/ty/finishPay' })),
    execute: jest.fn(async () => opts.outcome ?? 'left'),
  }
  const toasts: [string, number][] = []
  const store = new PaymentStore(api, channel, () => detectEnvironment(opts.ua ?? 'Mozilla/5.0 (Linux; Android 13) Chrome/120', opts.miniProgram), {
    read: () => session, write: (s) => { session = s }, clear: () => { session = null },
  }, (m, d) => toasts.push([m, d]), { wxJsapi: 'acc-wx-jsapi', wxH5: 'acc-wx-h5', alipay: 'acc-alipay' })
  return { store, api, channel, toasts, session: () => session }
}

it('twenty rapid taps on pay create one payment', async () => {
  let release!: () => void
  const gate = new Promise<void>((r) => { release = r })
  const { store, api } = setup({ pay: async () => { await gate; return { subOrderId: 1, tradeNo: 'P1', alipayForm: { action: '/x', method: 'POST', fields: {} } } } })
  const taps = Array.from({ length: 20 }, () => store.pay(order, { method: 1, amount: 98000 }))
  expect(store.paying).toBe(true)
  release()
  const flows = await Promise.all(taps)
  expect(api.pay).toHaveBeenCalledTimes(1)
  expect(flows.every((f) => f.kind === 'left')).toBe(true)
  expect(store.paying).toBe(false)
})

it('a second attempt at the same payment sends the same clientPayKey (the server answers the same sub-order)', async () => {
  const { store, api } = setup()
  await store.pay(order, { method: 1, amount: 98000 })
  await store.pay(order, { method: 1, amount: 98000 })
  await store.pay(order, { method: 1, amount: 30000 })
  const keys = api.pay.mock.calls.map(([r]) => r.clientPayKey)
  expect(keys[0]).toBe(keys[1])
  expect(keys[2]).not.toBe(keys[0])
})

it('keeps the pay session for the return and writes the request the spec names', async () => {
  const { store, api, session } = setup()
  await store.pay(order, { method: 1, amount: 98000 })
  expect(api.pay.mock.calls[0][0]).toMatchObject({ payType: 1, tradeType: 5, merchNo: '0014', payPrice: 98000, aliPayReturnUrl: 'https://app/ty/finishPay', accountUuid: 'acc-alipay' })
  expect(session()).toEqual({
    isPay: true, isWxPay: false, orderId: 9,
    payOrderInfo: { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1', userId: 5, payType: 1, subOrderId: 1, tradeNo: 'P1', accountUuid: 'acc-alipay' },
  })
})

it.each<[string, number | null, boolean, string | undefined]>([
  ['alipay: the alipay account', 1, false, 'acc-alipay'],
  ['WeChat H5: the H5 account', 2, false, 'acc-wx-h5'],
  ['the mini-program: the in-app WeChat account', null, true, 'acc-wx-jsapi'],
])('accountUuid, "two wechat accounts, one alipay account": %s', async (_n, method, miniProgram, account) => {
  const { store, api } = setup({ miniProgram })
  await store.pay(order, { method: method as 1 | 2 | null, amount: 98000 })
  expect(api.pay.mock.calls[0][0].accountUuid).toBe(account)
})

it('a loan pays the loan platform: no account of ours', async () => {
  const { store, api } = setup()
  await store.pay(order, { method: null, amount: 98000, loan: true, customer: { name: '张三', mobile: '13800138000' } })
  expect(api.pay.mock.calls[0][0]).not.toHaveProperty('accountUuid')
})

it('"Pay code 400: toast msg after 0.5 s"', async () => {
  const { store, toasts } = setup({ pay: async () => { throw new ApiError(400, '支付金额超过待支付金额') } })
  expect(await store.pay(order, { method: 1, amount: 99999 })).toEqual({ kind: 'refused', message: '支付金额超过待支付金额', shown: true })
  expect(toasts).toEqual([['支付金额超过待支付金额', 500]])
})

it('a goodsChange refusal reads as the spec says', async () => {
  const { store, channel } = setup({ pay: async () => ({ goodsChange: { schoolStatus: 0, msg: 'x' } }) })
  expect(await store.pay(order, { method: 1, amount: 98000 })).toEqual({ kind: 'refused', message: '该校区不可销售', shown: false })
  expect(channel.execute).not.toHaveBeenCalled()
})

describe('the payment check after an in-page payment (mini-program wallet)', () => {
  it.each<[number, object]>([
    [3, { kind: 'paid', finishUrl: '/ty/finishPay?tradeOrderId=T1&userId=5&payType=4' }], // virtual payment
    [1, { kind: 'unpaid', message: '你当前还没有完成付款，请重新支付' }],
    [4, { kind: 'unpaid', message: '支付失败，请重新支付' }],
    [5, { kind: 'unpaid', message: '当前交易已关闭' }],
    [6, { kind: 'unpaid', message: '当前交易已完成，无需重复支付' }],
    // Settling (the wallet said done, the notify has not landed): finish pay, which asks again every second.
    [2, { kind: 'toFinish', finishUrl: '/ty/finishPay?tradeOrderId=T1&userId=5&payType=4' }],
  ])('payStatus %s', async (payStatus, flow) => {
    const { store } = setup({ outcome: 'done', payStatus, miniProgram: true })
    const result = await store.pay(order, { method: null, amount: 98000 })
    expect(result).toMatchObject(flow)
  })

  it('a cancelled wallet while the server still says 2: no trip to finish pay', async () => {
    const { store } = setup({ outcome: 'cancelled', payStatus: 2, miniProgram: true })
    expect(await store.pay(order, { method: null, amount: 98000 })).toEqual({ kind: 'pending' })
  })

  it('asks even when the wallet says cancelled: the server decides', async () => {
    const { store, api } = setup({ outcome: 'cancelled', payStatus: 1, miniProgram: true })
    expect(await store.pay(order, { method: null, amount: 98000 })).toMatchObject({ kind: 'unpaid' })
    expect(api.payStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 9, orderNo: 'KJ1', subOrderId: 1, tradeNo: 'P1' }))
  })
})

describe('WeChat in the messenger browser', () => {
  const ua = 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0'

  it('leaves for OAuth first, keeping isWxPay and the payment to resume; back with the code it carries on', async () => {
    const { store, channel, api, session } = setup({ ua, outcome: 'done' })
    jest.mocked(channel.prepare).mockResolvedValueOnce('left')
    expect(await store.pay(order, { method: 2, amount: 30000 })).toEqual({ kind: 'left' })
    expect(api.pay).not.toHaveBeenCalled()
    expect(session()).toMatchObject({ isPay: true, isWxPay: true, pending: { method: 2, amount: 30000 } })

    jest.mocked(channel.prepare).mockResolvedValueOnce({ wxCode: 'sbx-1' })
    const resumed = await store.resume(order)
    expect(api.pay).toHaveBeenCalledWith(expect.objectContaining({ tradeType: 6, wxCode: 'sbx-1', payPrice: 30000 }))
    expect(resumed).toEqual({ kind: 'toFinish', finishUrl: '/ty/finishPay?tradeOrderId=T1&userId=5&payType=2' })
    expect(store.resume(order)).toBeNull() // resumed once
  })

  it('"After wechat pay success go to finish pay"; otherwise the learner is asked', async () => {
    expect(await setup({ ua, outcome: 'done' }).store.pay(order, { method: 2, amount: 98000 })).toMatchObject({ kind: 'toFinish' })
    expect(await setup({ ua, outcome: 'cancelled' }).store.pay(order, { method: 2, amount: 98000 })).toEqual({ kind: 'confirmWx' })
    expect(await setup({ ua, outcome: 'failed' }).store.pay(order, { method: 2, amount: 98000 })).toEqual({ kind: 'confirmWx' })
  })

  it('nothing to resume for another order or without a pending payment', async () => {
    const { store } = setup({ ua })
    expect(store.resume(order)).toBeNull()
  })
})

it('asks again while the payment is still settling, then answers', async () => {
  const { store, api } = setup({ miniProgram: true, outcome: 'left' })
  await store.pay(order, { method: null, amount: 98000 })
  api.payStatus.mockResolvedValueOnce({ payStatus: 2 as 1 }).mockResolvedValueOnce({ payStatus: 2 as 1 }).mockResolvedValueOnce({ payStatus: 3 as 1 })
  expect(await store.checkSettled(undefined, 5, 1)).toMatchObject({ kind: 'paid' })
  expect(api.payStatus).toHaveBeenCalledTimes(3)
})

it('the session is observable: a reaction sees the payment go out and the learner leave (the leave guard arms on it)', async () => {
  const { autorun } = await import('mobx')
  const { store } = setup()
  const seen: boolean[] = []
  const stop = autorun(() => { seen.push(!!store.session?.isPay) })
  await store.pay(order, { method: 1, amount: 98000 })
  store.leave()
  stop()
  expect(seen).toEqual([false, true, false])
})

it('refreshSession reads storage again (a page restored from the back-forward cache after another page cleared it)', async () => {
  const { store } = setup()
  await store.pay(order, { method: 1, amount: 98000 })
  // Storage changed behind the store's back (finish pay, in another document, checked the payment and cleared it).
  const shared = { value: store.session as PaySession | null }
  const restored = new PaymentStore({ pay: jest.fn(), payStatus: jest.fn(), payZero: jest.fn() }, { prepare: jest.fn(), execute: jest.fn() }, () => detectEnvironment(''), {
    read: () => shared.value, write: (s) => { shared.value = s }, clear: () => { shared.value = null },
  }, () => undefined)
  expect(restored.session?.isPay).toBe(true)
  shared.value = null
  expect(restored.session?.isPay).toBe(true)
  restored.refreshSession()
  expect(restored.session).toBeNull()
})

describe('a tap on the pay bar (start)', () => {
  const pending = orderInfo({ orderId: 9, tradeOrderId: 'T1', userId: 5 })
  it('blocked before any request: already paid, or a campus to choose', async () => {
    const { store, api } = setup()
    expect(await store.start({ ...pending, state: 3 })).toEqual({ kind: 'blocked', message: '该订单已完成支付，无需重复支付' })
    expect(await store.start({ ...pending, isShowSchool: true, signSchoolId: null })).toEqual({ kind: 'blocked', message: '请选择上课校区' })
    expect(api.pay).not.toHaveBeenCalled()
    expect(api.payZero).not.toHaveBeenCalled()
  })
  it('in the loan with the down payment made: on to the learner\'s loan application, nothing paid here', async () => {
    const { store, api } = setup()
    const inLoan = orderInfo({ orderId: 9, tradeOrderId: 'T1', userId: 5, state: 6, installmentType: 1, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' } })
    expect(await store.start(inLoan)).toEqual({ kind: 'onward', url: '/ty/loan?orderId=9&userId=5' })
    expect(api.pay).not.toHaveBeenCalled()
  })
  it('a priced order: the learner chooses how to pay, nothing sent yet', async () => {
    const { store, api } = setup()
    expect(await store.start(pending)).toEqual({ kind: 'choose' })
    expect(api.pay).not.toHaveBeenCalled()
    expect(store.paying).toBe(false)
  })
})

describe('a free order (payPrice 0)', () => {
  const free = { ...order, payPrice: 0, waitPayMoney: 0, state: 1 }
  it('is completed by payZero once however many taps, then finish pay with payType 0', async () => {
    let release!: () => void
    const { store, api } = setup({ payZero: () => new Promise<void>((resolve) => (release = resolve)) })
    const taps = Array.from({ length: 5 }, () => store.start(free))
    expect(store.paying).toBe(true)
    release()
    const flows = await Promise.all(taps)
    expect(api.payZero).toHaveBeenCalledTimes(1)
    expect(api.payZero).toHaveBeenCalledWith(9)
    expect(flows[0]).toEqual({ kind: 'toFinish', finishUrl: '/ty/finishPay?tradeOrderId=T1&userId=5&payType=0' })
    expect(new Set(flows).size).toBe(1)
    expect(store.paying).toBe(false)
  })

  it('refused, stays on the page (the request layer said why) and can be tapped again', async () => {
    let refuse = true
    const { store, api } = setup({ payZero: async () => { if (refuse) throw new ApiError(400, '订单状态异常') } })
    expect(await store.start(free)).toEqual({ kind: 'refused', message: '', shown: true })
    refuse = false
    expect((await store.start(free)).kind).toBe('toFinish')
    expect(api.payZero).toHaveBeenCalledTimes(2)
  })
})

describe('a loan application kept for the return', () => {
  it('ends once the order is out of the loan (declined or paid), and only then', async () => {
    const { store, session } = setup()
    await store.pay(order, { method: null, amount: 98000, loan: true, customer: { name: '张三', mobile: '13800138000' } })
    expect(session()).toMatchObject({ isPay: true, orderId: 9, loan: true })
    store.settle({ orderId: 9, state: 6 })
    store.settle({ orderId: 8, state: 8 })
    expect(store.session).not.toBeNull()
    store.settle({ orderId: 9, state: 8 })
    expect(store.session).toBeNull()
    expect(session()).toBeNull()
  })

  it('leaves a payment at a cashier alone (confirm order still warns before leaving it)', async () => {
    const { store } = setup()
    await store.pay(order, { method: 1, amount: 98000 })
    store.settle({ orderId: 9, state: 8 })
    expect(store.session).toMatchObject({ isPay: true, orderId: 9 })
  })
})
