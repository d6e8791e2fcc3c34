/**
 * The first render of each tab page in the built mini-program: what Taro sends to WeChat's view layer (setData) before
 * and after the first screen. Budget: the first two setData of a tab page (its skeleton and its first screen's data)
 * at most FIRST_SCREEN_BYTES of JSON together; home's floors below the fold come in a later one. The figures are
 * printed for docs/performance.md (the mini-program's first render).
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'

const FIRST_SCREEN_BYTES = 30 * 1024

let mp: Mp
guardEachTest(() => mp)

const TABS = [
  ['pages/home/index', '2025初级会计职称·全科精讲班'],
  ['pages/school/index', '2025初级会计职称·全科精讲班'],
  ['pages/article/index', '没有更多数据'],
  ['pages/mine/index', '登录/注册'],
]

test.each(TABS)('%s: its skeleton and first screen within 30 KB of setData', async (route, shown) => {
  mp = await launchApp()
  const page = await mp.loadPage(route)
  await page.findByText(shown, { exact: false }).catch(() => undefined)
  await waitFor(() => mp.setDataLog.length >= 1, { timeout: 5000 })
  await new Promise((r) => setTimeout(r, 800))
  const log = mp.setDataLog
  const first = log.slice(0, 2).reduce((sum, e) => sum + e.bytes, 0)
  process.stdout.write(`first render ${route}: ${log.length} setData, ${log.map((e) => `${(e.bytes / 1024).toFixed(1)} KB at ${e.ms} ms`).join(', ')}\n`)
  expect(first).toBeLessThanOrEqual(FIRST_SCREEN_BYTES)
})

test("home: the first screen's data holds one floor, the next setData the others", async () => {
  mp = await launchApp()
  const page = await mp.loadPage('pages/home/index')
  await page.findByText('2025初级会计职称·全科精讲班')
  await waitFor(() => page.queryAllByText('更多').length >= 2, { timeout: 5000, message: () => `${page.queryAllByText('更多').length} floors` })
  expect(mp.setDataLog.length).toBeGreaterThanOrEqual(3)
})
