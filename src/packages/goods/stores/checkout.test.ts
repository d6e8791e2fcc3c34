// The purchase in progress: selection rules, the createOrder payload, and one order for repeated taps.
import type { GoodsDetail, IncludedCourse, RepeatPayCheck, Specification } from '@contract/goods'
import type { CreateOrderPayload, CreateOrderResult } from '@contract/order'
import { BridgeError, type BridgeOrderRequest, type BridgeOrderResult } from '@/core/bridge'
import { ApiError } from '@/services/request'
import { CheckoutStore } from './checkout'

const spec = (over: Partial<Specification> = {}): Specification => ({
  spPriceId: 301, name: '基础班', presentPrice: 98000, originalPrice: 128000, validityMonths: 12, courseCount: 2,
  selectable: false, chooseNum: 0, childSpecificationPriceIds: '301', soldOut: false, ...over,
})
const goods = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  goodsId: 7, goodsName: '初级会计全科', subtitle: '', goodsType: 1, goodsTypeId: 1, goodsOriginType: 1, itemType: null,
  pics: [], thumbPath: '', presentPrice: 98000, originalPrice: 128000, salesNum: 0, sellStatus: 'onSale', statusSchool: false,
  specifications: [spec({ spPriceId: 300, soldOut: true }), spec(), spec({ spPriceId: 302, selectable: true, chooseNum: 2 })],
  memberGoodsId: null, tikuGoodsId: null, tikuGoodsName: null, schoolIds: [], ...over,
})
const course = (courseId: number): IncludedCourse => ({ courseId, courseName: `课程${courseId}`, teacherName: '张老师', lessonCount: 10, optional: false })
const school = { schoolId: 3, schoolName: '北京朝阳校区', cityId: 1, cityName: '北京', address: '', phone: '' }

const noRepeat: RepeatPayCheck = { repeat: false, kind: null, orderId: null, orderNo: null, tradeOrderId: null, state: null }
const repeatChecks = () => ({ repeatPay: jest.fn(async (_goodsId: number) => noRepeat), cpaRepeatPay: jest.fn(async (_goodsId: number, _spPriceId: number) => noRepeat) })

function setup(createOrder: (p: CreateOrderPayload) => Promise<CreateOrderResult>) {
  const api = {
    includedCourses: jest.fn(async (id: number) => (id === 301 ? [course(11), course(12)] : [course(21), course(22), course(23)])),
    ...repeatChecks(),
  }
  const platforms = [
    { loanPlatformId: 1, loanPlatformName: '百度有钱花', icon: '', downPaymentPercent: 30, periods: [6, 12, 24] },
    { loanPlatformId: 2, loanPlatformName: '招联好期贷', icon: '', downPaymentPercent: 20, periods: [12, 24] },
  ]
  // Package 302 offers instalments; the others none.
  const orders = {
    createOrder: jest.fn(createOrder),
    loanPlatforms: jest.fn(async (q: { spPriceIdStr: string }) => (q.spPriceIdStr === '302' ? platforms : [])),
  }
  const store = new CheckoutStore(api, orders, () => 42, () => ({ isIOS: false }))
  return { store, api, orders }
}

const created = { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T9' }

it('opening a goods chooses its first package that is not sold out and loads its courses', async () => {
  const { store } = setup(async () => created)
  await store.open(goods())
  expect(store.spec?.spPriceId).toBe(301)
  expect(store.courses.map((c) => c.courseId)).toEqual([11, 12])
})

it('twenty rapid taps create one order', async () => {
  let resolve!: (r: CreateOrderResult) => void
  const { store, orders } = setup(() => new Promise((r) => { resolve = r }))
  await store.open(goods())
  const taps = Array.from({ length: 20 }, () => store.placeOrder())
  expect(store.placing).toBe(true)
  await new Promise((r) => setTimeout(r, 0)) // the repeat check answers first
  resolve(created)
  const results = await Promise.all(taps)
  expect(orders.createOrder).toHaveBeenCalledTimes(1)
  expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1)
  expect(results[0]).toEqual({ ok: true, url: '/ty/confirmOrder?goodsId=7&orderId=9&orderNo=KJ1&tradeOrderId=T9&commodityIdListStr=11%2C12&schoolId=1' })
  expect(store.placing).toBe(false)
})

