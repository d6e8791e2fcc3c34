// The served app under its Content-Security-Policy in Chromium: the key pages (guest and logged in, the sandbox
// cashier included) run without a single violation, while a script injected into the page, inline or
// from another origin, is refused.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { createOrder, loginAs, settled, suite, tapButton } from './fixtures'

/** What the init script keeps on the page's window: each violation reported. */
type CspWindow = { __csp: string[] }

const s = suite('csp', {
  initScript: () => {
    const w = window as unknown as CspWindow
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI || 'inline'}`))
  },
})

const violations = () => s.page.evaluate(() => (window as unknown as CspWindow).__csp.splice(0))

test('the HTML and the API carry the policy and the other security headers', async () => {
  const html = await fetch(`${s.url}/ty/home`, { headers: { accept: 'text/html' } })
  const csp = html.headers.get('content-security-policy')
  assert.ok(csp, 'the HTML carries a Content-Security-Policy header')
  // This origin, WeChat's JS-SDK (the messenger browser's share menu: tests/e2e/share.e2e.ts) and index.html's hash.
  assert.match(csp, /script-src 'self' https:\/\/res\.wx\.qq\.com https:\/\/res2\.wx\.qq\.com 'sha256-[\w+/=]+'/)
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-(inline|eval)/)
  assert.match(csp, /object-src 'none'/)
  assert.match(csp, /frame-ancestors 'self'/)
  assert.equal(html.headers.get('x-content-type-options'), 'nosniff')
  assert.equal(html.headers.get('referrer-policy'), 'strict-origin-when-cross-origin')
  const apiAnswer = await fetch(`${s.url}/api/app/searchHotWords`)
  assert.equal((await apiAnswer.clone().json()).code, 200)
  assert.equal(apiAnswer.headers.get('x-content-type-options'), 'nosniff')
})

test('guest pages: home, a goods page, the articles, login: no violation', async () => {
  const { page } = s
  for (const [url, ready] of [
    ['/', '.home-search'],
    ['/allSubject?goodsId=1', '.goods-page'],
    ['/article', '.article-item'],
    ['/login?redirect=/ty/myOrder', 'input[placeholder="请输入手机号"]'],
  ]) {
    await page.goto(`${s.url}${url}`)
    await page.locator(ready).first().waitFor()
    await page.waitForTimeout(300) // a window in which what the page loads after its first screen must not break the policy
    assert.deepEqual([url, await violations()], [url, []])
  }
})

test('a learner reads an article, opens my orders and pays at the sandbox cashier: no violation', async () => {
  const { page } = s
  const token = await loginAs(s, '13800138000')
  await page.goto(`${s.url}/article/10104?siteId=1&informationTypeId=101&informationType=1&provinceId=0`)
  await page.locator('.article-detail[data-article-id="10104"] .article-detail__html').waitFor()
  await page.waitForTimeout(300) // a window in which the article's body (its pictures, its sanitizer) must not break the policy
  assert.deepEqual(await violations(), [])
  const created = await createOrder(s, token, { goodsId: 2, childSpecificationPriceIds: '201', commodityIdList: '7001', clientOrderKey: 'csp-1' })
  await page.goto(`${s.url}/ty/myOrder`)
  await page.locator('.my-order .order-card').first().waitFor()
  assert.deepEqual(await violations(), [])
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${created.data.tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '确认支付')
  await page.locator('.pay-popup .nut-button').filter({ visible: true }).first().waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  await page.locator('.pay-popup').getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  assert.deepEqual(await violations(), [])
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/ty/finishPay**')
  await page.getByText('支付完成').first().waitFor({ timeout: 15_000 })
  assert.deepEqual(await violations(), [])
})

test('a script injected into the page does not run: inline, or from another origin', async () => {
  const { page } = s
  await page.goto(`${s.url}/article`)
  await page.locator('.article-item').first().waitFor()
  const ran = await page.evaluate(async () => {
    const inline = document.createElement('script')
    inline.textContent = 'window.__ran = "inline"'
    document.head.appendChild(inline)
    const remote = document.createElement('script')
    remote.src = 'https://evil.example/x.js'
    document.head.appendChild(remote)
    await new Promise((r) => setTimeout(r, 300))
    return (window as unknown as { __ran?: string }).__ran ?? null
  })
  assert.equal(ran, null)
  const refused = await violations()
  assert.ok(refused.some((v) => v === 'script-src-elem inline'), refused.join('\n'))
  assert.ok(refused.some((v) => v.startsWith('script-src-elem https://evil.example')), refused.join('\n'))
  assert.deepEqual(s.errors, [])
})
