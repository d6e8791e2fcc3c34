import { makeApp, type Json, type TestApp } from './helpers'
import { O, ORDERS, payKit } from './payHelpers'
import { hmacHex, virtualPaySig, virtualSignature } from '../lib/payments/paySign'
import { sandboxSessionKey } from '../lib/accounts/wechat'

describe('payments: channels, notify and status', () => {
  let t: TestApp
  let a: Json
  let k: ReturnType<typeof payKit>
  beforeEach(async () => {
    t = await makeApp()
    a = await t.login('13800138000')
    k = payKit(t, a.token)
  })
  afterEach(() => t.app.close())

  it('alipay: form → cashier page → 302 back; queryOrderStatus 2 until the notify lands, then 3; the order completes', async () => {
    const { orderId, orderNo, tradeOrderId } = await k.create(ORDERS.course)
    const res = await k.alipay(orderId, 168000, { aliPayReturnUrl: `/ty/finishPay?tradeOrderId=${tradeOrderId}&payType=1` })
    expect(res.code).toBe(200)
    const { subOrderId, tradeNo, alipayForm } = res.data
    expect(tradeNo).toMatch(/^P\d+$/)
    expect(alipayForm).toEqual({
      action: '/sandbox/cashier', method: 'POST',
      fields: { tradeNo, subOrderId: String(subOrderId), channel: 'alipay', amount: '168000', returnUrl: `/ty/finishPay?tradeOrderId=${tradeOrderId}&payType=1`, ticket: k.ticketOf(tradeNo) },
    })
    expect((await k.status(orderId, { orderNo, subOrderId })).data).toEqual({ payStatus: 1 })

    const page = await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: new URLSearchParams(alipayForm.fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    for (const text of ['name="viewport"', '¥1680.00', '2025初级会计职称·全科精讲班', '支付宝', '确认支付', '支付失败', '关闭交易']) expect(page.body).toContain(text)

    const back = await k.cashier(tradeNo, 'pay')
    expect(back).toEqual({ status: 302, location: `/ty/finishPay?tradeOrderId=${tradeOrderId}&payType=1` })
    expect((await k.status(orderId, { orderNo, subOrderId })).data).toEqual({ payStatus: 2 }) // returned before the notify
    expect((await k.order(orderId)).state).toBe(1)
    expect(t.app.settlement.flush()).toBe(1)
    expect((await k.status(orderId, { orderNo, tradeNo })).data).toEqual({ payStatus: 3 })
    expect(await k.order(orderId)).toMatchObject({
      state: 3, orderStatus: 17, payStatus: 1, studyStatus: 0, paidMoney: 168000, waitPayMoney: 0, restMoney: 0, signContractStatus: 22, countDownTime: 0,
    })
    // a second notify changes nothing; paying again is refused
    expect((await k.notify(tradeNo)).data).toEqual({ tradeNo, status: 'paid', applied: true })
    expect((await k.order(orderId)).paidMoney).toBe(168000)
    expect(await k.alipay(orderId, 168000)).toEqual({ code: 400, msg: '该订单已完成支付，无需重复支付', data: null })
  })

  it('the notify lands by itself about 300 ms after the cashier', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const { tradeNo } = (await k.alipay(orderId, 19900)).data
    // The settlement's timer (armed by the cashier's answer) on jest's clock; inject's own scheduling stays real. The
    // app's clock stands still, and the timer's expiry stands for the due time it waited for.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      await k.cashier(tradeNo, 'pay')
      expect(t.app.settlement.size()).toBe(1)
      jest.advanceTimersByTime(299)
      expect(t.app.settlement.size()).toBe(1)
      jest.advanceTimersByTime(1)
      expect(t.app.settlement.size()).toBe(0)
    } finally {
      jest.useRealTimers()
    }
    expect(await k.order(orderId)).toMatchObject({ state: 3, orderStatus: 19, studyStatus: 0 }) // visa-free: complete
  })

  it('WeChat H5: the mweb cashier URL; default returnUrl; notify → complete', async () => {
    const { orderId, tradeOrderId } = await k.create(ORDERS.single)
    const res = await k.pay(orderId, { payType: 2, tradeType: 2, payPrice: 19900 })
    const { tradeNo } = res.data
    const ret = `/ty/finishPay?tradeOrderId=${tradeOrderId}&payType=2`
    expect(res.data.result).toBe(`/sandbox/cashier?tradeNo=${tradeNo}&channel=wechat&ticket=${k.ticketOf(tradeNo)}&returnUrl=${encodeURIComponent(ret)}`)
    const page = await t.app.inject({ url: res.data.result })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('微信支付')
    expect((await k.cashier(tradeNo, 'pay')).location).toBe(ret)
    t.app.settlement.flush()
    expect((await k.status(orderId)).data.payStatus).toBe(3)
  })

  it('WeChat official account: wxCode from the sandbox OAuth; JSAPI params signed; the bridge settles', async () => {
    const oauth = await t.app.inject({ url: '/sandbox/wechat/oauth?redirect_uri=%2Fty%2FconfirmOrder%3FgoodsId%3D2&state=pay' })
    expect(oauth.statusCode).toBe(302)
    const code = /code=(sbx-[0-9a-f]+)/.exec(String(oauth.headers.location))![1]
    expect(oauth.headers.location).toBe(`/ty/confirmOrder?goodsId=2&code=${code}&state=pay`)
    expect((await t.app.inject({ url: '/sandbox/wechat/oauth?redirect_uri=https%3A%2F%2Fevil.example%2F' })).statusCode).toBe(400)

    const { orderId } = await k.create(ORDERS.single)
    expect(await k.pay(orderId, { payType: 2, tradeType: 6, payPrice: 19900, wxCode: 'real-code' })).toEqual({ code: 400, msg: '微信授权已失效，请重新支付', data: null })
    const res = await k.pay(orderId, { payType: 2, tradeType: 6, payPrice: 19900, wxCode: code })
    const j = res.data.jsapi
    expect(j).toMatchObject({ appId: 'wx-sandbox-app', package: `prepay_id=${res.data.tradeNo}`, signType: 'RSA', timeStamp: String(Math.floor(t.clock.now() / 1000)) })
    expect(j.paySign).toBe(hmacHex(t.app.keys.merchant, `${j.appId}\n${j.timeStamp}\n${j.nonceStr}\n${j.package}\n`))
    // The wallet pays only what the server signed: an unsigned or forged call for this payment is refused.
    expect((await t.post('/sandbox/wechat/jsapi-pay', { package: j.package, result: 'ok' })).body.code).toBe(400)
    expect((await t.post('/sandbox/wechat/jsapi-pay', { ...j, paySign: 'f'.repeat(64), result: 'ok' })).body).toMatchObject({ code: 403, msg: '签名错误' })
    expect((await k.status(orderId)).data.payStatus).toBe(1)
    const bridge = await t.post('/sandbox/wechat/jsapi-pay', { ...j, result: 'ok' })
    expect(bridge.body.data).toEqual({ err_msg: 'get_brand_wcpay_request:ok' })
    expect((await k.status(orderId)).data.payStatus).toBe(2)
    t.app.settlement.flush()
    expect((await k.status(orderId)).data.payStatus).toBe(3)
  })

  it('failed and closed cashier results mark the payment and leave the order alone', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const first = (await k.alipay(orderId, 19900)).data
    expect((await k.cashier(first.tradeNo, 'fail')).status).toBe(302)
    expect((await k.status(orderId, { subOrderId: first.subOrderId })).data.payStatus).toBe(4)
    const second = (await k.alipay(orderId, 19900)).data
    await k.cashier(second.tradeNo, 'close')
    expect((await k.status(orderId, { tradeNo: second.tradeNo })).data.payStatus).toBe(5)
    expect(t.app.settlement.flush()).toBe(0)
    expect(await k.order(orderId)).toMatchObject({ state: 1, orderStatus: 11, paidMoney: 0 })
    // a late 'ok' notify for a failed payment is money that arrived after all: the order takes it, once
    expect((await k.notify(first.tradeNo)).data).toEqual({ tradeNo: first.tradeNo, status: 'paid', applied: true })
    expect((await k.notify(first.tradeNo)).data.status).toBe('paid')
    expect(await k.order(orderId)).toMatchObject({ state: 3, paidMoney: 19900, refundDue: 0 })
  })

  it('part payments: state 2 paying, then the rest completes; over the owed amount and <= 0 refused', async () => {
    const { orderId } = await k.create(ORDERS.course)
    expect(await k.alipay(orderId, 168001, { isMince: 1 })).toEqual({ code: 400, msg: '支付金额超过待支付金额', data: null })
    expect(await k.alipay(orderId, 0, { isMince: 1 })).toEqual({ code: 400, msg: '请输入正确的支付金额', data: null })
    expect((await k.alipay(orderId, -5, { isMince: 1 })).msg).toBe('请输入正确的支付金额')
    const part = (await k.alipay(orderId, 50000, { isMince: 1 })).data
    await k.notify(part.tradeNo)
    expect(await k.order(orderId)).toMatchObject({ state: 2, orderStatus: 12, paidMoney: 50000, waitPayMoney: 118000 })
    expect((await k.status(orderId, { subOrderId: part.subOrderId })).data.payStatus).toBe(3)
    expect((await k.alipay(orderId, 118001)).msg).toBe('支付金额超过待支付金额')
    const rest = (await k.alipay(orderId, 118000)).data
    await k.notify(rest.tradeNo)
    expect(await k.order(orderId)).toMatchObject({ state: 3, orderStatus: 17, paidMoney: 168000, waitPayMoney: 0, payStatus: 1 })
  })

  it('a part payment on an isReceiveAll order is refused', async () => {
    const { orderId } = await k.create(ORDERS.single)
    expect((await k.order(orderId)).isReceiveAll).toBe(true)
    expect(await k.alipay(orderId, 9900, { isMince: 1 })).toEqual({ code: 400, msg: '该订单不支持分次支付', data: null })
    expect((await k.alipay(orderId, 9900)).msg).toBe('该订单不支持分次支付')
  })

  it('accountUuid: the channel\'s merchant account is accepted, another account refused, none still accepted', async () => {
    const { orderId } = await k.create(ORDERS.single)
    expect((await k.alipay(orderId, 19900, { accountUuid: 'sbx-wx-h5', clientPayKey: 'acc-1' })).msg).toBe('收款账户与支付方式不符')
    expect((await k.alipay(orderId, 19900, { accountUuid: 'sbx-alipay', clientPayKey: 'acc-2' })).code).toBe(200)
    expect((await k.alipay(orderId, 19900, { clientPayKey: 'acc-3' })).code).toBe(200)
  })

  it('twenty pay requests with one clientPayKey are one payment; a newer payment closes the older pending one', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const answers = await Promise.all(Array.from({ length: 20 }, () => k.alipay(orderId, 19900, { clientPayKey: 'tap-1' })))
    expect(new Set(answers.map((r) => r.data.subOrderId)).size).toBe(1)
    expect(answers.every((r) => JSON.stringify(r) === JSON.stringify(answers[0]))).toBe(true)
    const count = () => (t.app.db.prepare('SELECT COUNT(*) n FROM sub_orders WHERE order_id = ?').get(orderId) as { n: number }).n
    expect(count()).toBe(1)
    const newer = (await k.alipay(orderId, 19900, { clientPayKey: 'tap-2' })).data
    expect(count()).toBe(2)
    expect((await k.status(orderId, { subOrderId: answers[0].data.subOrderId })).data.payStatus).toBe(5)
    expect((await k.status(orderId, { subOrderId: newer.subOrderId })).data.payStatus).toBe(1)
    // the closed payment's cashier no longer takes money
    await k.cashier(answers[0].data.tradeNo, 'pay')
    expect(t.app.settlement.flush()).toBe(0)
    // the same key after completion still answers the same payment
    await k.notify(newer.tradeNo)
    expect((await k.alipay(orderId, 19900, { clientPayKey: 'tap-2' })).data.subOrderId).toBe(newer.subOrderId)
  })

  it('returnUrl: a path of the app or a configured origin; anything else refused', async () => {
    const { orderId } = await k.create(ORDERS.single)
    for (const url of ['https://evil.example/ty/finishPay', '//evil.example/x', 'javascript:alert(1)', 'http://localhost:3100@evil.example/', '/ty/a\u0001b', '/ty/a\rLocation: x']) {
      expect(await k.alipay(orderId, 19900, { aliPayReturnUrl: url })).toEqual({ code: 400, msg: '回跳地址不正确', data: null })
      expect((await k.pay(orderId, { payType: 2, tradeType: 2, payPrice: 19900, returnUrl: url })).msg).toBe('回跳地址不正确')
    }
    expect((await k.alipay(orderId, 19900, { aliPayReturnUrl: 'http://localhost:3100/ty/finishPay?x=1' })).code).toBe(200)
  })

  it('goods no longer on sale answers goodsChange; an expired order 订单已超时', async () => {
    const { orderId } = await k.create(ORDERS.course)
    t.app.db.prepare("UPDATE goods SET sell_status = 'offShelf' WHERE id = 1").run()
    expect((await k.alipay(orderId, 168000)).data).toEqual({ goodsChange: { onlineSellStatus: 0, goodsStatus: 0, msg: '商品已下架' } })
    t.app.db.prepare("UPDATE goods SET sell_status = 'onSale' WHERE id = 1").run()
    t.app.db.prepare('DELETE FROM goods_schools WHERE goods_id = 1 AND school_id = 2').run()
    expect((await k.alipay(orderId, 168000)).data).toEqual({ goodsChange: { schoolStatus: 0, msg: '该校区不可销售' } })
    const other = await k.create(ORDERS.single)
    t.clock.advance(24 * 3600_000)
    expect(await k.alipay(other.orderId, 19900)).toEqual({ code: 400, msg: '订单已超时', data: null })
  })

  it('another user\'s order is 404 on every endpoint', async () => {
    const { orderId, orderNo } = await k.create(ORDERS.loanable)
    const { tradeNo } = (await k.alipay(orderId, 298000)).data
    const b = await t.login('13700137000')
    const h = { token: b.token }
    const nf = { code: 404, msg: '订单不存在', data: null }
    const posts: [string, Record<string, unknown>][] = [
      ['ty_order_pay', { orderId, payType: 1, tradeType: 5, payPrice: 298000 }], ['pay', { orderId, payType: 1, tradeType: 5, payPrice: 1 }],
      ['queryOrderStatus', { orderId, orderNo, tradeNo }], ['ty_order_status', { orderId }], ['payZero', { orderId }],
      ['updatePayType', { orderId, installmentType: 1, loanPlatformId: 1 }], ['order_addInvitedNum', { orderId, inviteCode: 'KJ2025A' }],
      ['ty_get_contract_userinfo', { orderId, queryType: 1 }],
    ]
    for (const [path, body] of posts) expect([path, (await t.post(`${O}/${path}`, body, h)).body]).toEqual([path, nf])
    for (const path of [`cancelOrder?id=${orderId}`, `delOrder?id=${orderId}`, `couponForOrder?orderId=${orderId}`, `tradeOrderExtend/save/v2?orderId=${orderId}&inviteCode=KJ2025A`, `ty_get_contract_userinfo?orderId=${orderId}`, `queryOrderDetail?tradeOrderId=${orderId}`]) {
      expect([path, (await t.get(`${O}/${path}`, h)).body]).toEqual([path, nf])
    }
    const recordId = (await t.post(`${O}/ty_get_contract_userinfo`, { orderId, queryType: 1 }, { token: a.token })).body.data.contractRecordId
    expect((await t.post(`${O}/ty_update_contract_userinfo`, { contractRecordId: recordId, realName: '李四', idCard: '1', mobile: '13700137000', education: 2 }, h)).body.msg).toBe('抱歉，您的报名协议异常，请联系招生老师处理')
    expect((await t.post(`${O}/order/api/contract/app/info`, { contractRecordId: recordId }, h)).body.code).toBe(404)
  })

  it('mini-program: virtual goods pay with signed virtual payment; realAccount with requestPayment; each refuses the other', async () => {
    const course = await k.create(ORDERS.course)
    expect((await k.pay(course.orderId, { payType: 4, tradeType: 7, payPrice: 168000 })).msg).toBe('微信登录已失效，请重新支付')
    expect((await k.pay(course.orderId, { payType: 5, tradeType: 8, payPrice: 168000 })).msg).toBe('虚拟商品请使用小程序虚拟支付')
    const full = (await k.pay(course.orderId, { payType: 4, tradeType: 7, payPrice: 168000, weappCode: 'wx-login-1' })).data
    const v = full.virtualPayment
    expect(v.mode).toBe('short_series_goods')
    expect(JSON.parse(v.signData)).toEqual({ offerId: 'sbx-offer', buyQuantity: 1, env: 1, currencyType: 'CNY', productId: 'sp-102', goodsPrice: 168000, outTradeNo: full.tradeNo, attach: course.orderNo })
    expect(v.paySig).toBe(virtualPaySig(v.signData, t.app.keys.virtualApp))
    expect(v.signature).toBe(virtualSignature(v.signData, sandboxSessionKey('wx-login-1')))
    const part = (await k.pay(course.orderId, { payType: 4, tradeType: 7, payPrice: 1000, isMince: 1, weappCode: 'wx-login-2' })).data.virtualPayment
    expect(part.mode).toBe('short_series_coin')
    expect(JSON.parse(part.signData)).toEqual({ offerId: 'sbx-offer', buyQuantity: 1000, env: 1, currencyType: 'CNY', outTradeNo: expect.any(String), attach: course.orderNo })
    expect(part.signature).toBe(virtualSignature(part.signData, sandboxSessionKey('wx-login-2')))

    const real = await k.create(ORDERS.realAccount)
    expect((await k.pay(real.orderId, { payType: 4, tradeType: 7, payPrice: 198000, weappCode: 'c' })).msg).toBe('该商品不支持虚拟支付')
    const mini = (await k.pay(real.orderId, { payType: 5, tradeType: 8, payPrice: 198000 })).data
    expect(mini.miniPayment).toMatchObject({ package: `prepay_id=${mini.tradeNo}`, signType: 'RSA' })
    expect((await t.post('/sandbox/weapp/pay', { tradeNo: mini.tradeNo, result: 'ok' })).body).toMatchObject({ code: 403 })
    expect((await t.post('/sandbox/weapp/pay', { ...mini.miniPayment, result: 'ok' })).body.data).toEqual({ errMsg: 'requestPayment:ok' })
    t.app.settlement.flush()
    expect(await k.order(real.orderId)).toMatchObject({ state: 3, orderStatus: 19, authorityStatus: 32, studyStatus: 0 })
    expect((await k.pay(course.orderId, { payType: 1, tradeType: 2, payPrice: 1 })).msg).toBe('支付方式不正确')
  })

  it('mini-program: the down payment of an instalment order is short_series_coin with buyQuantity = the down payment in cents', async () => {
    const { orderId, orderNo } = await k.create({ ...ORDERS.loanable, installmentType: 1, loanPlatformId: 1 })
    expect(await k.order(orderId)).toMatchObject({ installmentType: 1, payPrice: 298000, downPayment: 89400 })
    const res = (await k.pay(orderId, { isDownPayment: 1, payType: 4, tradeType: 7, payPrice: 89400, weappCode: 'wx-login-down' })).data
    const v = res.virtualPayment
    expect(v.mode).toBe('short_series_coin')
    expect(JSON.parse(v.signData)).toEqual({ offerId: 'sbx-offer', buyQuantity: 89400, env: 1, currencyType: 'CNY', outTradeNo: res.tradeNo, attach: orderNo })
    expect(v.paySig).toBe(virtualPaySig(v.signData, t.app.keys.virtualApp))
    expect(v.signature).toBe(virtualSignature(v.signData, sandboxSessionKey('wx-login-down')))
    // paid: the down payment is complete and the order is in the loan
    await k.notify(res.tradeNo)
    expect(await k.order(orderId)).toMatchObject({ state: 6, paidMoney: 89400, loan: { downPaymentStatus: 3 } })
  })

  it('sandbox pages and endpoints are 404 with the sandbox off', async () => {
    const off = await makeApp({ sandbox: false })
    for (const url of ['/sandbox/cashier?tradeNo=P1', '/sandbox/loan?app=1', '/sandbox/contract/review?contractRecordId=1', '/sandbox/wechat/oauth?redirect_uri=/']) {
      expect((await off.app.inject({ url })).statusCode).toBe(404)
    }
    expect((await off.post('/sandbox/notify', { tradeNo: 'P1', result: 'ok', sign: 'x' })).status).toBe(404)
    await off.app.close()
  })
})
