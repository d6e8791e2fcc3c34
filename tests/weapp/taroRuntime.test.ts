/**
 * Taro's mini-program runtime with the app's fix (src/platform/taro/runtime.weapp.ts): a <Text> that loses its last
 * handler (the article list's '加载失败，点击重试' line once tapped) re-renders, and later taps still work.
 * Without the fix the commit throws ("reading '_num'"), the list never shows and the app's taps are dead.
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'

let mp: Mp
guardEachTest(() => mp)

test('a tappable text that stops being tappable: the retry renders the list, and an article opens on the next tap', async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  const errors: string[] = []
  const error = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.map(String).join(' ').slice(0, 200)))
  mp.net.fault('/api/news/app/informationList/v3', 'fail')
  const page = await mp.loadPage('pages/article/index')
  await page.tap(await page.findByText('加载失败，点击重试', { timeout: 5000 }))
  await page.waitFor(() => page.queryAllByClass('article-item').length >= 10, { timeout: 5000, message: () => errors.join('\n') })
  await page.tap(page.queryAllByClass('article-item')[0])
  await waitFor(() => mp.navigations.some((n) => n.url!.startsWith('/packages/article/detail/index?')))
  error.mockRestore()
  expect(errors.filter((e) => e.includes('_num'))).toEqual([])
})
