/**
 * The goods page's first render: the top (pictures, price, name, packages) drawn at once from the goods answer; the
 * instalment choice, coupons, auditions and introduction, below the fold, only once that top has been painted.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
const mockPaint: Array<() => void> = []
jest.mock('@/platform/afterPaint', () => ({
  afterPaint: (fn: () => void) => {
    mockPaint.push(fn)
    return () => undefined
  },
}))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { Coupon, GoodsDetail } from '@contract/goods'
import firstScreens from '../../../../tests/jest/fixtures/first-screen.json'
import { adGoodsApi, everythingOnScreen } from '../../../../tests/jest/adBanners'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import { navigateTo } from '@/platform/navigation'
import { confirm, toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import { flushReads, UNANSWERED } from '../../../../tests/jest/unanswered'
import GoodsDetailPage from './index'

/** The reference server's answer to findInfoByIdForApp for goods 1. */
const GOODS = firstScreens.goods as unknown as GoodsDetail
const COUPON: Coupon = { couponId: 1, name: '新人立减券', amount: 5000, threshold: 0, validUntil: '2027-02-25', received: false }
const goodsApi = {
  detail: jest.fn(async () => GOODS),
  countVisit: jest.fn(async () => null),
  introduction: jest.fn(async () => ({ goodsId: GOODS.goodsId, html: '<p>课程亮点：名师直播授课</p>' })),
  coupons: jest.fn(async () => [COUPON]),
  auditions: jest.fn(async () => []),
  includedCourses: jest.fn(async () => []),
  ...adGoodsApi(),
}
const orderApi = { loanPlatforms: jest.fn(async () => []) }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
/** Every painted frame until the page asks for no more: the sections below the fold come one per frame. */
const paintAll = () => {
  for (let frames = 0; mockPaint.length && frames < 20; frames++) act(() => mockPaint.shift()!())
}

