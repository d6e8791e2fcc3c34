// Sharing inside the messenger browser: a shared course card (/shareCourse) opens with its card, configures WeChat's
// share menu through the JS-SDK (getJsSdkConfig signed for the page URL), and leads to the course; the goods page
// shares itself with the teacher id the card's link brought. The JS-SDK script is a stand-in served for WeChat's URL.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import { suite } from './fixtures'
import { STAND_IN_JSSDK } from './matrix/environments'

const MESSENGER_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN'
const s = suite('share', { userAgent: MESSENGER_UA })

/** wx.config's argument, as the stand-in JS-SDK records it (matrix/environments.ts). */
interface WxConfig { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }
/** The share data given to updateAppMessageShareData / updateTimelineShareData. */
interface WxShareData { title: string; desc: string; link: string; imgUrl: string }
/**
 * A recorded call: ['config', config] or ['appMessage' | 'timeline', share data]. The argument is typed as either,
 * since the test reads each call by its place (config first) or after filtering by name.
 */
type WxCall = [name: string, arg: WxConfig & WxShareData]
type WxWindow = { __wxCalls?: WxCall[] }

const calls = (page: Page) => page.evaluate(() => (window as unknown as WxWindow).__wxCalls ?? [])

test('a shared course card in the messenger browser: the card, the share set-up, on to the course carrying the teacher id', async () => {
  const { page, errors } = s
  let sdkLoads = 0
  await s.context.route('https://res.wx.qq.com/**', (route) => {
    sdkLoads++
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN_JSSDK })
  })
  const card = new URLSearchParams({
    courseType: '2', thumbPic: '/media/cover/goods-1.png?w=750&h=420', courseName: '2025初级会计职称·全科精讲班',
    courseUrl: '/allSubject?goodsId=1', teacherName: '王老师', teacherFace: '/media/cover/teacher-1.png?w=96&h=96', remarkTime: '12节课 · 已更新', teacherId: 'T7',
  })
  const signing = page.waitForResponse((r) => r.url().includes('/api/wechat/authorization/getJsSdkConfig'))
  await page.goto(`${s.url}/shareCourse?${card}`)
  await page.locator('.shared-course .shared-course__name', { hasText: '2025初级会计职称·全科精讲班' }).waitFor()
  await page.getByText('主讲：王老师').waitFor()
  await s.shot('card')

  // The share menu: configured with the server's signature for this page, then the card's share data.
  await page.waitForFunction(() => ((window as unknown as WxWindow).__wxCalls ?? []).some((c) => c[0] === 'timeline'))
  const [config, appMessage, timeline] = await calls(page)
  assert.equal(config[0], 'config')
  assert.deepEqual(config[1].jsApiList, ['updateAppMessageShareData', 'updateTimelineShareData'])
  const answer = await signing
  assert.equal(new URL(answer.url()).searchParams.get('url'), `${s.url}/shareCourse?${card}`, 'signed for the page URL (Android: the current URL)')
  const signed = (await answer.json()).data.data
  assert.deepEqual([config[1].appId, config[1].timestamp, config[1].nonceStr, config[1].signature], [signed.appId, signed.timestamp, signed.noncestr, signed.signature])
  assert.equal(appMessage[1].title, '2025初级会计职称·全科精讲班')
  assert.equal(appMessage[1].desc, '主讲：王老师')
  assert.match(appMessage[1].link, new RegExp(`^${s.url}/shareCourse\\?`))
  assert.match(appMessage[1].imgUrl, new RegExp(`^${s.url}/media/cover/goods-1\\.png`))
  assert.equal(timeline[1].title, appMessage[1].title)

  // On to the course: the goods page, which shares itself with the teacher id the card brought.
  await page.locator('.shared-course').getByRole('button', { name: '立即学习' }).click()
  await page.waitForURL((url) => url.pathname === '/allSubject' && url.searchParams.get('goodsId') === '1')
  await page.waitForFunction(() => ((window as unknown as WxWindow).__wxCalls ?? []).filter((c) => c[0] === 'appMessage').length >= 2)
  const goodsShare = (await calls(page)).filter((c) => c[0] === 'appMessage').at(-1)![1] // two or more: waited for above
  assert.equal(goodsShare.title, '2025初级会计职称·全科精讲班')
  assert.equal(new URL(goodsShare.link).pathname, '/allSubject')
  assert.equal(new URL(goodsShare.link).searchParams.get('teacherId'), 'T7')
  assert.equal(sdkLoads, 1, 'the SDK script loads once')
  await s.shot('goods')
  assert.deepEqual(errors, [])
})

test('a card whose course link is not a page of this app shows no way on', async () => {
  const { page } = s
  await page.goto(`${s.url}/shareCourse?courseType=1&courseName=${encodeURIComponent('直播公开课')}&courseUrl=${encodeURIComponent('https://evil.example/x')}`)
  await page.locator('.shared-course[data-live="1"]').getByText('课程链接已失效').waitFor()
  assert.equal(await page.locator('.shared-course .nut-button').count(), 0)
})
