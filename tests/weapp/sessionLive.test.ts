/**
 * The token check before each navigation, live reservations and collected articles in the BUILT mini-program against
 * the reference server in-process (docs/spec/content-access.md section 4 "Before each navigation a stored token is checked
 * against the user-info call (cached when verified); code 401 clears it"; section 7 "Account" Subscribe calls and
 * "News and articles" myFavoritesNews / cancelOperateNews):
 * - every page shown checks a stored token once (the page object's onShow, Taro's modifyPageObject hook): a dead one
 *   is cleared from storage with no trip to login, a verified one is not asked again, a check that gets no answer
 *   keeps the session and the next page checks again;
 * - 我的 of the custom tab bar switches to the mine tab page once the check has answered;
 * - a guest reserves a live class through the login popup (loginAfterLiveReservation), a learner at once
 *   (subscribeGoods), the card says 已预约 and the count moves;
 * - /favourites' 资讯 tab lists the collected articles and uncollects one in place.
 */
import { launchApp, waitFor, sleep, guardEachTest, type Mp, type Page } from './harness'
import { codeLogin } from './codeLogin'

let mp: Mp
guardEachTest(() => mp)

const LEARNER = '13800138000'
const CLIENT2 = '13900139000'
const STALE = { token: 'stale-token-0000', userToken: 'stale-token-0000', userData: { uid: 5, token: 'stale-token-0000' } }
const userInfoCalls = () => mp.requests.filter((r) => r.path && r.path.endsWith('/api/account/userInfo'))

describe('the token check when a page shows', () => {
  test('a stale token on a guest page is cleared from storage, and the page stays (no login)', async () => {
    mp = await launchApp({ storage: STALE })
    // The enterprise call at start would clear a dead token too (any 401): it fails here, so only the check can.
    mp.net.fault('/api/qw/api/h5/v1/center/user/info', 'fail')
    await mp.loadPage('pages/school/index')
    const check = await mp.waitForRequest('/api/account/userInfo')
    expect(check.query.token).toBe('stale-token-0000')
    expect(check.response.code).toBe(401)
    await waitFor(() => !mp.storage.has('token'), { message: () => [...mp.storage.keys()].join(',') })
    expect(mp.storage.has('userToken')).toBe(false)
    expect(mp.storage.has('userData')).toBe(false)
    await sleep(1700) // past the 1.5 s of the request layer's own 401 redirect
    expect(mp.navigations).toEqual([])
  })

  test('a verified token is checked once: the next page shown asks nothing', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    await mp.loadPage('pages/school/index')
    await mp.waitForRequest('/api/account/userInfo')
    await mp.loadPage('packages/live/liveCenter/index')
    await mp.waitForRequest('/api/livelist/onlineschool/app/operationLivesList/v2')
    expect(userInfoCalls()).toHaveLength(1)
    expect(mp.storage.get('token')).toBeTruthy()
  })

  test('a check that gets no answer keeps the session; the next page shown checks again', async () => {
    mp = await launchApp({ storage: STALE })
    mp.net.fault('/api/qw/api/h5/v1/center/user/info', 'fail')
    mp.net.fault('/api/account/userInfo', 'fail')
    await mp.loadPage('pages/home/index')
    await waitFor(() => userInfoCalls().length === 1 && userInfoCalls()[0].status === 0)
    await sleep(50)
    expect(mp.storage.get('token')).toBe('stale-token-0000')
    await mp.loadPage('pages/article/index')
    await waitFor(() => userInfoCalls().length === 2 && userInfoCalls()[1].status !== undefined)
    expect(userInfoCalls()[1].response.code).toBe(401)
    await waitFor(() => !mp.storage.has('token'))
    expect(mp.navigations.filter((n) => n.url && n.url.includes('login'))).toEqual([])
  })

  test.each([
    [LEARNER, 1],
    [CLIENT2, 2],
  ])('%s (client %s): 我的 waits for the check, then switches to the mine tab page', async (mobile) => {
    mp = await launchApp({ signedInAs: mobile })
    const bar = await mp.loadPage('custom-tab-bar/index')
    const mine = await waitFor(() => bar.queryAllByClass('tab-bar__item--mine')[0])
    await bar.tap(mine)
    await waitFor(() => mp.navigations.length > 0, { timeout: 5000 })
    expect(userInfoCalls().length).toBeGreaterThanOrEqual(1)
    expect(mp.navigations[0]).toMatchObject({ api: 'switchTab', url: '/pages/mine/index' })
  })
})