it('taps after the order was made open it again without a second request', async () => {
  const { store, orders } = setup(async () => created)
  await store.open(goods())
  const first = await store.placeOrder()
  const again = await Promise.all([store.placeOrder(), store.placeOrder(), store.placeOrder()])
  expect(orders.createOrder).toHaveBeenCalledTimes(1)
  expect(again).toEqual([first, first, first])
  await store.selectSpec(goods().specifications[1])
  await store.placeOrder()
  expect(orders.createOrder).toHaveBeenCalledTimes(2) // the choice changed: a new order
})

it('a retry after a failed request sends the same clientOrderKey; a new choice gets a new one', async () => {
  const keys: string[] = []
  let fail = true
  const { store } = setup(async (p) => {
    keys.push(p.clientOrderKey!)
    if (fail) throw new ApiError(0, '请求超时', undefined, 'timeout')
    return created
  })
  await store.open(goods())
  expect(await store.placeOrder()).toMatchObject({ ok: false, message: '' })
  fail = false
  expect(await store.placeOrder()).toMatchObject({ ok: true })
  await store.selectSpec(goods().specifications[1])
  await store.placeOrder()
  expect(keys[0]).toBe(keys[1])
  expect(keys[2]).not.toBe(keys[1])
})

it('the payload carries the package, its courses and the default school', async () => {
  const { store, orders } = setup(async () => created)
  await store.open(goods())
  await store.placeOrder()
  expect(orders.createOrder.mock.calls[0][0]).toMatchObject({
    userId: 42, goodsId: 7, childSpecificationPriceIds: '301', commodityIdList: '11,12', schoolId: 1, platformType: 2, isIos: 0,
    isFree: 1, orderType: 1, isFormal: 1, businessIdInt: 1, isSendMessage: 0, installmentType: 0,
  })
})

it('a selectable package needs its courses; the chosen ones are sent', async () => {
  const { store, orders } = setup(async () => created)
  await store.open(goods())
  await store.selectSpec(goods().specifications[2])
  expect(store.blocker).toBe('请选择2门课程')
  expect(await store.placeOrder()).toEqual({ ok: false, message: '请选择2门课程' })
  store.setCourses([21, 23])
  expect(store.blocker).toBe('')
  await store.placeOrder()
  expect(orders.createOrder.mock.calls[0][0].commodityIdList).toBe('21,23')
})

it('a goods that needs a campus blocks with 请选择上课校区 until one is chosen, then sends it', async () => {
  const { store, orders } = setup(async () => created)
  await store.open(goods({ statusSchool: true }))
  expect(store.blocker).toBe('请选择上课校区')
  store.setSchool(school)
  await store.placeOrder()
  expect(orders.createOrder.mock.calls[0][0]).toMatchObject({ schoolId: 3, signSchoolId: 3, signSchoolName: '北京朝阳校区' })
})

it('a refusal with goodsChange gives its message; neither orderId nor goodsChange the spec text', async () => {
  const answers: CreateOrderResult[] = [{ goodsChange: { msg: '商品已下架' } }, {}]
  const { store } = setup(async () => answers.shift()!)
  await store.open(goods())
  expect(await store.placeOrder()).toEqual({ ok: false, message: '商品已下架' })
  expect(await store.placeOrder()).toEqual({ ok: false, message: '此商品暂时不支持购买，请联系客服' })
})

it('reopening the same goods keeps the campus; another goods starts fresh', async () => {
  const { store } = setup(async () => created)
  await store.open(goods({ statusSchool: true }))
  store.setSchool(school)
  await store.open(goods({ statusSchool: true }))
  expect(store.school).toEqual(school)
  await store.open(goods({ goodsId: 8 }))
  expect(store.school).toBeNull()
})

