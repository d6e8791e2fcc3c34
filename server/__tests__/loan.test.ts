import { coverPath } from '../lib/media/media'
import { makeApp, type Json, type TestApp } from './helpers'
import { O, ORDERS, payKit } from './payHelpers'

describe('instalments: down payment, loan pay, decline, another platform, approve', () => {
  let t: TestApp
  let a: Json
  let k: ReturnType<typeof payKit>
  beforeEach(async () => {
    t = await makeApp()
    a = await t.login('13800138000')
    k = payKit(t, a.token)
  })
  afterEach(() => t.app.close())

  it('offers loan platforms from ¥2000 and for degree goods only', async () => {
    const list = (await t.get(`${O}/ty_getLoanPlatform?goodsId=8&spPriceIdStr=801`, k.h)).body.data
    expect(list).toEqual([
      { loanPlatformId: 1, loanPlatformName: '百度有钱花', icon: coverPath('loan-1', 96, 96, { title: '百度有钱花' }), downPaymentPercent: 30, periods: [6, 12, 24] },
      { loanPlatformId: 2, loanPlatformName: '招联好期贷', icon: coverPath('loan-2', 96, 96, { title: '招联好期贷' }), downPaymentPercent: 20, periods: [12, 24] },
    ])
    expect((await t.get(`${O}/ty_getLoanPlatform?goodsId=1&spPriceIdStr=102`, k.h)).body.data).toEqual([])
    expect((await t.get(`${O}/ty_getLoanPlatform?goodsId=31&spPriceIdStr=3101`, k.h)).body.data).toHaveLength(2) // xlType 2
    expect((await t.get(`${O}/ty_getLoanPlatform?goodsId=8&spPriceIdStr=801`)).body.data).toEqual(list) // a guest sees them too
    const { orderId } = await k.create(ORDERS.loanable)
    expect((await k.order(orderId)).goodsLoanList).toEqual(list)
  })

  it('the whole loan flow', async () => {
    const { orderId, tradeOrderId } = await k.create({ ...ORDERS.loanable, installmentType: 1, loanPlatformId: 1 })
    expect(await k.order(orderId)).toMatchObject({ installmentType: 1, loanPlatformId: 1, downPayment: 89400, state: 1 })
    const loanPay = (extra: Record<string, unknown>) => k.pay(orderId, { payType: 3, tradeType: 10, payPrice: 208600, customerName: '王小明', customerMobile: '13800138000', ...extra })
    expect((await loanPay({})).msg).toBe('请先支付首付款')
    expect((await k.alipay(orderId, 298000)).msg).toBe('支付金额超过待支付金额') // the down payment is what is owed now
    expect((await k.alipay(orderId, 50000, { isDownPayment: 1 })).msg).toBe('首付款需一次付清')
    const down = (await k.alipay(orderId, 89400, { isDownPayment: 1 })).data
    await k.cashier(down.tradeNo, 'pay')
    t.app.settlement.flush()
    expect(await k.order(orderId)).toMatchObject({
      state: 6, orderStatus: 12, paidMoney: 89400, restMoney: 208600, downPayment: 89400, loan: { downPaymentStatus: 3, loanStatus: null, customerName: '' },
    })

    expect((await loanPay({ customerName: 'Tom' })).msg).toBe('请输入真实姓名')
    expect((await loanPay({ customerName: '王' })).msg).toBe('请输入真实姓名')
    expect((await loanPay({ customerMobile: '' })).msg).toBe('请输入手机号')
    expect((await loanPay({ customerMobile: '12345678901' })).msg).toBe('请输入正确的手机号')
    const first = await loanPay({ customerName: '阿依古丽·买买提' })
    expect(first.data).toEqual({ orderId, orderNo: expect.any(String), result: expect.stringMatching(/^\/sandbox\/loan\?app=\d+&ticket=[\w-]+\.[\w-]+$/) })
    const appOf = (url: string) => new URL(url, 'http://x').searchParams.get('app')
    const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')
    expect(appOf((await loanPay({})).data.result)).toBe(appOf(first.data.result)) // one open application
    expect((await k.order(orderId)).loan).toEqual({ downPaymentStatus: 3, loanStatus: 1, customerName: '阿依古丽·买买提' })

    const page = await t.app.inject({ url: first.data.result })
    for (const text of ['百度有钱花', '¥2086.00', '同意放款', '拒绝申请']) expect(page.body).toContain(text)
    const appId = appOf(first.data.result)
    expect((await t.app.inject({ url: `/sandbox/loan?app=${appId}` })).statusCode).toBe(404) // no ticket, no page
    const form = (decision: string, url = first.data.result) => ({
      method: 'POST' as const, url: '/sandbox/loan/result', payload: `app=${appOf(url)}&ticket=${ticketOf(url)}&decision=${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect((await t.app.inject({ ...form('approve'), payload: `app=${appId}&decision=approve` })).statusCode).toBe(404)
    const declined = await t.app.inject(form('decline'))
    expect(declined.statusCode).toBe(302)
    expect(declined.headers.location).toBe(`/ty/payResult?tradeOrderId=${tradeOrderId}&goodsId=8`)
    expect(await k.order(orderId)).toMatchObject({ state: 8, loan: { loanStatus: 3 }, paidMoney: 89400 })
    await t.app.inject(form('approve')) // decided already: nothing changes
    expect((await k.order(orderId)).state).toBe(8)

    const msg = { show: true, msg: '您的课程分期申请未通过，请选择其他分期平台' }
    expect((await t.post(`${O}/getLoanFailMsg`, { orderId }, k.h)).body.data).toEqual(msg)
    expect((await t.post(`${O}/getLoanFailMsg`, {}, k.h)).body.data).toEqual(msg)
    expect((await t.get(`${O}/updateLoanFailMsg?orderId=${orderId}`, k.h)).body.data).toEqual({ updated: 1 })
    expect((await t.post(`${O}/getLoanFailMsg`, { orderId }, k.h)).body.data).toEqual({ show: false, msg: '' })

    expect((await k.alipay(orderId, 208600)).msg).toBe('分期申请未通过，请重新选择分期平台')
    expect((await t.post(`${O}/updatePayType`, { orderId, installmentType: 1, loanPlatformId: 9 }, k.h)).body.msg).toBe('请选择分期平台')
    const switched = (await t.post(`${O}/updatePayType`, { orderId, installmentType: 1, loanPlatformId: 2 }, k.h)).body.data
    expect(switched).toMatchObject({ state: 6, loanPlatformId: 2, downPayment: 89400, paidMoney: 89400, loan: { downPaymentStatus: 3, loanStatus: null } })
    const second = await loanPay({})
    expect(second.data.result).not.toBe(first.data.result)
    expect((await t.app.inject({ url: second.data.result })).body).toContain('招联好期贷')
    await t.app.inject(form('approve', second.data.result))
    expect(await k.order(orderId)).toMatchObject({
      state: 3, orderStatus: 17, isLoan: true, paidMoney: 298000, waitPayMoney: 0, studyStatus: 0, payStatus: 1, loan: { loanStatus: 2 },
    })
    expect((await loanPay({})).msg).toBe('该订单已完成支付，无需重复支付')
  })

  it('updatePayType: full ↔ loan on an unpaid order; refused once paying; loan refused where none is offered', async () => {
    const { orderId } = await k.create(ORDERS.loanable)
    expect((await t.post(`${O}/updatePayType`, { orderId, installmentType: 1 }, k.h)).body.data).toMatchObject({ installmentType: 1, loanPlatformId: 1, downPayment: 89400, state: 1 })
    expect((await t.post(`${O}/updatePayType`, { orderId, installmentType: 0 }, k.h)).body.data).toMatchObject({ installmentType: 0, loanPlatformId: null, downPayment: 0, isLoan: false })
    const part = (await k.alipay(orderId, 1000, { isMince: 1 })).data
    await k.notify(part.tradeNo)
    expect((await t.post(`${O}/updatePayType`, { orderId, installmentType: 1 }, k.h)).body.msg).toBe('该订单已开始支付，不能修改支付方式')
    const cheap = await k.create(ORDERS.course)
    expect((await t.post(`${O}/updatePayType`, { orderId: cheap.orderId, installmentType: 1 }, k.h)).body.msg).toBe('该订单不支持分期')
  })
})

describe('cancel, delete, expiry, payZero, lookups', () => {
  let t: TestApp
  let k: ReturnType<typeof payKit>
  beforeEach(async () => {
    t = await makeApp()
    k = payKit(t, (await t.login('13800138000')).token)
  })
  afterEach(() => t.app.close())
  const list = async (tag = '') => (await t.get(`${O}/getOrderList?tagStatus=${tag}`, k.h)).body.data

  it('cancel only unpaid untouched orders; delete only cancelled or timed-out ones', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const paying = await k.create(ORDERS.course)
    await k.notify((await k.alipay(paying.orderId, 1000, { isMince: 1 })).data.tradeNo)
    expect((await t.get(`${O}/delOrder?id=${orderId}`, k.h)).body).toEqual({ code: 400, msg: '只能删除已取消或已超时的订单', data: null })
    expect((await t.get(`${O}/cancelOrder?id=${paying.orderId}`, k.h)).body.msg).toBe('订单已部分支付，无法取消')
    expect((await list()).unPayNum).toBe(2)
    expect((await t.get(`${O}/cancelOrder?id=${orderId}`, k.h, )).body.data).toEqual({ orderId, state: 4, orderStatus: 14 })
    expect((await list()).unPayNum).toBe(1)
    expect((await t.get(`${O}/cancelOrder?id=${orderId}`, k.h)).body.msg).toBe('订单已取消')
    expect((await k.alipay(orderId, 19900)).msg).toBe('订单已取消')
    expect((await t.get(`${O}/delOrder?id=${orderId}`, k.h)).body.data).toEqual({ orderId, deleted: true })
    expect((await k.info(orderId))).toEqual({ code: 404, msg: '订单不存在', data: null })
    expect((await list()).orderList.map((o: { orderId: number }) => o.orderId)).toEqual([paying.orderId])
    const done = await k.create(ORDERS.single)
    await k.notify((await k.alipay(done.orderId, 19900)).data.tradeNo)
    expect((await t.get(`${O}/cancelOrder?id=${done.orderId}`, k.h)).body.msg).toBe('订单已支付，无法取消')
  })

  it('expiry: an unpaid order past 24 h times out (state 5, orderStatus 15), leaves unPayNum and may be deleted', async () => {
    const { orderId } = await k.create(ORDERS.single)
    t.clock.advance(24 * 3600_000 - 1)
    expect((await list()).unPayNum).toBe(1)
    t.clock.advance(1)
    expect((await list()).unPayNum).toBe(0)
    expect(await k.order(orderId)).toMatchObject({ state: 5, orderStatus: 15, countDownTime: 0 })
    expect((await t.get(`${O}/cancelOrder?id=${orderId}`, k.h)).body.msg).toBe('订单已超时')
    expect((await t.get(`${O}/delOrder?id=${orderId}`, k.h)).body.code).toBe(200)
  })

  it('payZero completes a free order; a priced one is refused', async () => {
    const free = await k.create(ORDERS.free)
    expect((await t.post(`${O}/payZero`, { orderId: free.orderId }, k.h)).body.data).toMatchObject({ state: 3, orderStatus: 19, payStatus: 1, studyStatus: 0 })
    expect((await t.post(`${O}/payZero`, { orderId: free.orderId }, k.h)).body.msg).toBe('该订单已完成支付，无需重复支付')
    const priced = await k.create(ORDERS.single)
    expect((await t.post(`${O}/payZero`, { orderId: priced.orderId }, k.h)).body).toEqual({ code: 400, msg: '该订单需要支付，请选择支付方式', data: null })
  })

  it('findOrderStatusByUserIdAndSpecificationId and couponForOrder', async () => {
    const path = `${O}/findOrderStatusByUserIdAndSpecificationId?specificationId=102`
    expect((await t.get(path, k.h)).body.data).toEqual({ hasOrder: false, orderId: null, state: null })
    const { orderId } = await k.create(ORDERS.course)
    expect((await t.get(path, k.h)).body.data).toEqual({ hasOrder: true, orderId, state: 1 })
    expect((await t.get(`${O}/couponForOrder?orderId=${orderId}`, k.h)).body.data).toEqual([])
    for (const id of [1, 3]) await t.post(`/api/subject/web/receiveCouponFree`, { couponId: id }, k.h)
    t.app.db.prepare("INSERT INTO coupon_receipts (coupon_id, user_id, created_at) SELECT 4, user_id, 0 FROM orders WHERE id = ?").run(orderId)
    const coupons = (await t.get(`${O}/couponForOrder?orderId=${orderId}`, k.h)).body.data
    expect(coupons.map((c: { couponId: number }) => c.couponId)).toEqual([3, 1]) // 3 (threshold 1680) fits, 4 expired
  })
})