beforeAll(() => quietTaroMedia())
beforeEach(() => {
  jest.clearAllMocks()
  mockPaint.length = 0
  Current.router = { params: { goodsId: String(GOODS.goodsId) }, path: '/packages/goods/detail/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
})

it('draws the top first; coupons and the introduction come once it is painted', async () => {
  renderPage(<GoodsDetailPage />, { services: { goodsApi, orderApi } })
  expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
  await flush()
  expect(goodsApi.coupons).toHaveBeenCalledWith(GOODS.goodsId)
  expect(goodsApi.introduction).toHaveBeenCalledWith(GOODS.goodsId)
  expect(screen.getByText('选择套餐')).toBeTruthy()
  expect(screen.queryByText('优惠券')).toBeNull()
  expect(screen.queryByText('课程介绍')).toBeNull()

  expect(mockPaint).toHaveLength(1)
  // One section per painted frame: the instalments first, then the coupons, ... the introduction last.
  act(() => mockPaint.shift()!())
  await flush()
  expect(screen.queryByText('优惠券')).toBeNull()
  paintAll()
  await flush()
  expect(screen.getByText('优惠券')).toBeTruthy()
  expect(screen.getByText('新人立减券')).toBeTruthy()
  expect(screen.getByText('课程介绍')).toBeTruthy()
})

// The ad places (docs/spec/content-access.md section 9): the goods page's is the second, 63 in a build for any environment but
// production, below the fold before the introduction, asked once it nears the screen.
it('shows its ad place before the introduction, once painted and near the screen', async () => {
  const restore = everythingOnScreen()
  try {
    const { container } = renderPage(<GoodsDetailPage />, { services: { goodsApi, orderApi } })
    expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
    await flush()
    expect(goodsApi.banners).not.toHaveBeenCalled()
    paintAll()
    await flush()
    expect(goodsApi.banners).toHaveBeenCalledWith(63)
    const place = container.querySelector('.ad-banner[data-ad-place="63"]')!
    expect(place.querySelector('[data-banner-id="6301"]')).not.toBeNull()
    const intro = screen.getByText('课程介绍')
    expect(place.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(goodsApi.bannerPv).toHaveBeenCalledWith({ bannerId: 6301, showPlaceId: 63, websiteId: 1, type: 0 })
  } finally {
    restore()
  }
})

// Section 7 "Goods and home": judgeGoodsRepeatPay. A learner who has the course already is told so before any order
// is made, with the way to the order they have.
describe('buying a course the learner has already', () => {
  const session = { isLoggedIn: true, token: 'tok', uid: 42 }
  const buyApi = {
    ...goodsApi,
    // No campus to choose first.
    detail: jest.fn(async () => ({ ...GOODS, statusSchool: false })),
    repeatPay: jest.fn(async () => ({ repeat: true, kind: 'paid' as const, orderId: 41, orderNo: 'KJ41', tradeOrderId: 'T41', state: 3 })),
    cpaRepeatPay: jest.fn(),
  }
  const orders = { ...orderApi, createOrder: jest.fn() }
  const buy = async () => {
    renderPage(<GoodsDetailPage />, { services: { goodsApi: buyApi, orderApi: orders }, stores: { session } })
    expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
    await flush()
    act(() => { fireEvent.click(screen.getByText('立即购买')) })
    await flush()
    await flush()
  }

  it('says so in a dialog, makes no order, and 查看订单 opens the order detail', async () => {
    ;(confirm as jest.Mock).mockResolvedValueOnce(true)
    await buy()
    expect(buyApi.repeatPay).toHaveBeenCalledWith(GOODS.goodsId)
    expect(orders.createOrder).not.toHaveBeenCalled()
    expect(confirm).toHaveBeenCalledWith({ title: '温馨提示', content: '您已购买过该课程，无需重复购买，可在订单中查看学习。', confirmText: '查看订单', cancelText: '取消' })
    expect(navigateTo).toHaveBeenCalledWith(`/ty/payResult?tradeOrderId=T41&userId=42&goodsId=${GOODS.goodsId}`)
  })

  it('取消 stays on the goods page', async () => {
    ;(confirm as jest.Mock).mockResolvedValueOnce(false)
    await buy()
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(navigateTo).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })
})

// A read that gets no answer says so with a retry (as finish pay's order read): the goods itself.
describe('the goods read gets no answer', () => {
  it('says so with a retry (not 商品不存在); the retry shows the goods', async () => {
    const api = { ...goodsApi, detail: jest.fn(async () => GOODS) }
    api.detail.mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
    renderPage(<GoodsDetailPage />, { services: { goodsApi: api, orderApi } })
    expect(await screen.findByText('加载失败')).toBeVisible()
    expect(screen.queryByText('商品不存在')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
    expect(api.detail).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
  })

  it('the server refuses it (a code other than 200): 商品不存在, no retry', async () => {
    const api = { ...goodsApi, detail: jest.fn(async () => { throw new ApiError(404, '商品不存在') }) }
    renderPage(<GoodsDetailPage />, { services: { goodsApi: api, orderApi } })
    expect(await screen.findByText('商品不存在')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull()
  })
})

// The package's courses.
describe("the package's courses get no answer", () => {
  /** The reference server's findComGoodsGroupBySpPriceIdForApp answer for package 101. */
  const COURSES = [
    { courseId: 7001, courseName: '初级会计实务·精讲', teacherName: '张敏', lessonCount: 48, optional: false },
    { courseId: 7002, courseName: '经济法基础·精讲', teacherName: '李华', lessonCount: 40, optional: false },
  ]
  const unanswered = () => new ApiError(0, '请求超时', undefined, 'timeout')

  it('says so with a retry, the rest of the page shown; the retry shows the courses and buying waits for them', async () => {
    // No campus to choose: the buy button's only blocker is the unread courses.
    const api = { ...goodsApi, detail: jest.fn(async () => ({ ...GOODS, statusSchool: false })), includedCourses: jest.fn(async () => COURSES) }
    api.includedCourses.mockRejectedValueOnce(unanswered())
    renderPage(<GoodsDetailPage />, { services: { goodsApi: api, orderApi } })
    expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
    await flush()
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(screen.getByText('选择套餐')).toBeTruthy()
    expect(screen.getByText('立即购买')).toBeTruthy()
    expect(screen.queryByText('初级会计实务·精讲')).toBeNull()
    act(() => { fireEvent.click(screen.getByText('立即购买')) })
    expect(toast).toHaveBeenCalledWith('加载失败')

    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await flush()
    expect(api.includedCourses).toHaveBeenCalledTimes(2)
    expect(api.includedCourses).toHaveBeenLastCalledWith(GOODS.specifications[0].spPriceId)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText('初级会计实务·精讲')).toBeTruthy()
    expect(screen.getByText(GOODS.goodsName)).toBeTruthy()
  })
})

// The introduction is a section of its own: its failed read says so in the section, and the retry fills it.
describe('the introduction gets no answer', () => {
  it.each(UNANSWERED)('after %s, 课程介绍 says 加载失败，点击重试; the tap shows the introduction', async (_, failure) => {
    const api = { ...goodsApi, introduction: jest.fn(goodsApi.introduction) }
    api.introduction.mockRejectedValueOnce(failure())
    renderPage(<GoodsDetailPage />, { services: { goodsApi: api, orderApi } })
    expect(await screen.findByText(GOODS.goodsName)).toBeTruthy()
    await flushReads()
    paintAll()
    await flushReads()
    expect(screen.getByText('课程介绍')).toBeTruthy()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await flushReads()
    expect(api.introduction).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.getByText('课程亮点：名师直播授课')).toBeTruthy()
  })
})