describe('the instalment choice of a package offering it', () => {
  it('loads the platforms of the chosen package; another package without them resets the choice to 0', async () => {
    const { store, orders } = setup(async () => created)
    await store.open(goods())
    expect(store.platforms).toEqual([])
    await store.selectSpec(goods().specifications[2])
    expect(orders.loanPlatforms).toHaveBeenLastCalledWith({ goodsId: 7, spPriceIdStr: '302' }, true)
    expect(store.platforms.map((p) => p.loanPlatformId)).toEqual([1, 2])
    store.setInstalment(2)
    expect(store.instalment).toBe(2)
    store.setInstalment(9) // not offered
    expect(store.instalment).toBe(0)
    store.setInstalment(2)
    await store.selectSpec(goods().specifications[1])
    expect(store.instalment).toBe(0)
  })

  it('choice 0: installmentType 0 and confirm order; a platform: installmentType 1, its id and isLoanPay=1', async () => {
    const { store, orders } = setup(async () => created)
    await store.open(goods())
    await store.selectSpec(goods().specifications[2])
    store.setCourses([21, 22])
    const full = await store.placeOrder()
    expect(orders.createOrder.mock.calls[0][0]).toMatchObject({ installmentType: 0 })
    expect(orders.createOrder.mock.calls[0][0]).not.toHaveProperty('loanPlatformId')
    expect(full).toEqual({ ok: true, url: expect.not.stringContaining('isLoanPay') })
    store.setInstalment(1)
    const loan = await store.placeOrder()
    expect(orders.createOrder).toHaveBeenCalledTimes(2) // a new choice is a new order
    expect(orders.createOrder.mock.calls[1][0]).toMatchObject({ installmentType: 1, loanPlatformId: 1 })
    expect(loan).toEqual({ ok: true, url: expect.stringMatching(/&isLoanPay=1$/) })
  })

  it('a platform list that fails to load offers no choice and buying still works', async () => {
    const { store, orders } = setup(async () => created)
    orders.loanPlatforms.mockRejectedValue(new Error('500'))
    await store.open(goods())
    await store.selectSpec(goods().specifications[2])
    expect(store.platforms).toEqual([])
    store.setCourses([21, 22])
    expect((await store.placeOrder()).ok).toBe(true)
  })
})

describe('inside the provider\'s app: the app makes the order (bridge generateOrder)', () => {
  function inApp(generate: (o: BridgeOrderRequest) => Promise<BridgeOrderResult>) {
    const api = { includedCourses: jest.fn(async () => [course(21), course(22), course(23)]), ...repeatChecks() }
    const orders = { createOrder: jest.fn(async () => created), loanPlatforms: jest.fn(async () => []) }
    const app = jest.fn(generate)
    const store = new CheckoutStore(api, orders, () => 42, () => ({ isIOS: false }), () => app)
    return { store, orders, app }
  }

  it('sends the goods, package, chosen courses and campus with the order key; the app\'s order opens as confirm order', async () => {
    const { store, orders, app } = inApp(async () => ({ orderId: 31, orderNo: 'KJ31', tradeOrderId: 'T31' }))
    await store.open(goods({ statusSchool: true }))
    await store.selectSpec(goods().specifications[2])
    store.setCourses([21, 23])
    store.setSchool(school)
    const taps = await Promise.all([store.placeOrder(), store.placeOrder(), store.placeOrder()])
    expect(app).toHaveBeenCalledTimes(1)
    expect(app.mock.calls[0][0]).toEqual({ goodsId: 7, spPriceId: 302, commodityIdList: [21, 23], schoolId: 3, clientOrderKey: expect.any(String) })
    expect(orders.createOrder).not.toHaveBeenCalled()
    expect(taps[0]).toEqual({ ok: true, url: '/ty/confirmOrder?goodsId=7&orderId=31&orderNo=KJ31&tradeOrderId=T31&commodityIdListStr=21%2C23&schoolId=3' })
  })

  it('cancelled in the app: nothing said; failed: 下单失败，请稍后再试; the retry carries the same key', async () => {
    const { store, app } = inApp(async () => {
      throw new BridgeError('cancelled')
    })
    await store.open(goods())
    expect(await store.placeOrder()).toMatchObject({ ok: false, message: '' })
    app.mockRejectedValueOnce(new BridgeError('timeout'))
    expect(await store.placeOrder()).toMatchObject({ ok: false, message: '下单失败，请稍后再试' })
    expect(app.mock.calls[1][0].clientOrderKey).toBe(app.mock.calls[0][0].clientOrderKey)
  })
})

