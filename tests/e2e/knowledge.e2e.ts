// Knowledge store and student-aid zone in Chromium: the store home, a free goods claimed after logging in through
// the 课程领取 popup (the order exists and is complete, the card then reads 已领取, the order opens), the share
// poster drawn on a canvas and shown as an image; /wx paging to 没有更多了; /product served and unknown paths to /404.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { latestOtp, scrollUntil, settled, suite, tapButton } from './fixtures'

const s = suite('knowledge')
const LEARNER = '13700137000'

test('store home → 马上学习 on a free goods → 课程领取 popup login → claimed once, order complete, card 已领取', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/knowledge-shop`)
  const card = page.locator('.k-home .k-card[data-knowledge-id="501"]').first()
  await card.waitFor()
  await page.getByText('免费领取').first().waitFor()
  assert.equal(await page.locator('.k-home__nav').count(), 8)
  await s.shot('home')

  await card.getByRole('button', { name: '马上学习' }).click()
  const popup = page.locator('.login-popup')
  await popup.getByText('课程领取').waitFor()
  await popup.locator('input[placeholder="请输入手机号"]').waitFor()
  await settled(popup) // the popup slides up
  await s.shot('claim-popup')
  await popup.locator('input[placeholder="请输入手机号"]').fill(LEARNER)
  await tapButton(page, '获取验证码')
  await page.getByText(/^\d+s$/).waitFor()
  await popup.locator('input[placeholder="请输入验证码"]').fill(await latestOtp(s.url, LEARNER))
  await tapButton(page, '点击领取')

  const dialog = page.locator('.k-claimed')
  await settled(dialog.getByText('领取成功')) // the dialog fades in
  await s.shot('claimed')

  // One order, for goods 4, complete, priced 0.
  const tokenCookie = (await s.context.cookies()).find((c) => c.name === 'token')
  assert.ok(tokenCookie, 'logged in: a token cookie')
  const token = tokenCookie.value
  const list = await (await fetch(`${s.url}/api/order/getOrderList?token=${token}&page=1`)).json()
  const orders = list.data.orderList.filter((o: { goodsId: number }) => o.goodsId === 4)
  assert.equal(orders.length, 1)
  assert.equal(orders[0].state, 3)

  // The home reloads: the card now reads 已领取 and offers 去学习.
  await page.locator('.k-home .k-card[data-knowledge-id="501"] .k-card__tag--owned', { hasText: '已领取' }).first().waitFor()

  // 查看订单 opens the order.
  await dialog.getByRole('button', { name: '查看订单' }).click()
  await page.waitForURL((url) => url.pathname === '/ty/payResult' && url.searchParams.get('tradeOrderId') === orders[0].tradeOrderId)
  await s.shot('order')

  // Another presentation of the same catalogue goods is now owned: 已领取 and 去学习, still one order.
  await page.goto(`${s.url}/course-detail?id=535`)
  await page.locator('.k-detail[data-knowledge-id="535"] .k-info__tag--owned', { hasText: '已领取' }).waitFor()
  await page.locator('.k-detail').getByRole('button', { name: '去学习' }).waitFor()
  await s.shot('detail-owned')
  const again = await (await fetch(`${s.url}/api/order/getOrderList?token=${token}&page=1`)).json()
  assert.equal(again.data.orderList.filter((o: { goodsId: number }) => o.goodsId === 4).length, 1)
  assert.deepEqual(errors, [])
})

test('share float button → share popup → poster drawn on a canvas, shown as an image to long-press', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/knowledge-shop`)
  await page.locator('.k-home .k-card').first().waitFor()
  await page.locator('.k-share__float').first().click()
  await settled(page.getByText('生成海报')) // the sheet slides up
  await s.shot('share-popup')
  await page.getByText('生成海报').click()
  const img = page.locator('.k-poster .k-poster__img img, .k-poster img.k-poster__img, .k-poster__img').first()
  await img.waitFor()
  await page.waitForFunction(() => {
    const el = document.querySelector('.k-poster__img')
    const src = el?.getAttribute('src') || el?.querySelector('img')?.getAttribute('src') || ''
    return src.startsWith('data:image/png')
  })
  await settled(page.getByText('长按图片 下载海报')) // the poster's popup opens
  await s.shot('poster')
  await tapButton(page, '我知道了')
  await page.getByText('长按图片 下载海报').waitFor({ state: 'hidden' })
  assert.deepEqual(errors, [])
})

test('/wx lists category floors 5 a page and pages to 没有更多了 (not before page 2)', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/wx`)
  await page.locator('.wx-home__nav-item').first().waitFor()
  await page.locator('.wx-home [data-floor-id="1"]').waitFor()
  assert.equal(await page.locator('.wx-home__floor').count(), 5)
  // Tags on the goods of the floors.
  await page.locator('.wx-home .k-card__tag').first().waitFor()
  assert.equal(await page.getByText('没有更多了').count(), 0)
  await s.shot('wx-home')

  const end = page.locator('.wx-footer--end', { hasText: '没有更多了' })
  await scrollUntil(page, async () => (await end.count()) > 0, { inside: '.wx-home' })
  await end.waitFor()
  await end.scrollIntoViewIfNeeded()
  assert.equal(await page.locator('.wx-home__floor').count(), 7)
  await s.shot('wx-end')

  // A category and the search by video name.
  await page.goto(`${s.url}/wx/category?id=2`)
  await page.locator('.wx-cat .k-card').first().waitFor()
  await page.goto(`${s.url}/wx/search?videoName=${encodeURIComponent('凭证')}`)
  await page.locator('.wx-search .k-card').first().waitFor()
  await s.shot('wx-search')
  assert.deepEqual(errors, [])
})

test('{product} is /product; unknown paths still go to /404', async () => {
  const { page } = s
  await page.goto(`${s.url}/product`)
  await page.locator('.k-list[data-source="product"] .k-card').first().waitFor()
  await s.shot('product')
  await page.goto(`${s.url}/products`)
  await page.waitForURL('**/404')
})
