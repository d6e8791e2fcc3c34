// WeChat on iOS in WebKit: the JS-SDK's share set-up signed for the entry URL (iOS), also after moving on inside the
// app; the share guide; paying with WeChat: the OAuth base code round trip, then the JS bridge, finish pay, paid.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, createOrder, dbRows } from '../support/server'
import { SANDBOX_JSAPI_TICKET, jsSdkSignature } from '../../server/routes/share'
import { go, loginAs, pageErrors, run, tap, tapButton, waitFor, waitGone, waitSettled, waitText, waitUntil, waitUrl, webkitSuite, WECHAT_IOS_UA } from './driver'
import { bridgeWhen, startSdkProxy, type SdkProxy } from './wechat'

/** wx.config's argument, as the stand-in JS-SDK records it (tests/e2e/matrix/environments.ts). */
interface WxConfig { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }
/** The share data given to updateAppMessageShareData / updateTimelineShareData. */
interface WxShareData { title: string; desc: string; link: string; imgUrl: string }
/**
 * A recorded call: ['config', config] or ['appMessage' | 'timeline', share data]. The argument is typed as either,
 * since the test reads each call by its place (config first) or after filtering by name.
 */
type WxCall = [name: string, arg: WxConfig & WxShareData]
type WxWindow = { __wxCalls?: WxCall[] }

let sdk: SdkProxy
before(async () => {
  sdk = await startSdkProxy()
})
const s = webkitSuite('wechat', { userAgent: WECHAT_IOS_UA, args: () => sdk.args })
after(async () => {
  await sdk?.stop()
})

const wxCalls = () => run(s.driver, () => (window as unknown as WxWindow).__wxCalls ?? [])
/** The url each getJsSdkConfig call asked a signature for (the page's resource timing keeps every call's URL). */
const signedUrls = () => run(s.driver, () => performance.getEntriesByType('resource').map((e) => e.name)
  .filter((n) => n.includes('/api/wechat/authorization/getJsSdkConfig')).map((n) => new URL(n).searchParams.get('url')))

test('a shared course card: the share set-up is signed for the entry URL, and still is on the next page (iOS)', async () => {
  const { driver } = s
  const card = new URLSearchParams({
    courseType: '2', thumbPic: '/media/cover/goods-1.png?w=750&h=420', courseName: '2025初级会计职称·全科精讲班',
    courseUrl: '/allSubject?goodsId=1', teacherName: '王老师', teacherFace: '/media/cover/teacher-1.png?w=96&h=96', remarkTime: '12节课 · 已更新', teacherId: 'T7',
  })
  const entry = `${s.url}/shareCourse?${card}`
  await go(driver, entry)
  await waitFor(driver, '.shared-course .shared-course__name', { text: '2025初级会计职称·全科精讲班' })
  await waitUntil(driver, () => ((window as unknown as WxWindow).__wxCalls ?? []).some((c) => c[0] === 'timeline'), [], { message: 'the share set up through the JS-SDK' })
  await s.shot('card')
  const [config, appMessage] = await wxCalls()
  assert.equal(config[0], 'config')
  assert.deepEqual(config[1].jsApiList, ['updateAppMessageShareData', 'updateTimelineShareData'])
  assert.equal(config[1].signature, jsSdkSignature(SANDBOX_JSAPI_TICKET, config[1].nonceStr, config[1].timestamp, entry), 'signed for the entry URL')
  assert.equal(appMessage[1].title, '2025初级会计职称·全科精讲班')
  assert.deepEqual(await signedUrls(), [entry])

  // On to the course: the goods page shares itself, signed again for the entry URL, not for its own (iOS).
  await tapButton(driver, '立即学习', { inside: '.shared-course' })
  const goods = await waitUrl(driver, (u) => u.pathname === '/allSubject' && u.searchParams.get('goodsId') === '1')
  await waitUntil(driver, () => ((window as unknown as WxWindow).__wxCalls ?? []).filter((c) => c[0] === 'appMessage').length >= 2, [], { message: 'the goods page set up its share' })
  const calls = await wxCalls()
  const second = calls.filter((c) => c[0] === 'config').at(-1)![1]
  assert.notEqual(goods.href, entry)
  assert.equal(second.signature, jsSdkSignature(SANDBOX_JSAPI_TICKET, second.nonceStr, second.timestamp, entry), 'still signed for the entry URL')
  assert.deepEqual(await signedUrls(), [entry, entry])
  const goodsShare = calls.filter((c) => c[0] === 'appMessage').at(-1)![1]
  assert.equal(new URL(goodsShare.link).pathname, '/allSubject')
  assert.equal(new URL(goodsShare.link).searchParams.get('teacherId'), 'T7')
  assert.equal(sdk.sdkLoads(), 1, 'the SDK script loads once')
  await s.shot('goods')
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('the share button shows the share guide pointing at WeChat\'s menu; 知道了 closes it', async () => {
  const { driver } = s
  await go(driver, `${s.url}/subChannel/practicalCourse`)
  await tap(driver, '.practice-page__share')
  await waitSettled(driver, '.share-guide .share-guide__text')
  await waitFor(driver, '.share-guide .share-guide__arrow')
  await s.shot('share-guide')
  await tap(driver, '.share-guide .share-guide__ok')
  await waitGone(driver, '.share-guide')
  assert.deepEqual(await pageErrors(s.driver), [])
})

test('paying with WeChat: the OAuth base code round trip, then the JS bridge, finish pay: paid', async () => {
  const { driver } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 2, childSpecificationPriceIds: '201', schoolId: 1, clientOrderKey: 'webkit-wx' })
  const { tradeOrderId, orderId } = created.data
  await go(driver, `${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await waitFor(driver, '.confirm-order .order-goods__name')
  await tap(driver, '.confirm-order__agreement .nut-checkbox', { inside: '.confirm-order' })
  await tap(driver, '.confirm-order .pay-bar__button:not(.nut-button-disabled)')
  await waitSettled(driver, '.pay-popup .pay-popup__foot .nut-button')
  // Inside the messenger browser both are offered (choosing alipay toasts '支付宝支付请复制到浏览器打开'), wechat preselected.
  assert.deepEqual(await run(driver, () => [...document.querySelectorAll('.pay-popup__method')].map((m) => m.textContent!.trim())), ['支付宝支付', '微信支付'])
  await s.shot('pay-popup')
  await tapButton(driver, '确认支付', { inside: '.pay-popup' })

  // Back from the OAuth page with a base code; the page carries on once WeChat's bridge is ready.
  const back = await bridgeWhen(driver, (u) => u.pathname === '/ty/confirmOrder' && u.searchParams.get('isWxPay') === '1' && /^sbx-/.test(u.searchParams.get('code') ?? ''))
  assert.equal(back.searchParams.get('state'), 'pay')
  await waitUrl(driver, (u) => u.pathname === '/ty/finishPay', 15_000)
  await waitText(driver, '支付完成', { timeout: 15_000 })
  await s.shot('paid')
  const info = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]
  assert.equal(info.state, 3)
  const [sub] = await dbRows(s, 'SELECT pay_type, trade_type FROM sub_orders WHERE order_id = ?', orderId)
  assert.deepEqual(sub, { pay_type: 2, trade_type: 6 })
  assert.deepEqual(await pageErrors(s.driver), [])
})
