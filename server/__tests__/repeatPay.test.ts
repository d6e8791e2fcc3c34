/**
 * Buying again (docs/spec/content-access.md section 7 "Goods and home": judgeGoodsRepeatPay, judgeCpaRepeatPay), decided from
 * the learner's own orders, the learner taken from the token: a paid order of the goods first, else the latest open
 * one; cancelled and timed-out orders and other learners' orders do not count; a professional-certificate goods by
 * package.
 */
import { ORDER_TTL_MS } from '../lib/orders/orderRow'
import { makeApp, type TestApp } from './helpers'
import { ORDERS, payKit } from './payHelpers'

const G = '/api'

describe('judgeGoodsRepeatPay / judgeCpaRepeatPay', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const judge = async (token: string, query: string, path = 'judgeGoodsRepeatPay') => (await t.get(`${G}/app/${path}?${query}`, { token })).body

  it('needs the token (401), and an existing goods (404 商品不存在)', async () => {
    expect((await t.get(`${G}/app/judgeGoodsRepeatPay?goodsId=1`)).body.code).toBe(401)
    const { token } = await t.login('13800138000')
    expect(await judge(token, 'goodsId=99999')).toMatchObject({ code: 404, msg: '商品不存在' })
  })

  it('none of the learner\'s orders: no repeat', async () => {
    const { token } = await t.login('13800138000')
    expect((await judge(token, 'goodsId=2')).data).toEqual({ repeat: false, kind: null, orderId: null, orderNo: null, tradeOrderId: null, state: null })
  })

  it('an unpaid order of the goods: unpaid, that order; once paid: paid; another learner sees nothing', async () => {
    const { token } = await t.login('13800138000')
    const kit = payKit(t, token)
    const order = await kit.create(ORDERS.single)
    expect((await judge(token, 'goodsId=2')).data).toEqual({
      repeat: true, kind: 'unpaid', orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId, state: 1,
    })
    t.app.db.prepare('UPDATE orders SET state = 3, order_status = 19 WHERE id = ?').run(order.orderId)
    expect((await judge(token, 'goodsId=2')).data).toMatchObject({ repeat: true, kind: 'paid', orderId: order.orderId, state: 3 })
    const other = await t.login('13700137000')
    expect((await judge(other.token, 'goodsId=2')).data.repeat).toBe(false)
  })

  it('cancelled and timed-out orders do not count', async () => {
    const { token } = await t.login('13800138000')
    const kit = payKit(t, token)
    const cancelled = await kit.create(ORDERS.single)
    t.app.db.prepare('UPDATE orders SET state = 4, order_status = 14 WHERE id = ?').run(cancelled.orderId)
    expect((await judge(token, 'goodsId=2')).data.repeat).toBe(false)
    const expiring = await kit.create({ ...ORDERS.single, clientOrderKey: 'late' })
    expect((await judge(token, 'goodsId=2')).data).toMatchObject({ kind: 'unpaid', orderId: expiring.orderId })
    t.clock.advance(ORDER_TTL_MS + 1000)
    expect((await judge(token, 'goodsId=2')).data.repeat).toBe(false)
  })

  it('the seeded learner 13900139000: a paid order wins over an open one of the same goods; an open loan counts as unpaid', async () => {
    const { token } = await t.login('13900139000')
    // goods 1: 101 paid (completeSigned), 102 pending
    expect((await judge(token, 'goodsId=1')).data).toMatchObject({ repeat: true, kind: 'paid', state: 3 })
    // goods 8: 802 in the loan (state 6), 801 pending: the latest open one
    expect((await judge(token, 'goodsId=8')).data).toMatchObject({ repeat: true, kind: 'unpaid' })
    // goods 13: 1302 loan failed (state 8), 1301 part-paid (state 2)
    expect((await judge(token, 'goodsId=13')).data).toMatchObject({ repeat: true, kind: 'unpaid' })
    expect((await judge(token, 'goodsId=5')).data.repeat).toBe(false)
  })

  it('judgeCpaRepeatPay: by package (goods 28 sold as 2801 and 2802); without a package, any; a package of other goods: 404', async () => {
    const { token } = await t.login('13800138000')
    const order = await payKit(t, token).create({ goodsId: 28, childSpecificationPriceIds: '2801', commodityIdList: '7055,7056', signSchoolId: 2 })
    expect((await judge(token, 'goodsId=28&spPriceId=2801', 'judgeCpaRepeatPay')).data).toMatchObject({ repeat: true, kind: 'unpaid', orderId: order.orderId })
    expect((await judge(token, 'goodsId=28&spPriceId=2802', 'judgeCpaRepeatPay')).data.repeat).toBe(false)
    expect((await judge(token, 'goodsId=28', 'judgeCpaRepeatPay')).data.repeat).toBe(true)
    expect(await judge(token, 'goodsId=28&spPriceId=101', 'judgeCpaRepeatPay')).toMatchObject({ code: 404, msg: '套餐不存在' })
    // The seeded learner's paid CMA package.
    const seeded = await t.login('13900139000')
    expect((await judge(seeded.token, 'goodsId=26&spPriceId=2601', 'judgeCpaRepeatPay')).data).toMatchObject({ repeat: true, kind: 'paid' })
  })
})
