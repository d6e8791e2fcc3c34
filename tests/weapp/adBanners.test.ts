/**
 * The ad places in the BUILT mini-program against the reference server in-process (docs/spec/content-access.md sections 3, 7,
 * 9): my page, the goods page and the article detail each ask banner/app/banner for their place (62, 63, 64 in a build
 * for any environment but production: the article detail's, the goods page's, my page's) and show its banners; the
 * first banner's show is counted (type 0), a tap counts the click (type 1) and then opens the banner's page.
 */
import { launchApp, waitFor, guardEachTest, type LaunchOptions, type Mp, type Page } from './harness'

const LEARNER = '13800138000'

let mp: Mp
guardEachTest(() => mp)

/**
 * miniprogram-simulate lays nothing out (every box is 0 x 0), so its IntersectionObserver never sees a node: here it
 * reports each node observed as in view, as WeChat does for a place on or near the screen.
 */
async function launch(options?: LaunchOptions) {
  mp = await launchApp(options)
  mp.wx.createIntersectionObserver = () => {
    const observer = {
      relativeToViewport: () => observer,
      observe: (selector: string, callback: (res: { id: string; intersectionRatio: number }) => void) => setTimeout(() => callback({ id: selector.slice(1), intersectionRatio: 1 }), 0),
      disconnect: () => undefined,
    }
    return observer
  }
  return mp
}

/** The place's request, its answer, and the page showing the place's first banner. */
async function placeShown(page: Page, place: number) {
  const asked = await waitFor(() => mp.requests.find((r) => r.path === '/api/banner/app/banner' && r.query!.showPlaceId === String(place) && r.status), { timeout: 8000 })
  const first = asked.response.data[0]
  const pic = await waitFor(() => bannerPic(page, first.id), { timeout: 5000 })
  return { asked, first, pic }
}

/** A banner's picture in the ad place (the mini-program's nodes carry no data- attributes: found by its src). */
const bannerPic = (page: Page, id: number) =>
  [...page.dom.querySelectorAll('.ad-banner .banner-swiper__pic')].find((el) => String(page.attrs(el).src).includes(`/banner-${id}.`))

const pvOf = (bannerId: number, type: number) => mp.requests.filter((r) => r.path === '/api/app/updateBannerGoodsPvCount' && r.query!.bannerId === String(bannerId) && r.query!.type === String(type))

test('my page (place 64), as a guest and as a learner: the banners show, the first counted; a tap counts and opens its page', async () => {
  await launch()
  const guest = await mp.loadPage('pages/mine/index')
  const shownToGuest = await placeShown(guest, 64)
  expect(shownToGuest.asked.response.data.map((b: { id: number }) => b.id)).toEqual([6401, 6402])
  await mp.close()

  await launch({ signedInAs: LEARNER })
  const mine = await mp.loadPage('pages/mine/index')
  await mine.findByText('138****8000')
  const { first, pic } = await placeShown(mine, 64)
  await waitFor(() => pvOf(first.id, 0).length === 1)
  expect(pvOf(first.id, 0)[0].query).toMatchObject({ showPlaceId: '64', websiteId: '1' })

  await mine.tap(pic)
  await waitFor(() => mp.navigations.length > 0)
  expect(pvOf(first.id, 1)).toHaveLength(1)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: expect.stringMatching(/^\/packages\/knowledge\/home\/index/) })
  const counted = await mp.api('GET', `/api/app/bannerPvCount?bannerId=${first.id}`)
  expect(counted.data.data).toEqual({ show: 1, click: 1 })
})

test('the goods page (place 63): a goods banner opens its goods', async () => {
  await launch()
  const goods = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 1 } })
  const { pic } = await placeShown(goods, 63)
  const second = bannerPic(goods, 6302)
  expect(pic).toBeTruthy()
  expect(second).toBeTruthy()
  await goods.tap(second!)
  await waitFor(() => mp.navigations.length > 0)
  expect(pvOf(6302, 1)).toHaveLength(1)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/goods/detail/index?goodsId=20' })
})

test('the article detail (place 62), for a learner', async () => {
  await launch({ signedInAs: LEARNER })
  const detail = await mp.loadPage('packages/article/detail/index', { query: { id: 10104 } })
  const { asked } = await placeShown(detail, 62)
  expect(asked.response.data.map((b: { id: number }) => b.id)).toEqual([6201, 6202])
  await waitFor(() => pvOf(6201, 0).length === 1)
})
