// The native-app bridge protocol (src/core/bridge.ts; docs/spec/content-access.md sections 7 and 8) against a fake transport.
import { BridgeError, BRIDGE_TIMEOUT_MS, createBridgeClient, createNativeBridge, unavailableBridge, type BridgeDeps } from './bridge'

function setup(connected = true) {
  const sent: Record<string, unknown>[] = []
  const log = jest.fn()
  const deps: BridgeDeps = {
    transport: () => (connected ? (m: string) => void sent.push(JSON.parse(m)) : null),
    log,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  }
  const client = createBridgeClient(deps)
  const bridge = createNativeBridge(client, log)
  const last = () => sent[sent.length - 1]
  const reply = (body: object) => client.receive({ callbackId: last().callbackId, ...body })
  return { sent, log, client, bridge, last, reply }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('a request is one JSON message {version, action, data, callbackId}; the reply with that id resolves it', async () => {
  const { client, sent } = setup()
  const answer = client.request('getAppInfo', { x: 1 })
  expect(sent).toEqual([{ version: 1, action: 'getAppInfo', data: { x: 1 }, callbackId: 'kj1' }])
  client.receive('{"callbackId":"kj1","ok":true,"data":{"appVersion":"8.2.0"}}') // a JSON string works too
  await expect(answer).resolves.toEqual({ appVersion: '8.2.0' })
})

it('notifications carry no callbackId and wait for nothing', () => {
  const { bridge, sent } = setup()
  expect(bridge.setTitle('会计学堂-资讯')).toBe(true)
  expect(bridge.hideNavigation()).toBe(true)
  expect(bridge.closePage()).toBe(true)
  expect(bridge.consult({ goodsId: 1, source: 'goods' })).toBe(true)
  expect(bridge.openWebview('https://m.example.com/x', 'X')).toBe(true)
  expect(bridge.shareConfig({ title: 't', desc: 'd', link: 'l', imgUrl: 'i' })).toBe(true)
  expect(bridge.interceptBack(true)).toBe(true)
  expect(bridge.interceptBack(false)).toBe(true)
  expect(sent).toEqual([
    { version: 1, action: 'setTitle', data: { title: '会计学堂-资讯' } },
    { version: 1, action: 'hideNavigation', data: {} },
    { version: 1, action: 'closePage', data: {} },
    { version: 1, action: 'consult', data: { goodsId: 1, source: 'goods' } },
    { version: 1, action: 'openWebview', data: { url: 'https://m.example.com/x', title: 'X' } },
    { version: 1, action: 'shareConfig', data: { title: 't', desc: 'd', link: 'l', imgUrl: 'i' } },
    { version: 1, action: 'interceptBack', data: { enabled: true } },
    { version: 1, action: 'interceptBack', data: { enabled: false } },
  ])
})

it('each request has its own callbackId; replies may come in any order', async () => {
  const { client, sent } = setup()
  const a = client.request('getAppInfo')
  const b = client.request('getCourseInfo')
  expect(sent.map((m) => m.callbackId)).toEqual(['kj1', 'kj2'])
  client.receive({ callbackId: 'kj2', ok: true, data: 'B' })
  client.receive({ callbackId: 'kj1', ok: true, data: 'A' })
  await expect(Promise.all([a, b])).resolves.toEqual(['A', 'B'])
})

it('no reply in time: timeout (5 s by default, 120 s for login); a late reply is only logged', async () => {
  const { client, bridge, log } = setup()
  const info = client.request('getAppInfo')
  jest.advanceTimersByTime(BRIDGE_TIMEOUT_MS.default)
  await expect(info).rejects.toMatchObject({ name: 'BridgeError', code: 'timeout' })
  client.receive({ callbackId: 'kj1', ok: true, data: {} })
  expect(log).toHaveBeenCalledWith('bridge: reply names no waiting callback (ignored)', { callbackId: 'kj1', ok: true, data: {} })

  const login = bridge.login()
  jest.advanceTimersByTime(BRIDGE_TIMEOUT_MS.default)
  client.receive({ callbackId: 'kj2', ok: true, data: { token: 'tok', uid: 7 } })
  await expect(login).resolves.toEqual({ token: 'tok', uid: 7 })
  const slow = bridge.login()
  jest.advanceTimersByTime(120_000)
  await expect(slow).rejects.toMatchObject({ code: 'timeout' })
})

it('bad replies (section 8 "Bad stored function strings only logged"): logged, never thrown; the request keeps waiting', async () => {
  const { client, log } = setup()
  const info = client.request('getAppInfo')
  for (const bad of ['not json {', '"kj1"', null, 42, { ok: true }, { callbackId: 'nobody', ok: true }]) {
    expect(() => client.receive(bad)).not.toThrow()
  }
  expect(log).toHaveBeenCalledTimes(6)
  client.receive({ callbackId: 'kj1', ok: true, data: 1 })
  await expect(info).resolves.toBe(1)
})

it('a reply without ok is badReply; ok false is failed, or cancelled when the app says so', async () => {
  const { client, reply } = setup()
  const a = client.request('getAppInfo')
  reply({ data: {} })
  await expect(a).rejects.toMatchObject({ code: 'badReply' })
  const b = client.request('login')
  reply({ ok: false, error: { code: 'cancelled', message: '用户取消登录' } })
  await expect(b).rejects.toEqual(new BridgeError('cancelled', '用户取消登录'))
  const c = client.request('generateOrder')
  reply({ ok: false, error: { code: 'E500' } })
  await expect(c).rejects.toMatchObject({ code: 'failed', message: 'bridge: generateOrder failed' })
})

it('typed answers: login needs a token; getUserInfo may be nobody; unreadable data is badReply', async () => {
  const { bridge, reply } = setup()
  const login = bridge.login()
  reply({ ok: true, data: { token: 'abc', uid: '12', mobile: '13800138000', extra: true } })
  await expect(login).resolves.toEqual({ token: 'abc', uid: 12, mobile: '13800138000' })

  const noToken = bridge.login()
  reply({ ok: true, data: { uid: 12 } })
  await expect(noToken).rejects.toMatchObject({ code: 'badReply' })

  const nobody = bridge.getUserInfo()
  reply({ ok: true, data: null })
  await expect(nobody).resolves.toBeNull()
  const loggedOut = bridge.getUserInfo()
  reply({ ok: true, data: { token: '' } })
  await expect(loggedOut).resolves.toBeNull()

  const order = bridge.generateOrder({ goodsId: 1, spPriceId: 101 })
  reply({ ok: true, data: { orderId: 5, orderNo: 'KJ5' } })
  await expect(order).resolves.toEqual({ orderId: 5, orderNo: 'KJ5' })
  const course = bridge.getCourseInfo()
  reply({ ok: true, data: { courseId: 0 } })
  await expect(course).rejects.toMatchObject({ code: 'badReply' })
  const info = bridge.getAppInfo()
  reply({ ok: true, data: { appVersion: '8.2.0', platform: 'ios', statusBarHeight: 44 } })
  await expect(info).resolves.toEqual({ appVersion: '8.2.0', platform: 'ios', statusBarHeight: 44 })
})

it('section 8 "Native share failure ignored": the share sheet answers false, never rejects', async () => {
  const { bridge, reply, log } = setup()
  const failed = bridge.shareDialog({ title: 't', desc: 'd', link: 'l', imgUrl: 'i' })
  reply({ ok: false, error: { message: 'no WeChat installed' } })
  await expect(failed).resolves.toBe(false)
  expect(log).toHaveBeenCalledWith('bridge: native share failed (ignored)', expect.any(BridgeError))
  const shared = bridge.shareDialog({ title: 't', desc: 'd', link: 'l', imgUrl: 'i' })
  reply({ ok: true })
  await expect(shared).resolves.toBe(true)
})

it('unavailable: no app to talk to -> notifications false, requests reject at once (no timer left)', async () => {
  const { bridge, sent } = setup(false)
  expect(bridge.available).toBe(false)
  expect(bridge.setTitle('x')).toBe(false)
  await expect(bridge.login()).rejects.toMatchObject({ code: 'unavailable' })
  await expect(bridge.shareDialog({ title: '', desc: '', link: '', imgUrl: '' })).resolves.toBe(false)
  expect(sent).toEqual([])
  expect(jest.getTimerCount()).toBe(0)
})

it('the unavailable bridge (mini-program) answers unavailable to every action', async () => {
  const bridge = unavailableBridge()
  expect(bridge.available).toBe(false)
  expect([bridge.hideNavigation(), bridge.setTitle('t'), bridge.closePage(), bridge.consult({}), bridge.openWebview('u'), bridge.interceptBack(true)]).toEqual([false, false, false, false, false, false])
  for (const call of [bridge.login(), bridge.getUserInfo(), bridge.getAppInfo(), bridge.getCourseInfo(), bridge.generateOrder({ goodsId: 1 })]) {
    await expect(call).rejects.toMatchObject({ code: 'unavailable' })
  }
})