describe('reserving a live class', () => {
  /** The card of a class, found by its name (the mini-program's nodes carry no data- attributes to query). */
  const LIVE = { 2: '初级会计：经济法高频考点串讲', 3: '个税汇算清缴实操', 4: '年终结账通宵直播：从对账到出报表' }
  const card = (page: Page, id: keyof typeof LIVE) => page.getByText(LIVE[id]).closest('.live-card')!
  const reserveButton = (page: Page, id: keyof typeof LIVE) => card(page, id).querySelector('.live-card__reserve')!
  const reserveText = (page: Page, id: keyof typeof LIVE) => reserveButton(page, id).textContent!.trim()
  const booked = (page: Page, id: keyof typeof LIVE) => Number(card(page, id).querySelector('.live-card__booked')!.textContent!.replace(/\D/g, ''))

  test('a guest: the login popup, then loginAfterLiveReservation; 已预约 and the count moves', async () => {
    mp = await launchApp()
    const page = await mp.loadPage('packages/live/liveCenter/index')
    await page.findByText(LIVE[2], { timeout: 5000 })
    const before = booked(page, 2)
    expect(reserveText(page, 2)).toBe('预约')
    await page.tap(reserveButton(page, 2))
    await page.findByText('登录后预约直播')
    expect(mp.navigations).toEqual([])
    await page.tap(await page.findByText('使用验证码登录'))
    await codeLogin(page, LEARNER, '登录并预约')
    const reserved = await mp.waitForRequest('/api/account/app/loginAfterLiveReservation', { timeout: 5000 })
    expect(reserved.query.liveId).toBe('2')
    expect(reserved.response).toMatchObject({ code: 200, data: { liveId: 2, subscribed: true, subscribeNum: before + 1 } })
    await waitFor(() => reserveText(page, 2) === '已预约', { timeout: 5000 })
    expect(booked(page, 2)).toBe(before + 1)
    expect(mp.requests.some((r) => r.path!.endsWith('/app/subscribeGoods'))).toBe(false)
    expect(mp.navigations).toEqual([])
  })

  test('a learner: subscribeGoods at once; a reserved class shows 已预约 from loginCheckSubscribeGoods', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    await mp.api('GET', `/api/account/app/subscribeGoods?liveId=4&token=${mp.storage.get('token')}`)
    const page = await mp.loadPage('packages/live/liveCenter/index')
    const check = await mp.waitForRequest('/api/account/app/loginCheckSubscribeGoods', { timeout: 5000 })
    expect(check.query.liveIds.split(',')).toEqual(expect.arrayContaining(['2', '3', '4']))
    await waitFor(() => reserveText(page, 4) === '已预约')
    expect(reserveText(page, 3)).toBe('预约')
    const before = booked(page, 3)
    await page.tap(reserveButton(page, 3))
    const reserved = await mp.waitForRequest('/api/account/app/subscribeGoods')
    expect(reserved.query.liveId).toBe('3')
    await waitFor(() => reserveText(page, 3) === '已预约')
    expect(booked(page, 3)).toBe(before + 1)
    expect(mp.toasts).toContain('预约成功')
    await page.tap(reserveButton(page, 3))
    await sleep(100)
    expect(mp.requests.filter((r) => r.path!.endsWith('/app/subscribeGoods'))).toHaveLength(1)
    expect(mp.navigations).toEqual([])
  })
})

describe('/favourites: collected articles', () => {
  test('资讯 lists them (myFavoritesNews); 取消收藏 takes one out (cancelOperateNews type 1)', async () => {
    mp = await launchApp({ signedInAs: CLIENT2 })
    const page = await mp.loadPage('packages/mine/favourites/index', { query: { tab: 'articles' } })
    await mp.waitForRequest('/api/news/app/myFavoritesNews', { method: 'POST' })
    await waitFor(() => page.queryAllByClass('favourites-article').length === 3, { timeout: 5000 })
    const { data } = await mp.api('POST', '/api/news/app/myFavoritesNews', { headers: { token: mp.storage.get('token') }, body: { currentPage: 1 } })
    const [first, second] = data.data.list
    expect(page.queryAllByClass('article-item__title').map((el) => el.textContent!.trim())[0]).toBe(first.title)
    await page.tap(page.queryAllByClass('favourites-article__uncollect')[0])
    const cancel = await mp.waitForRequest('/api/news/app/cancelOperateNews', { method: 'POST' })
    expect(cancel.body).toMatchObject({ newsId: first.id, type: 1 })
    await waitFor(() => page.queryAllByClass('favourites-article').length === 2)
    expect(mp.toasts).toContain('已取消收藏')
    expect(mp.storage.get(`article_isCollected_${first.id}`)).toBe(false)
    expect(page.text()).not.toContain(first.title)
    await page.tap(page.getByText(second.title))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0].url).toMatch(new RegExp(`^/packages/article/detail/index\\?id=${second.id}&siteId=`))
  })

  test('nothing collected: 还没有收藏资讯', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage('packages/mine/favourites/index', { query: { tab: 'articles' } })
    await page.findByText('还没有收藏资讯', { timeout: 5000 })
    expect(page.text()).toContain('去看资讯')
  })
})
