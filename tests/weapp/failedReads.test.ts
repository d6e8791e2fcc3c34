/**
 * A failed read and a report that never answers, in the BUILT mini-program against the reference server in-process:
 * finish pay and the loan application, whose order read (queryOrderDetail) answers a bare 500 or loses its
 * connection, say '加载失败' with '重新加载', and the retry shows the order once the server answers again; a banner
 * whose click count (updateBannerGoodsPvCount) never answers opens its page at once. A page's part (the goods page's
 * package courses, the CPA landing's courses, the knowledge course's zone) whose read fails says so with a retry
 * where it goes, the rest of the page kept, and the retry shows it.
 */
import { launchApp, waitFor, guardEachTest, type Json, type Mp, type Page } from './harness'
import { learnerApi } from './learner'

const LEARNER = '13900139000'
const DETAIL = '/api/order/queryOrderDetail'
let mp: Mp
guardEachTest(() => mp)

const text = (page: Page) => page.text().replace(/\s+/g, '')

/** The seeded learner's first order matching `where`. */
async function seededOrder(where: (o: Json) => boolean): Promise<Json> {
  const list = await learnerApi(mp, 'GET', '/api/order/getOrderList?page=1&pageSize=10&tagStatus=')
  const found = list.orderList.find(where)
  if (!found) throw new Error('no such seeded order')
  return found
}

/** Opens `route` with its order read failing once as `fault`: the failure and a retry, then the order after it. */
async function failedThenRetried(route: string, query: Record<string, unknown>, fault: 'raw500' | 'fail', shown: string) {
  mp.net.fault(DETAIL, fault)
  const page = await mp.loadPage(route, { query })
  try {
    await page.findByText('加载失败', { timeout: 8000 })
    expect(text(page)).toContain('重新加载')
    expect(text(page)).not.toContain(shown)
    const asked = mp.requests.filter((r) => r.path === DETAIL).length
    await page.tap(page.getByText('重新加载'))
    await page.findByText(shown, { exact: false, timeout: 8000 })
    expect(mp.requests.filter((r) => r.path === DETAIL).length).toBe(asked + 1)
    expect(text(page)).not.toContain('加载失败')
  } finally {
    page.detach()
  }
}

test.each([['a bare 500', 'raw500'], ['a dropped connection', 'fail']] as const)('finish pay: %s says so, and the retry shows the order', async (_name, fault) => {
  mp = await launchApp({ signedInAs: LEARNER })
  const paid = await seededOrder((o) => o.state === 3)
  await failedThenRetried('packages/order/finishPay/index', { tradeOrderId: paid.tradeOrderId, userId: paid.userId, payType: '4' }, fault, '查看订单')
})

test.each([['a bare 500', 'raw500'], ['a dropped connection', 'fail']] as const)('the loan application: %s says so, and the retry shows the order', async (_name, fault) => {
  mp = await launchApp({ signedInAs: LEARNER })
  const declined = await seededOrder((o) => o.state === 8)
  await failedThenRetried('packages/order/loan/index', { orderId: declined.orderId, userId: declined.userId }, fault, '去分期平台申请')
})

test("a banner whose click count never answers opens its page at once", async () => {
  mp = await launchApp()
  // miniprogram-simulate lays nothing out: every observed node is reported in view (as tests/weapp/adBanners.test.ts).
  mp.wx.createIntersectionObserver = () => {
    const observer = {
      relativeToViewport: () => observer,
      observe: (selector: string, callback: (res: { id: string; intersectionRatio: number }) => void) => setTimeout(() => callback({ id: selector.slice(1), intersectionRatio: 1 }), 0),
      disconnect: () => undefined,
    }
    return observer
  }
  const mine = await mp.loadPage('pages/mine/index')
  const pic = await waitFor(() => mine.queryAllByClass('banner-swiper__pic')[0], { timeout: 8000 })
  // Every count from now on hangs (no answer, no timeout within the test).
  const counts = () => mp.requests.filter((r) => r.path === '/api/app/updateBannerGoodsPvCount' && r.query!.type === '1')
  for (let i = 0; i < 5; i++) mp.net.fault('/api/app/updateBannerGoodsPvCount', 'hang')
  await mine.tap(pic)
  await waitFor(() => mp.navigations.length > 0, { timeout: 1000, message: () => 'the tap waits for its count' })
  expect(counts()).toHaveLength(1)
  expect(counts()[0].status).toBeUndefined() // still unanswered when the page opened
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: expect.stringMatching(/^\/packages\/knowledge\/home\/index/) })
})

const PARTS = [
  ["the goods page's package courses", 'packages/goods/detail/index', { goodsId: 2 }, '/api/goods/front/findComGoodsGroupBySpPriceIdForApp', '初级会计实务·单科精讲班', '初级会计实务·精讲'],
  ["the CPA landing's courses", 'packages/topic/cpaPioneer/index', {}, '/api/app/goodsCenterCategory/v2', '立即报名先锋班', 'CPA注册会计师·六科全程班'],
  ["the knowledge course's zone", 'packages/knowledge/detail/index', { id: 501 }, '/api/knowledge/knowZone', '零基础会计入门训练营', '共4门课程'],
] as const

test.each(PARTS)('%s: a bare 500 says so with a retry, the rest kept; the retry shows it', async (_name, route, query, read, kept, shown) => {
  mp = await launchApp()
  mp.net.fault(read, 'raw500')
  const page = await mp.loadPage(route, { query })
  try {
    await page.findByText('加载失败', { timeout: 8000 })
    await page.findByText(kept, { exact: false, timeout: 8000 })
    expect(text(page)).not.toContain(shown)
    const asked = mp.requests.filter((r) => r.path === read).length
    await page.tap(page.getByText('重新加载'))
    await page.findByText(shown, { exact: false, timeout: 8000 })
    expect(mp.requests.filter((r) => r.path === read).length).toBe(asked + 1)
    expect(text(page)).not.toContain('加载失败')
  } finally {
    page.detach()
  }
})
