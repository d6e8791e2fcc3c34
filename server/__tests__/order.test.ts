import type { OrderInfo } from '../../contract/order'
import { DUPLICATE_WINDOW_MS, ORDER_TTL_MS } from '../lib/orders/orders'
import { makeApp, type Json, type TestApp } from './helpers'

const O = '/api/order'

/** Every OrderInfo field: tsc fails here when the type gains a field the test does not know. */
const ORDER_INFO_FIELDS: Record<keyof OrderInfo, true> = {
  orderId: true, orderNo: true, tradeOrderId: true, userId: true, name: true, goodsId: true, goodsType: true, goodsTypeId: true,
  goodsNameVOList: true, signSchoolName: true, signSchoolId: true, schoolId: true, isShowSchool: true, state: true, orderStatus: true,
  orderType: true, orderOriginType: true, signContractStatus: true, signRejectMsg: true, payStatus: true, authorityStatus: true,
  studyStatus: true, installmentType: true, isReceiveAll: true, waitPayMoney: true, paidMoney: true, refundDue: true, payPrice: true, presentPrice: true,
  originalPrice: true, totalMoney: true, discount: true, priceShowType: true, downPayment: true, restMoney: true, countDownTime: true,
  commodityIdList: true, commodityIdListStr: true, childSpecificationPriceIds: true, xlType: true, goodsLoanList: true,
  goodsValidity: true, specificationNameAll: true, thumbPath: true, spic: true, courseName: true, createTime: true, isLoan: true,
  inviteCode: true, isSendMessage: true, businessId: true, enrollInfo: true, loan: true, isSupply: true, loanPlatformId: true, couponId: true, chooseNum: true,
}

/** The app's payload for goods 1, package 102 (4 fixed courses) at campus 2 (北京海淀校区). */
const base = (extra: Record<string, unknown> = {}) => ({
  userId: 1,
  commodityIdList: '7001,7002,7003,7004',
  isFree: 1,
  schoolId: 2,
  platformType: 2,
  isSendMessage: 0,
  orderType: 1,
  isFormal: 1,
  isIos: 0,
  businessIdInt: 1,
  goodsId: 1,
  childSpecificationPriceIds: '102',
  signSchoolId: 2,
  signSchoolName: '北京海淀校区',
  installmentType: 0,
  ...extra,
})

