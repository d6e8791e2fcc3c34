// Buying from a goods page (docs/spec/ordering-payment.md sections 5, 7, 8).
import type { GoodsDetail, School, Specification } from '@contract/goods'
import { afterOrderCreated, buildCreateOrderPayload, childSpecificationPriceIds, confirmOrderUrl, purchaseBlocker, readCreateOrder, unavailableLabel } from './checkout'

const spec = (over: Partial<Specification> = {}): Specification => ({
  spPriceId: 301, name: '全科班', presentPrice: 98000, originalPrice: 128000, validityMonths: 12, courseCount: 3,
  selectable: false, chooseNum: 0, childSpecificationPriceIds: '301,302', soldOut: false, ...over,
})
const goods = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  goodsId: 7, goodsName: '初级会计全科', subtitle: '', goodsType: 1, goodsTypeId: 1, goodsOriginType: 1, itemType: null,
  pics: [], thumbPath: '', presentPrice: 98000, originalPrice: 128000, salesNum: 0, sellStatus: 'onSale', statusSchool: true,
  specifications: [spec()], memberGoodsId: null, tikuGoodsId: null, tikuGoodsName: null, schoolIds: [3], ...over,
})
const school: School = { schoolId: 3, schoolName: '北京朝阳校区', cityId: 1, cityName: '北京', address: '', phone: '' }

describe('purchaseBlocker: the first reason not to buy yet', () => {
  it.each<[string, GoodsDetail, Parameters<typeof purchaseBlocker>[1], string]>([
    ['off shelf', goods({ sellStatus: 'offShelf' }), { spec: spec(), courseIds: null, school }, '商品已下架'],
    ['sold out goods', goods({ sellStatus: 'soldOut' }), { spec: spec(), courseIds: null, school }, '商品已下架'],
    ['no package chosen', goods(), { spec: null, courseIds: null, school }, '请选择套餐'],
    ['package sold out', goods(), { spec: spec({ soldOut: true }), courseIds: null, school }, '该套餐已售罄'],
    ['selectable package, too few courses', goods(), { spec: spec({ selectable: true, chooseNum: 2 }), courseIds: [1], school }, '请选择2门课程'],
    ['selectable package, nothing chosen', goods(), { spec: spec({ selectable: true, chooseNum: 3 }), courseIds: null, school }, '请选择3门课程'],
    ['campus required: "请选择上课校区"', goods(), { spec: spec(), courseIds: null, school: null }, '请选择上课校区'],
    ['ready', goods(), { spec: spec(), courseIds: null, school }, ''],
    ['ready without campus when none is required', goods({ statusSchool: false }), { spec: spec(), courseIds: null, school: null }, ''],
    ['selectable package with the right count', goods(), { spec: spec({ selectable: true, chooseNum: 2 }), courseIds: [1, 2], school }, ''],
  ])('%s', (_name, g, sel, message) => {
    expect(purchaseBlocker(g, sel)).toBe(message)
  })
})

it('childSpecificationPriceIds puts the package first, once', () => {
  expect(childSpecificationPriceIds(spec({ spPriceId: 302, childSpecificationPriceIds: '301,302, 303' }))).toBe('302,301,303')
  expect(childSpecificationPriceIds(spec({ spPriceId: 5, childSpecificationPriceIds: '' }))).toBe('5')
})

