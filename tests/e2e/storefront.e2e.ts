// Storefront in Chromium: from the home page to a created order, logging in from the purchase popup.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { latestOtp, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('storefront')

test('home → floor goods → package and campus → login from the popup → buy → /ty/confirmOrder', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/`)
  await page.waitForURL('**/publicPage/textualResearch')
  const firstGoods = page.locator('.goods-card[data-goods-id="1"]').first()
  await firstGoods.waitFor()
  await s.shot('home')

  await firstGoods.click()
  await page.waitForURL((url) => url.pathname === '/allSubject' && url.searchParams.get('goodsId') === '1')
  // The home page stays in the DOM (hidden) under the goods page: look inside the goods page.
  await page.locator('.goods-page').getByText('2025初级会计职称·全科精讲班').first().waitFor()
  await s.shot('goods')

  await page.locator('.spec-picker__item[data-sp-price-id="102"]').click()
  await page.locator('.spec-picker__item--selected[data-sp-price-id="102"]').waitFor()
  await page.getByText('包含课程（4门）').waitFor()

  // Buying before choosing a campus says so.
  await tapButton(page, '立即购买')
  await page.getByText('请选择上课校区').last().waitFor()

  await page.locator('.campus-row .nut-cell').click()
  await page.waitForURL((url) => url.pathname === '/ty/SelectSchool' && url.searchParams.get('newBusinessId') === '1')
  await page.getByText('切换城市').click()
  await page.waitForURL('**/ty/SelectCity**')
  await s.shot('cities')
  await page.locator('.city-chip', { hasText: '北京' }).click()
  await page.waitForURL('**/ty/SelectSchool**')
  await page.locator('.choice-item[data-school-id="2"]').click()
  await page.waitForURL('**/allSubject?goodsId=1')
  await page.locator('.campus-row').getByText('北京海淀校区').waitFor()
  await s.shot('campus-chosen')

  await tapButton(page, '立即购买')
  await page.getByText('登录后继续购买').waitFor()
  const phone = '13700137000'
  await page.locator('.login-popup input[placeholder="请输入手机号"]').waitFor()
  await settled(page.locator('.login-popup')) // the popup slides up
  await s.shot('login-popup')
  await page.locator('.login-popup input[placeholder="请输入手机号"]').fill(phone)
  await tapButton(page, '获取验证码')
  await page.getByText(/^\d+s$/).waitFor()
  await page.locator('.login-popup input[placeholder="请输入验证码"]').fill(await latestOtp(s.url, phone))
  await tapButton(page, '登录')

  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder')
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('goodsId'), '1')
  assert.equal(url.searchParams.get('schoolId'), '2')
  await page.locator('.order-goods__name', { hasText: '2025初级会计职称·全科精讲班' }).waitFor()
  // Earlier pages stay in the DOM (hidden) in Taro's H5 router: look inside the confirm-order page.
  const confirm = page.locator('.confirm-order')
  await confirm.getByText('精讲+习题班').waitFor()
  await confirm.getByText('北京海淀校区').waitFor()
  await s.shot('confirm-order')

  // One order was created, for this learner, with the chosen package and campus.
  const token = (await s.context.cookies()).find((c) => c.name === 'token')?.value ?? assert.fail('no token cookie')
  const list = await (await fetch(`${s.url}/api/order/getOrderList?token=${token}&page=1`)).json()
  assert.equal(list.data.orderList.length, 1)
  assert.equal(list.data.orderList[0].orderId, Number(url.searchParams.get('orderId')))
  assert.equal(list.data.unPayNum, 1)
  assert.deepEqual(errors, [])
})

test('a sold-out goods cannot be bought', async () => {
  const { page } = s
  await page.goto(`${s.url}/singleSubject?goodsId=9`)
  await page.locator('.nut-button.nut-button-disabled', { hasText: '已售罄' }).waitFor()
  await s.shot('sold-out')
})

test('auditions of a package play (the reference server serves a sample clip)', async () => {
  const { page } = s
  await page.goto(`${s.url}/ty/allScreen?goodsId=1&spPriceId=101`)
  await page.locator('.audition-player__title').waitFor()
  await page.locator('.audition-player video').waitFor({ state: 'attached' })
  const played = await page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('.audition-player video')!
    video.muted = true
    await video.play()
    await new Promise((r) => setTimeout(r, 1200))
    return { time: video.currentTime, error: video.error }
  })
  assert.ok(played.time > 0.5, `the clip played (currentTime ${played.time})`)
  assert.equal(played.error, null)
  await s.shot('auditions')
})

test('the category route lists one category\'s goods', async () => {
  const { page } = s
  await page.goto(`${s.url}/category?id=2&name=${encodeURIComponent('中级会计')}`)
  await page.locator('.category-page .nut-navbar', { hasText: '中级会计' }).waitFor()
  await page.locator('.category-page .goods-card').first().waitFor()
  assert.match(await page.title(), /中级会计/)
})

// Section 2: "Fallback is the named route textualResearch. Textual-research goods use query tikuGoodsId and
// tikuGoodsName": the spec's link of a question bank (the home route with tikuGoodsId) opens its goods page.
test('a question bank\'s spec link, the home route with tikuGoodsId, opens the question bank\'s goods page', async () => {
  const { page, errors } = s
  const name = encodeURIComponent('初级会计题库')
  for (const entry of [`/publicPage/textualResearch?tikuGoodsId=90001&tikuGoodsName=${name}`, `/?tikuGoodsId=90001&tikuGoodsName=${name}`]) {
    await page.goto(`${s.url}${entry}`)
    await page.waitForURL((url) => url.pathname === '/textualResearch' && url.searchParams.get('tikuGoodsId') === '90001')
    await page.locator('.goods-page .goods-summary__name', { hasText: '初级会计职称题库（2025版）' }).waitFor()
    assert.equal(new URL(page.url()).searchParams.get('tikuGoodsName'), '初级会计题库')
    assert.match(await page.title(), /初级会计职称题库/)
  }
  await s.shot('question-bank-spec-link')
  assert.deepEqual(errors, [])
})

// Section 7 "Goods and home": judgeGoodsRepeatPay. 13900139000 has goods 2 paid: buying it again makes no order, a
// dialog says so, and 查看订单 opens that order's detail.
test('a learner who has bought the course already is told so, with the way to the order, and no order is made', async () => {
  const { page, errors } = s
  await s.context.clearCookies()
  await loginAs(s, '13900139000')
  const created: string[] = []
  page.on('request', (r) => { if (r.url().includes('/api/order/createOrder')) created.push(r.url()) })
  await page.goto(`${s.url}/singleSubject?goodsId=2`)
  await page.locator('.goods-page').getByText('初级会计实务·单科精讲班').first().waitFor()
  await page.getByText('包含课程', { exact: false }).first().waitFor()
  const judged = page.waitForResponse((r) => r.url().includes('/api/app/judgeGoodsRepeatPay'))
  await tapButton(page, '立即购买')
  const answer = await (await judged).json()
  assert.equal(answer.data.kind, 'paid')
  await settled(page.getByText('您已购买过该课程，无需重复购买，可在订单中查看学习。')) // the dialog fades in
  await s.shot('repeat-purchase-dialog')
  await page.getByText('查看订单', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/ty/payResult' && url.searchParams.get('tradeOrderId') === answer.data.tradeOrderId)
  await page.locator('.pay-result__status').first().waitFor()
  await s.shot('repeat-purchase-order-detail')
  assert.deepEqual(created, [])
  assert.deepEqual(errors, [])
  await s.context.clearCookies()
})
