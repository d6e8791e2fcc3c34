import { makeApp, type Json, type TestApp } from './helpers'
import { O, ORDERS, payKit } from './payHelpers'

const courseIds = (t: TestApp, spPriceId: number) =>
  (t.app.db.prepare('SELECT course_id FROM specification_courses WHERE sp_price_id = ? ORDER BY sort').all(spPriceId) as { course_id: number }[]).map((r) => r.course_id)
const campuses = (t: TestApp, goodsId: number) =>
  (t.app.db.prepare('SELECT school_id FROM goods_schools WHERE goods_id = ? ORDER BY school_id').all(goodsId) as { school_id: number }[]).map((r) => r.school_id)

describe('updateOrderChoice: courses, campus and coupon of an unpaid order', () => {
  let t: TestApp
  let a: Json
  let k: ReturnType<typeof payKit>
  const change = async (body: Record<string, unknown>, h = k.h) => (await t.post(`${O}/updateOrderChoice`, body, h)).body
  beforeEach(async () => {
    t = await makeApp()
    a = await t.login('13800138000')
    k = payKit(t, a.token)
  })
  afterEach(() => t.app.close())

  it('changes the courses of a selectable package to exactly chooseNum of its own', async () => {
    const ids = courseIds(t, 1101)
    const [school] = campuses(t, 11)
    const { orderId } = await k.create({ goodsId: 11, childSpecificationPriceIds: '1101', commodityIdList: `${ids[0]},${ids[1]}`, signSchoolId: school })
    const updated = await change({ orderId, commodityIdList: `${ids[3]},${ids[4]}` })
    expect(updated.code).toBe(200)
    expect(updated.data.chooseNum).toBe(2)
    expect(updated.data.commodityIdListStr).toBe(`${ids[3]},${ids[4]}`)
    expect(updated.data.goodsNameVOList.map((c: { id: number }) => c.id)).toEqual([ids[3], ids[4]])
    expect((await k.order(orderId)).commodityIdList).toEqual([ids[3], ids[4]])
    for (const bad of [`${ids[0]}`, `${ids[0]},${ids[1]},${ids[2]}`, `${ids[0]},${ids[0]}`, `${ids[0]},9999`, 'x,y']) {
      expect(await change({ orderId, commodityIdList: bad })).toEqual({ code: 400, msg: '请选择2门课程', data: null })
    }
    const fixed = await k.create(ORDERS.course)
    expect((await change({ orderId: fixed.orderId, commodityIdList: '7001' })).msg).toBe('该套餐课程不可修改')
  })

  it('changes the campus to one that sells the goods', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const sold = campuses(t, 1)
    const other = sold.find((s) => s !== 2)!
    const updated = await change({ orderId, signSchoolId: other })
    expect(updated.data).toMatchObject({ signSchoolId: other, signSchoolName: expect.any(String) })
    expect(updated.data.signSchoolName).not.toBe('')
    const notSold = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18].find((s) => !sold.includes(s))!
    expect((await change({ orderId, signSchoolId: notSold })).msg).toBe('该校区不可销售')
    const single = await k.create(ORDERS.single)
    expect((await change({ orderId: single.orderId, signSchoolId: other })).msg).toBe('该商品无需选择校区')
  })

  it('applies a coupon of couponForOrder, lowers what is owed, frees it when removed or the order is cancelled', async () => {
    const { orderId } = await k.create(ORDERS.course) // ¥1680, original higher
    for (const id of [1, 3]) await t.post('/api/subject/web/receiveCouponFree', { couponId: id }, k.h)
    const before = await k.order(orderId)
    const applied = (await change({ orderId, couponId: 3 })).data
    expect(applied).toMatchObject({ couponId: 3, payPrice: 148000, waitPayMoney: 148000, totalMoney: 148000, discount: before.originalPrice - 148000 })
    // The coupon is held by this order: another order of the same goods cannot take it, this one still lists it.
    const second = await k.create({ ...ORDERS.course, childSpecificationPriceIds: '103', commodityIdList: courseIds(t, 103).join(',') })
    expect((await t.get(`${O}/couponForOrder?orderId=${second.orderId}`, k.h)).body.data.map((c: { couponId: number }) => c.couponId)).toEqual([1])
    expect((await change({ orderId: second.orderId, couponId: 3 })).msg).toBe('优惠券不可用')
    expect((await t.get(`${O}/couponForOrder?orderId=${orderId}`, k.h)).body.data.map((c: { couponId: number }) => c.couponId)).toEqual([3, 1])
    // Switch, then remove.
    expect((await change({ orderId, couponId: 1 })).data).toMatchObject({ couponId: 1, payPrice: 163000 })
    expect((await change({ orderId, couponId: 0 })).data).toMatchObject({ couponId: null, payPrice: 168000, waitPayMoney: 168000 })
    // Coupons not received, expired or of another goods are refused.
    for (const couponId of [2, 4, 5, 999]) expect((await change({ orderId, couponId })).msg).toBe('优惠券不可用')
    await change({ orderId, couponId: 3 })
    await t.get(`${O}/cancelOrder?id=${orderId}`, k.h)
    expect((await change({ orderId: second.orderId, couponId: 3 })).data.couponId).toBe(3)
  })

  it('the cashier charges the lowered amount; paying in full spends the coupon', async () => {
    const { orderId } = await k.create(ORDERS.course)
    await t.post('/api/subject/web/receiveCouponFree', { couponId: 3 }, k.h)
    const stale = (await k.alipay(orderId, 168000)).data // opened before the coupon: closed by the change
    await change({ orderId, couponId: 3 })
    await k.cashier(stale.tradeNo, 'pay')
    t.app.settlement.flush()
    expect((await k.order(orderId)).paidMoney).toBe(0)
    expect((await k.alipay(orderId, 168000)).msg).toBe('支付金额超过待支付金额')
    const paid = (await k.alipay(orderId, 148000)).data
    await k.cashier(paid.tradeNo, 'pay')
    t.app.settlement.flush()
    const order = await k.order(orderId)
    expect(order).toMatchObject({ state: 3, paidMoney: 148000, couponId: 3 })
    const receipt = t.app.db.prepare('SELECT used_at FROM coupon_receipts WHERE coupon_id = 3 AND user_id = ?').get(order.userId) as { used_at: number | null }
    expect(receipt.used_at).toBe(t.clock.now())
  })

  it('refuses once something is paid, for finished orders, and for another learner', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const part = (await k.alipay(orderId, 50000, { isReceiveAll: 0 })).data
    await k.cashier(part.tradeNo, 'pay')
    t.app.settlement.flush()
    expect(await change({ orderId, signSchoolId: 2 })).toEqual({ code: 400, msg: '订单已开始支付，无法修改', data: null })

    const single = await k.create(ORDERS.single)
    const open = (await k.alipay(single.orderId, 19900)).data
    await k.cashier(open.tradeNo, 'pay')
    expect((await change({ orderId: single.orderId, couponId: 0 })).msg).toBe('订单正在支付中，请稍后再试') // notify in flight
    t.app.settlement.flush()
    expect((await change({ orderId: single.orderId, couponId: 0 })).msg).toBe('该订单已完成支付，无需重复支付')

    const cancelled = await k.create(ORDERS.course)
    await t.get(`${O}/cancelOrder?id=${cancelled.orderId}`, k.h)
    expect((await change({ orderId: cancelled.orderId, couponId: 0 })).msg).toBe('订单已取消')

    const mine = await k.create(ORDERS.course)
    const b = await t.login('13700137000')
    expect(await change({ orderId: mine.orderId, signSchoolId: 2 }, { token: b.token })).toMatchObject({ code: 404, msg: '订单不存在' })
    expect((await t.post(`${O}/updateOrderChoice`, { orderId: mine.orderId, signSchoolId: 2 })).body.code).toBe(401)
    expect((await change({ signSchoolId: 2 })).code).toBe(400)
  })
})
