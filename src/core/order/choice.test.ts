// What confirm order lets a learner change (docs/spec/ordering-payment.md section 2, "The course card ... has an edit button
// (hidden for school 4 or when a hide flag is set) ... and a campus selector"), plus the coupon row.
import { campusChooseUrl, campusRow, courseEditUrl, couponRowText, orderChangeable, queryFlag, showCourseEdit } from './choice'

const pending = { state: 1, orderStatus: 11, paidMoney: 0, schoolId: 1, chooseNum: 2 as number | undefined, isShowSchool: true, signSchoolId: 2 as number | null, payPrice: 168000, presentPrice: 168000 }

describe('an order may change while pending with nothing paid', () => {
  it.each<[string, Partial<typeof pending>, boolean]>([
    ['pending, nothing paid', {}, true],
    ['part paid (state 2)', { state: 2, orderStatus: 12, paidMoney: 50000 }, false],
    ['pending but something paid', { paidMoney: 1 }, false],
    ['complete', { state: 3, orderStatus: 19 }, false],
    ['cancelled', { state: 4, orderStatus: 14 }, false],
    ['timed out', { state: 5, orderStatus: 15 }, false],
    ['in the loan', { state: 6, orderStatus: 12 }, false],
  ])('%s', (_n, over, expected) => expect(orderChangeable({ ...pending, ...over })).toBe(expected))
})

describe('the course edit button: "hidden for school 4 or when a hide flag is set"', () => {
  it.each<[string, Partial<typeof pending>, boolean, boolean]>([
    ['selectable package, pending', {}, false, true],
    ['school 4', { schoolId: 4 }, false, false],
    ['the hide flag (isHideChange)', {}, true, false],
    ['a fixed package has nothing to choose (chooseNum 0)', { chooseNum: 0 }, false, false],
    ['no chooseNum from an older server', { chooseNum: undefined }, false, false],
    ['something paid', { paidMoney: 100 }, false, false],
    ['school 10 keeps it', { schoolId: 10 }, false, true],
  ])('%s', (_n, over, hide, expected) => expect(showCourseEdit({ ...pending, ...over }, hide)).toBe(expected))

  it.each<[string | undefined, boolean]>([[undefined, false], ['', false], ['0', false], ['false', false], ['1', true], ['true', true]])(
    'isHideChange=%p reads as %p', (v, expected) => expect(queryFlag(v)).toBe(expected),
  )
})

describe('the campus selector', () => {
  it.each<[string, Partial<typeof pending>, ReturnType<typeof campusRow>]>([
    ['goods sold at campuses, pending: choose', {}, 'choose'],
    ['pending without a campus yet: choose', { signSchoolId: null }, 'choose'],
    ['paid: shown, no longer tappable', { state: 3, orderStatus: 19 }, 'show'],
    ['paid without a campus: nothing', { state: 3, orderStatus: 19, signSchoolId: null }, null],
    ['goods without campuses: nothing', { isShowSchool: false }, null],
  ])('%s', (_n, over, expected) => expect(campusRow({ ...pending, ...over })).toBe(expected))
})

describe('the coupon row', () => {
  const coupons = [{ couponId: 3, amount: 20000 }, { couponId: 1, amount: 5000 }]
  it.each<[string, Partial<typeof pending> & { couponId?: number | null }, typeof coupons, string | null]>([
    ['coupons fit: how many', {}, coupons, '2张可用'],
    ['none fit', {}, [], '暂无可用优惠券'],
    ['one applied: its amount off (presentPrice - payPrice), 2 decimals', { couponId: 3, payPrice: 148000 }, coupons, '-¥200.00'],
    ['paid with a coupon: still shown', { couponId: 1, payPrice: 163000, state: 3, orderStatus: 19 }, [], '-¥50.00'],
    ['paid without one: hidden', { state: 3, orderStatus: 19 }, coupons, null],
    ['a free order: hidden', { payPrice: 0 }, [], null],
  ])('%s', (_n, over, list, expected) => expect(couponRowText({ ...pending, ...over }, list)).toBe(expected))
})

describe('the pages the edit button and the campus selector open', () => {
  const o = { orderId: 42, goodsId: 11, childSpecificationPriceIds: '1101,1105', isShowSchool: true, commodityIdListStr: '7040,7041' }
  it('edit: /ty/CourseSelect with goodsId, spPriceIdStr (the package), statusSchool, change=1, courseIdList and the order', () => {
    expect(courseEditUrl(o)).toBe('/ty/CourseSelect?goodsId=11&spPriceIdStr=1101&statusSchool=1&change=1&courseIdList=7040%2C7041&orderId=42')
  })
  it('campus: /ty/SelectSchool with goodsId, newBusinessId=1 and the order', () => {
    expect(campusChooseUrl(o)).toBe('/ty/SelectSchool?goodsId=11&newBusinessId=1&orderId=42')
  })
})
