// The H5 native-app bridge against a faked window bridge (Android's window.KuaijiNative, iOS's webkit handler).
import type { NativeBridge } from '@/core/bridge'

const APP_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile kuaijiapp/8.2.0'
const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'

type W = Window & Record<string, unknown>
const w = window as unknown as W

function load(userAgent: string): NativeBridge {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })
  let bridge: NativeBridge | undefined
  jest.isolateModules(() => {
    bridge = jest.requireActual<{ nativeBridge: NativeBridge }>('./bridge.h5').nativeBridge
  })
  return bridge!
}

/** The app's side: records messages and can answer through the page's reply function. */
function fakeApp() {
  const messages: { action: string; data: object; callbackId?: string }[] = []
  const postMessage = jest.fn((m: string) => void messages.push(JSON.parse(m)))
  const answer = (body: object) => (w.__kuaijiBridgeReply as (r: unknown) => void)(JSON.stringify({ callbackId: messages[messages.length - 1].callbackId, ...body }))
  return { messages, postMessage, answer }
}

afterEach(() => {
  delete w.KuaijiNative
  delete w.webkit
  delete w.__kuaijiBridgeReply
  jest.useRealTimers()
})

it('inside the app (Android interface): posts JSON messages and takes replies through window.__kuaijiBridgeReply', async () => {
  const app = fakeApp()
  w.KuaijiNative = { postMessage: app.postMessage }
  const bridge = load(APP_UA)
  expect(bridge.available).toBe(true)

  bridge.setTitle('会计学堂-资讯')
  const login = bridge.login()
  expect(app.messages).toEqual([
    { version: 1, action: 'setTitle', data: { title: '会计学堂-资讯' } },
    { version: 1, action: 'login', data: {}, callbackId: 'kj1' },
  ])
  app.answer({ ok: true, data: { token: 'native-token', uid: 9 } })
  await expect(login).resolves.toEqual({ token: 'native-token', uid: 9 })
})

it('inside the app on iOS: the webkit message handler', async () => {
  const app = fakeApp()
  w.webkit = { messageHandlers: { KuaijiNative: { postMessage: app.postMessage } } }
  const bridge = load(APP_UA.replace('Android 14', 'iPhone; CPU iPhone OS 17_0'))
  const info = bridge.getAppInfo()
  app.answer({ ok: true, data: { appVersion: '8.2.0', platform: 'ios' } })
  await expect(info).resolves.toEqual({ appVersion: '8.2.0', platform: 'ios' })
})

it('an interface the app injects after the page loaded is found', () => {
  const bridge = load(APP_UA)
  expect(bridge.available).toBe(false)
  const app = fakeApp()
  w.KuaijiNative = { postMessage: app.postMessage }
  expect(bridge.available).toBe(true)
  expect(bridge.closePage()).toBe(true)
  expect(app.messages).toEqual([{ version: 1, action: 'closePage', data: {} }])
})

it('no reply: the request times out; a bad reply is only logged', async () => {
  jest.useFakeTimers()
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  const app = fakeApp()
  w.KuaijiNative = { postMessage: app.postMessage }
  const bridge = load(APP_UA)
  const course = bridge.getCourseInfo()
  ;(w.__kuaijiBridgeReply as (r: unknown) => void)('<html>oops')
  expect(warn).toHaveBeenCalledWith('bridge: reply names no waiting callback (ignored)', '<html>oops')
  jest.advanceTimersByTime(5_000)
  await expect(course).rejects.toMatchObject({ code: 'timeout' })
  warn.mockRestore()
})

it('outside the app (an ordinary browser), even with a global of that name: unavailable, nothing is posted', async () => {
  const app = fakeApp()
  w.KuaijiNative = { postMessage: app.postMessage }
  const bridge = load(BROWSER_UA)
  expect(bridge.available).toBe(false)
  expect(bridge.hideNavigation()).toBe(false)
  await expect(bridge.getUserInfo()).rejects.toMatchObject({ code: 'unavailable' })
  expect(app.postMessage).not.toHaveBeenCalled()
})
