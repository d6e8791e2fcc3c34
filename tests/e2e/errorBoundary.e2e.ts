// A render error never blanks a page (docs/errors.md), in Chromium on the built app: home's answer altered on its way
// (a floor whose goods are not a list; categories that are not a list) makes a floor, then the whole page, fail to
// draw. The floor's place shows a small message and retry while the rest of home stays; the page shows its message
// and retry, and retry draws home once the answer is right again. Each error is stored by the reference server.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Route } from 'playwright-core'
import { dbRows, suite } from './fixtures'

const s = suite('errorBoundary')
const HOME_CALL = '**/api/app/homePageMergeApi/v2**'

interface Stored { kind: string; message: string; stack: string | null; route: string; platform: string; build: string }
/** The stored reports once there are `n` (they are sent in the background), within 10 s. */
async function reports(n: number): Promise<Stored[]> {
  const read = () => dbRows<Stored>(s, 'SELECT kind, message, stack, route, platform, build FROM error_reports ORDER BY id')
  for (let end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const rows = await read()
    if (rows.length >= n) return rows
  }
  return read()
}

/** Answers home's call with the server's own answer, changed by `change`. */
function altered(change: (home: Record<string, unknown>) => void) {
  return async (route: Route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown> }
    change(body.data)
    await route.fulfill({ response, json: body })
  }
}

test('a floor that cannot be drawn: its place says so, with retry; the rest of home stays', async () => {
  const { page, errors } = s
  await page.route(HOME_CALL, altered((home) => {
    ;(home.floors as { goods: unknown }[])[0].goods = null
  }))
  await page.goto(`${s.url}/`)
  await page.waitForURL('**/publicPage/textualResearch')
  const sectionError = page.locator('.home-page .section-error').filter({ visible: true })
  await sectionError.getByText('这里的内容没能显示').waitFor()
  await sectionError.getByText('重试').waitFor()
  // The rest of home: the categories, the other floors' goods.
  await page.locator('.home-cats__item').first().waitFor()
  assert.ok((await page.locator('.home-floor').count()) >= 1)
  assert.equal(await page.locator('.page-error').count(), 0)
  await s.shot('floor-error')
  const [report] = await reports(1)
  assert.equal(report.kind, 'render')
  assert.equal(report.platform, 'h5')
  assert.equal(report.route, '/pages/home/index')
  assert.match(report.message, /goods|null|undefined/)
  assert.deepEqual(errors, [])
  await page.unroute(HOME_CALL)
})

test('a page that cannot be drawn: its message and retry, not a white page; retry draws it once the answer is right', async () => {
  const { page, errors } = s
  await page.route(HOME_CALL, altered((home) => {
    home.categories = null
  }))
  await page.goto(`${s.url}/`)
  await page.waitForURL('**/publicPage/textualResearch')
  const pageError = page.locator('.page-error').filter({ visible: true })
  await pageError.getByText('页面出错了').waitFor()
  await pageError.getByText('页面显示时出现问题，请重新加载').waitFor()
  // Its way back, as the page's nav bar failed with it (the previous page, else home: jest's ErrorBoundary test).
  await pageError.getByRole('button', { name: '返回上一页' }).waitFor()
  await s.shot('page-error')
  const stored = await reports(2)
  assert.equal(stored.length, 2)
  assert.equal(stored[1].kind, 'render')
  assert.equal(stored[1].route, '/pages/home/index')
  // Nothing personal: no query, no token, no learner.
  for (const r of stored) assert.doesNotMatch(JSON.stringify(r), /\?|token|userId|1[3-9]\d{9}/)

  await page.unroute(HOME_CALL)
  await pageError.getByRole('button', { name: '重新加载' }).click()
  await page.locator('.home-floor .goods-card').first().waitFor()
  assert.equal(await page.locator('.page-error').filter({ visible: true }).count(), 0)
  await s.shot('page-retried')
  assert.deepEqual(errors, [])
})