describe('judgeGoodsRepeatPay / judgeCpaRepeatPay: a purchase that would repeat one of the learner\'s orders makes none', () => {
  const paid: RepeatPayCheck = { repeat: true, kind: 'paid', orderId: 41, orderNo: 'KJ41', tradeOrderId: 'T41', state: 3 }

  it('bought already: no order, the way to the one there is; three taps ask once', async () => {
    const { store, api, orders } = setup(async () => created)
    api.repeatPay.mockResolvedValue(paid)
    await store.open(goods())
    const taps = await Promise.all([store.placeOrder(), store.placeOrder(), store.placeOrder()])
    expect(api.repeatPay.mock.calls).toEqual([[7]])
    expect(api.cpaRepeatPay).not.toHaveBeenCalled()
    expect(orders.createOrder).not.toHaveBeenCalled()
    expect(taps[0]).toEqual({
      ok: false, message: '',
      repeat: { message: '您已购买过该课程，无需重复购买，可在订单中查看学习。', url: '/ty/payResult?tradeOrderId=T41&userId=42&goodsId=7' },
    })
    expect(store.placing).toBe(false)
  })

  it('a professional-certificate goods (type 5) is asked by its chosen package; an order awaiting payment is said as such', async () => {
    const { store, api, orders } = setup(async () => created)
    api.cpaRepeatPay.mockResolvedValue({ ...paid, kind: 'unpaid', state: 1 })
    await store.open(goods({ goodsType: 5 }))
    const result = await store.placeOrder()
    expect(api.cpaRepeatPay.mock.calls).toEqual([[7, 301]])
    expect(api.repeatPay).not.toHaveBeenCalled()
    expect(orders.createOrder).not.toHaveBeenCalled()
    expect(result).toMatchObject({ ok: false, repeat: { message: '您已有该课程的待支付订单，请前往订单完成支付，无需重复下单。' } })
  })

  it('no repeat: the order is made as before; an unanswered check lets it be made too', async () => {
    const { store, api, orders } = setup(async () => created)
    await store.open(goods())
    expect((await store.placeOrder()).ok).toBe(true)
    expect(api.repeatPay).toHaveBeenCalledTimes(1)
    expect(orders.createOrder).toHaveBeenCalledTimes(1)
    const other = setup(async () => created)
    other.api.repeatPay.mockRejectedValue(new ApiError(0, '请求失败~~~'))
    await other.store.open(goods())
    expect((await other.store.placeOrder()).ok).toBe(true)
    expect(other.orders.createOrder).toHaveBeenCalledTimes(1)
  })

  it('inside the provider\'s app as well: no generateOrder for a course bought already', async () => {
    const api = { includedCourses: jest.fn(async () => [course(21)]), ...repeatChecks() }
    api.repeatPay.mockResolvedValue(paid)
    const app = jest.fn(async () => ({ orderId: 31, orderNo: 'KJ31', tradeOrderId: 'T31' }))
    const store = new CheckoutStore(api, { createOrder: jest.fn(), loanPlatforms: jest.fn(async () => []) }, () => 42, () => ({ isIOS: false }), () => app)
    await store.open(goods())
    expect((await store.placeOrder()).ok).toBe(false)
    expect(app).not.toHaveBeenCalled()
  })
})