describe('createOrder and order info', () => {
  let t: TestApp
  let a: Json
  let b: Json
  beforeEach(async () => {
    t = await makeApp()
    a = await t.login('13800138000')
    b = await t.login('13700137000') // both learners are seeded without orders
  })
  afterEach(() => t.app.close())

  const create = (payload: Record<string, unknown>, token: string | null = a.token, path = 'createOrder') =>
    t.post(`${O}/${path}?t=${t.clock.now()}`, payload, token ? { token } : {}).then((r) => r.body)
  const orderCount = () => (t.app.db.prepare('SELECT COUNT(*) n FROM orders WHERE user_id IN (?, ?)').get(a.uid, b.uid) as { n: number }).n
  const info = (ref: string | number, token: string = a.token, path = 'queryPayGoodsInfo') =>
    t.get(`${O}/${path}?tradeOrderId=${ref}&commodityIdListStr=7001&schoolId=2&token=${token}`).then((r) => r.body)

  it('creates an order holding every OrderInfo field with the spec values', async () => {
    const res = await create(base({ isSendMessage: 1, clientOrderKey: 'k-1' }))
    expect(res.code).toBe(200)
    expect(res.data).toEqual({ orderId: expect.any(Number), orderNo: expect.any(String), tradeOrderId: expect.any(String) })
    const { orderId, orderNo, tradeOrderId } = res.data
    expect(orderNo).toMatch(/^KJ20250525100000\d{4}$/) // T0 is 10:00:00 Beijing time
    expect(tradeOrderId).toMatch(/^T\d{18}$/)

    const body = await info(tradeOrderId)
    expect(body.code).toBe(200)
    expect(Array.isArray(body.data)).toBe(true)
    expect(body.data).toHaveLength(1)
    const o = body.data[0]
    expect(Object.keys(o).sort()).toEqual(Object.keys(ORDER_INFO_FIELDS).sort())
    expect(o).toEqual({
      orderId,
      orderNo,
      tradeOrderId,
      userId: a.uid,
      name: '2025初级会计职称·全科精讲班',
      goodsId: 1,
      goodsType: 1,
      goodsTypeId: 1,
      goodsNameVOList: [
        { id: 7001, name: '初级会计实务·精讲' },
        { id: 7002, name: '经济法基础·精讲' },
        { id: 7003, name: '初级会计实务·习题强化' },
        { id: 7004, name: '经济法基础·习题强化' },
      ],
      signSchoolName: '北京海淀校区',
      signSchoolId: 2,
      schoolId: 2,
      isShowSchool: true,
      state: 1,
      orderStatus: 11,
      orderType: 1,
      orderOriginType: 2, // new orders are tianyi-origin (the /ty flow), whatever the goods' origin
      signContractStatus: 22,
      signRejectMsg: '',
      payStatus: 0,
      authorityStatus: null,
      studyStatus: null,
      installmentType: 0,
      isReceiveAll: false,
      waitPayMoney: 168000,
      paidMoney: 0,
      refundDue: 0,
      payPrice: 168000,
      presentPrice: 168000,
      originalPrice: 268000,
      totalMoney: 168000,
      discount: 100000,
      priceShowType: 0,
      downPayment: 0,
      restMoney: 168000,
      countDownTime: ORDER_TTL_MS,
      commodityIdList: [7001, 7002, 7003, 7004],
      commodityIdListStr: '7001,7002,7003,7004',
      childSpecificationPriceIds: '102',
      xlType: null,
      goodsLoanList: [],
      goodsValidity: 12,
      specificationNameAll: '精讲+习题班',
      thumbPath: expect.stringMatching(/^\/media\/cover\/goods-1\.png\?w=600&h=400&title=/),
      spic: expect.stringMatching(/^\/media\/cover\/goods-1\.png\?w=600&h=400&title=/),
      courseName: '初级会计实务·精讲、经济法基础·精讲、初级会计实务·习题强化、经济法基础·习题强化',
      createTime: '2025-05-25 10:00:00',
      isLoan: false,
      inviteCode: '',
      isSendMessage: 1,
      businessId: 1,
      enrollInfo: null,
      loan: null,
      isSupply: false,
      loanPlatformId: null,
      couponId: null,
      chooseNum: 0,
    })
    const row = t.app.db.prepare('SELECT client_order_key, expires_at, created_at, updated_at FROM orders WHERE id = ?').get(orderId)
    expect(row).toEqual({ client_order_key: 'k-1', expires_at: t.clock.now() + ORDER_TTL_MS, created_at: t.clock.now(), updated_at: t.clock.now() })
  })

  it('countDownTime falls as the clock moves and stops at 0', async () => {
    const { orderId } = (await create(base())).data
    t.clock.advance(3600_000)
    expect((await info(orderId)).data[0].countDownTime).toBe(ORDER_TTL_MS - 3600_000)
    t.clock.advance(ORDER_TTL_MS - 3600_000 - 1)
    expect((await info(orderId)).data[0].countDownTime).toBe(1)
    t.clock.advance(5000)
    expect((await info(orderId)).data[0].countDownTime).toBe(0)
  })

  it('finds the order by tradeOrderId, orderNo or orderId through all three read paths', async () => {
    const { orderId, orderNo, tradeOrderId } = (await create(base(), a.token, 'ty_order_create')).data
    for (const path of ['queryPayGoodsInfo', 'queryOrderDetail', 'ty_order_detail']) {
      for (const ref of [tradeOrderId, orderNo, orderId]) {
        const body = await info(ref, a.token, path)
        expect(body.code).toBe(200)
        expect(body.data[0].orderId).toBe(orderId)
      }
    }
    expect(await info('T000000000000000000')).toEqual({ code: 404, msg: '订单不存在', data: null })
    expect(await info(orderId + 100)).toEqual({ code: 404, msg: '订单不存在', data: null })
    expect((await t.get(`${O}/queryPayGoodsInfo?token=${a.token}`)).body.code).toBe(400)
    expect((await t.get(`${O}/queryPayGoodsInfo?tradeOrderId=${tradeOrderId}`)).body.code).toBe(401)
  })

  it('the order belongs to the token user, whatever userId says; others cannot read it', async () => {
    const res = await create(base({ userId: a.uid }), b.token)
    expect(res.code).toBe(200)
    const { tradeOrderId, orderId } = res.data
    expect(t.app.db.prepare('SELECT user_id FROM orders WHERE id = ?').get(orderId)).toEqual({ user_id: b.uid })
    expect((await info(tradeOrderId, b.token)).data[0].userId).toBe(b.uid)
    expect(await info(tradeOrderId, a.token)).toEqual({ code: 404, msg: '订单不存在', data: null })
    expect(await info(orderId, a.token, 'queryOrderDetail')).toEqual({ code: 404, msg: '订单不存在', data: null })
  })

  it('needs a token', async () => {
    expect(await create(base(), null)).toEqual({ code: 401, msg: '请先登录', data: null })
    expect(await create(base(), 'dead-token')).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null })
    expect(orderCount()).toBe(0)
  })

  it('bad goodsId: unknown answers 400 商品不存在, non-numeric or missing fails the schema', async () => {
    expect(await create(base({ goodsId: 999 }))).toEqual({ code: 400, msg: '商品不存在', data: null })
    expect(await create(base({ goodsId: 'abc' }))).toEqual({ code: 400, msg: '参数商品goodsId类型不正确', data: null })
    const { goodsId: _omit, ...noGoods } = base()
    expect(await create(noGoods)).toEqual({ code: 400, msg: '缺少参数商品goodsId', data: null })
    expect(orderCount()).toBe(0)
  })

  it('sold-out and off-shelf goods answer goodsChange 商品已下架 and create nothing', async () => {
    const offShelf = { goodsChange: { onlineSellStatus: 0, goodsStatus: 0, msg: '商品已下架' } }
    expect(await create(base({ goodsId: 9, childSpecificationPriceIds: '901', commodityIdList: '', signSchoolId: 1 }))).toEqual({ code: 200, msg: 'ok', data: offShelf })
    expect(await create(base({ goodsId: 7, childSpecificationPriceIds: '701', commodityIdList: '' }))).toEqual({ code: 200, msg: 'ok', data: offShelf })
    expect(orderCount()).toBe(0)
  })

  it('a package of another goods (or none) answers goodsChange contentStatus', async () => {
    const changed = { goodsChange: { contentStatus: 0, msg: '商品内容已变更，请重新选择套餐' } }
    for (const childSpecificationPriceIds of ['201', '99999', '', 'abc', ',102']) {
      expect((await create(base({ childSpecificationPriceIds }))).data).toEqual(changed)
    }
    const { childSpecificationPriceIds: _omit, ...noPackage } = base()
    expect((await create(noPackage)).data).toEqual(changed)
    expect(orderCount()).toBe(0)
  })

  it('courses must be those of the package: all (or none) for a fixed one, exactly chooseNum for a selectable one', async () => {
    const changed = { goodsChange: { contentStatus: 0, msg: '商品内容已变更，请重新选择课程' } }
    // fixed package 102 of goods 1
    for (const commodityIdList of ['7001,7002,7003', '7001,7002,7003,7004,7005', '7001,7002,7003,7021', '7001,7001,7002,7003', 'x,7001']) {
      expect((await create(base({ commodityIdList }))).data).toEqual(changed)
    }
    // selectable package 302 of goods 3: choose 2 of 7002, 7004, 7005, 7006
    const sel = (commodityIdList: string, clientOrderKey?: string) =>
      create({ ...base({ goodsId: 3, childSpecificationPriceIds: '302', commodityIdList, clientOrderKey }), signSchoolId: undefined })
    for (const list of ['7002', '7002,7004,7005', '7002,7001', '7004,7004', '']) expect((await sel(list)).data).toEqual(changed)
    expect(orderCount()).toBe(0)

    const ok = await sel('7006, 7002', 'sel-1')
    expect(ok.data.orderId).toEqual(expect.any(Number))
    const o = (await info(ok.data.tradeOrderId)).data[0]
    expect(o).toMatchObject({
      commodityIdListStr: '7002,7006', // package order
      goodsNameVOList: [{ id: 7002, name: '经济法基础·精讲' }, { id: 7006, name: '初级会计·零基础入门' }],
      payPrice: 29900,
      specificationNameAll: '自选提升班（4选2）',
      orderOriginType: 2,
      signContractStatus: 21,
      signSchoolId: null,
      signSchoolName: '',
      isShowSchool: false,
    })
    // empty list on a fixed package means all its courses
    const all = await create(base({ commodityIdList: '', clientOrderKey: 'all-1' }))
    expect((await info(all.data.tradeOrderId)).data[0].commodityIdListStr).toBe('7001,7002,7003,7004')
  })

  it('campus: required for statusSchool goods and must sell the goods', async () => {
    const notSelling = { goodsChange: { schoolStatus: 0, msg: '该校区不可销售' } }
    expect((await create(base({ signSchoolId: 4 }))).data).toEqual(notSelling) // 上海浦东 does not sell goods 1
    expect((await create(base({ signSchoolId: 99 }))).data).toEqual(notSelling)
    expect((await create(base({ signSchoolId: 'abc' }))).data).toEqual(notSelling)
    for (const signSchoolId of [undefined, '', null, 0]) {
      expect(await create(base({ signSchoolId }))).toEqual({ code: 400, msg: '请选择上课校区', data: null })
    }
    expect(orderCount()).toBe(0)
    // a numeric string is fine; the campus name comes from the server, not the payload
    const res = await create(base({ signSchoolId: '8', signSchoolName: 'whatever' }))
    expect((await info(res.data.orderId)).data[0]).toMatchObject({ signSchoolId: 8, signSchoolName: '杭州西湖校区' })
  })

  it('a goods without any package answers data {} (neither orderId nor goodsChange)', async () => {
    expect(await create(base({ goodsId: 19, childSpecificationPriceIds: '', commodityIdList: '' }))).toEqual({ code: 200, msg: 'ok', data: {} })
    expect(orderCount()).toBe(0)
  })

  it('free package: an order with payPrice 0', async () => {
    const res = await create({ ...base({ goodsId: 4, childSpecificationPriceIds: '401', commodityIdList: '7006' }), signSchoolId: undefined })
    expect((await info(res.data.orderId)).data[0]).toMatchObject({
      payPrice: 0, totalMoney: 0, waitPayMoney: 0, originalPrice: 9900, discount: 9900, state: 1, orderStatus: 11, signContractStatus: 21, goodsValidity: 6,
    })
  })

  it('contract status: pending (22) for course goods of type 1 or 2, visa-free (21) otherwise; xlType and installment copied', async () => {
    const order = async (goodsId: number, sp: string, courses: string, extra: Record<string, unknown> = {}) => {
      const res = await create(base({ goodsId, childSpecificationPriceIds: sp, commodityIdList: courses, ...extra }))
      return (await info(res.data.orderId)).data[0]
    }
    expect(await order(6, '601', '', { signSchoolId: 3 })).toMatchObject({ signContractStatus: 22, orderOriginType: 2, payPrice: 128850, goodsValidity: 6 })
    expect(await order(21, '2101', '', { signSchoolId: 3 })).toMatchObject({ signContractStatus: 22, goodsType: 2, goodsTypeId: 1 })
    expect(await order(20, '2001', '', { signSchoolId: 1 })).toMatchObject({ signContractStatus: 21, goodsType: 2, goodsTypeId: 2 })
    expect(await order(32, '3202', '', { signSchoolId: undefined })).toMatchObject({ signContractStatus: 21, goodsType: 4, goodsValidity: 24 })
    expect(await order(30, '3001', '', { signSchoolId: 18, installmentType: 1 })).toMatchObject({
      signContractStatus: 22, xlType: 1, installmentType: 1, isLoan: true, signSchoolName: '重庆渝北校区',
    })
  })

  it('idempotent by clientOrderKey: the same key answers the same order', async () => {
    const first = await create(base({ clientOrderKey: 'key-A' }))
    t.clock.advance(60_000)
    const again = await create(base({ clientOrderKey: 'key-A' }))
    expect(again).toEqual(first)
    expect(orderCount()).toBe(1)
    // another key, or another user with the same key, is another order
    const other = await create(base({ clientOrderKey: 'key-B' }))
    expect(other.data.orderId).not.toBe(first.data.orderId)
    const byB = await create(base({ clientOrderKey: 'key-A' }), b.token)
    expect(byB.data.orderId).not.toBe(first.data.orderId)
    expect(orderCount()).toBe(3)
  })

  it('without a key: an identical pending order of the last 10 s is answered again; 11 s later it is a new one', async () => {
    const first = await create(base())
    expect(await create(base())).toEqual(first)
    t.clock.advance(DUPLICATE_WINDOW_MS - 1000)
    expect(await create(base())).toEqual(first)
    expect(orderCount()).toBe(1)
    // a different choice within the window is a new order
    const otherCampus = await create(base({ signSchoolId: 1 }))
    expect(otherCampus.data.orderId).not.toBe(first.data.orderId)
    const otherPackage = await create(base({ childSpecificationPriceIds: '101', commodityIdList: '7001,7002' }))
    expect(otherPackage.data.orderId).not.toBe(first.data.orderId)
    expect(orderCount()).toBe(3)
    t.clock.advance(2000) // 11 s after the first
    const later = await create(base())
    expect(later.data.orderId).not.toBe(first.data.orderId)
    expect(orderCount()).toBe(4)
  })
})