describe('createOrder payload (section 7)', () => {
  const base = { userId: 42, packageCourseIds: [11, 12, 13], clientOrderKey: 'k1' }

  it('iOS: platformType 3, isIos 1; fixed package: its courses; campus as signSchool and schoolId', () => {
    expect(buildCreateOrderPayload(goods(), { spec: spec(), courseIds: null, school }, { ...base, env: { isIOS: true } })).toEqual({
      userId: 42, commodityIdList: '11,12,13', isFree: 1, schoolId: 3, platformType: 3, isSendMessage: 0, orderType: 1,
      isFormal: 1, isIos: 1, businessIdInt: 1, goodsId: 7, childSpecificationPriceIds: '301,302', signSchoolId: 3,
      signSchoolName: '北京朝阳校区', installmentType: 0, clientOrderKey: 'k1',
    })
  })

  it('elsewhere: platformType 2, isIos 0; chosen courses; no campus: the default school and no signSchool', () => {
    const payload = buildCreateOrderPayload(goods({ statusSchool: false }), { spec: spec(), courseIds: [12, 13], school: null }, { ...base, env: { isIOS: false }, instalment: 2 })
    expect(payload).toMatchObject({ platformType: 2, isIos: 0, commodityIdList: '12,13', schoolId: 1, installmentType: 1, loanPlatformId: 2 })
    expect(payload).not.toHaveProperty('signSchoolId')
    expect(payload).not.toHaveProperty('signSchoolName')
  })
})

describe('reading the createOrder answer (section 8)', () => {
  it.each<[string, Parameters<typeof readCreateOrder>[0], ReturnType<typeof readCreateOrder>]>([
    ['an order', { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1' }, { created: true, orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1' }],
    ['no orderId with goodsChange: its msg', { goodsChange: { msg: '商品已下架' } }, { created: false, message: '商品已下架' }],
    ['neither', {}, { created: false, message: '此商品暂时不支持购买，请联系客服' }],
    ['no data at all', null, { created: false, message: '此商品暂时不支持购买，请联系客服' }],
    ['goodsChange with an empty msg', { goodsChange: { msg: '' } }, { created: false, message: '此商品暂时不支持购买，请联系客服' }],
  ])('%s', (_name, result, outcome) => {
    expect(readCreateOrder(result)).toEqual(outcome)
  })
})

describe('"Order creation for instalments: on code 200, if the choice is 0 the pay-mode popup opens; otherwise ... confirm-order page with isLoanPay=1"', () => {
  it.each<[string, number, 'payMode' | 'loanPay']>([
    ['"Instalment choice 0 means no instalment": pay mode', 0, 'payMode'],
    ['a platform (百度有钱花, 1): loan pay', 1, 'loanPay'],
    ['another platform (2): loan pay', 2, 'loanPay'],
  ])('%s', (_n, choice, next) => expect(afterOrderCreated(choice)).toBe(next))

  it('choice 0: installmentType 0 and no platform in the payload', () => {
    const payload = buildCreateOrderPayload(goods(), { spec: spec(), courseIds: null, school }, { userId: 1, packageCourseIds: [11], clientOrderKey: 'k', env: { isIOS: false }, instalment: 0 })
    expect(payload.installmentType).toBe(0)
    expect(payload).not.toHaveProperty('loanPlatformId')
  })

  it('a created order opens /ty/confirmOrder with the order (choice 0)', () => {
    expect(confirmOrderUrl({ goodsId: 7 }, { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1' }, { commodityIdList: '11,12', schoolId: 3 }))
      .toBe('/ty/confirmOrder?goodsId=7&orderId=9&orderNo=KJ1&tradeOrderId=T1&commodityIdListStr=11%2C12&schoolId=3')
  })

  it('an order created with a platform opens it with isLoanPay=1', () => {
    expect(confirmOrderUrl({ goodsId: 8 }, { orderId: 9, orderNo: 'KJ1', tradeOrderId: 'T1' }, { commodityIdList: '', schoolId: 1, loanPlatformId: 2 }))
      .toBe('/ty/confirmOrder?goodsId=8&orderId=9&orderNo=KJ1&tradeOrderId=T1&schoolId=1&isLoanPay=1')
  })
})

it.each([['onSale', undefined], ['soldOut', '已售罄'], ['offShelf', '已下架']] as const)('a %s goods: buy button %p', (status, label) => {
  expect(unavailableLabel(status)).toBe(label)
})
