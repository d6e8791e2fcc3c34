// H5 sharing against a faked JS-SDK (window.wx) and getJsSdkConfig (docs/spec/content-access.md sections 7, 8).
const mockEnv = { inWeChat: true, isIOS: false, inNativeApp: false }
jest.mock('./bridge', () => ({ nativeBridge: { available: true, shareConfig: jest.fn(() => true), shareDialog: jest.fn(async () => true) } }))
jest.mock('./environment', () => ({ environment: () => mockEnv }))
jest.mock('./device', () => ({ copyText: jest.fn(async () => true) }))

import { SHARE_DEFAULTS } from '@/core/share'
import { nativeBridge } from './bridge'
import { copyText } from './device'
import { configureShare, sharePage } from './share.h5'

/** The staff service's getJsSdkConfig, as the share hook is given it. */
const sign = jest.fn(async () => ({ appId: 'wx-app', timestamp: 1700000000, noncestr: 'n1', signature: 'sig' }))
const calls: unknown[][] = []
beforeEach(() => {
  calls.length = 0
  jest.clearAllMocks()
  mockEnv.inWeChat = true
  mockEnv.isIOS = false
  mockEnv.inNativeApp = false
  ;(window as unknown as { wx: unknown }).wx = {
    config: (c: unknown) => calls.push(['config', c]),
    ready: (fn: () => void) => fn(),
    error: () => undefined,
    updateAppMessageShareData: (d: unknown) => calls.push(['appMessage', d]),
    updateTimelineShareData: (d: unknown) => calls.push(['timeline', d]),
  }
})

it('in the messenger browser: the signature for the current URL, then both share calls with absolute link and icon', async () => {
  await configureShare({ link: '/allSubject?goodsId=1', title: '全科班' }, sign)
  expect(sign).toHaveBeenCalledWith(expect.any(String), window.location.href.split('#')[0])
  expect(calls[0]).toEqual(['config', expect.objectContaining({ appId: 'wx-app', timestamp: 1700000000, nonceStr: 'n1', signature: 'sig', debug: false })])
  const origin = window.location.origin
  expect(calls[1]).toEqual(['appMessage', { title: '全科班', desc: SHARE_DEFAULTS.desc, link: `${origin}/allSubject?goodsId=1`, imgUrl: `${origin}${SHARE_DEFAULTS.imgUrl}` }])
  expect(calls[2]).toEqual(['timeline', { title: '全科班', link: `${origin}/allSubject?goodsId=1`, imgUrl: `${origin}${SHARE_DEFAULTS.imgUrl}` }])
})

it('two configurations in a row (a page before and after its data): the later share wins, whichever signature answers last', async () => {
  let answerFirst!: (v: unknown) => void
  sign.mockImplementationOnce(() => new Promise((r) => { answerFirst = r as (v: unknown) => void }))
  const first = configureShare({ link: '/article/1', title: '资讯' }, sign)
  await configureShare({ link: '/article/1', title: '报名说明' }, sign)
  answerFirst({ appId: 'wx-app', timestamp: 1700000000, noncestr: 'n0', signature: 'old' })
  await first
  const shared = calls.filter(([kind]) => kind === 'appMessage').map(([, d]) => (d as { title: string }).title)
  expect(shared).toEqual(['报名说明'])
})

it('"\'no in wx\' rejection when share config is requested outside the messenger browser"', async () => {
  mockEnv.inWeChat = false
  await expect(configureShare({ link: '/a' }, sign)).rejects.toThrow('no in wx')
  expect(sign).not.toHaveBeenCalled()
  expect(calls).toEqual([])
})

it('a share tap: the guide in the messenger browser; elsewhere the absolute link is copied', async () => {
  expect(await sharePage({ link: '/a' })).toBe('guide')
  expect(copyText).not.toHaveBeenCalled()
  mockEnv.inWeChat = false
  expect(await sharePage({ link: '/a?x=1' })).toBe('copied')
  expect(copyText).toHaveBeenCalledWith(`${window.location.origin}/a?x=1`, '链接已复制，快去分享给好友吧')
})

it('iOS: the signature is for the entry URL, not the page navigated to since', async () => {
  const entry = window.location.href.split('#')[0]
  window.history.pushState({}, '', '/article/10101?siteId=1')
  try {
    mockEnv.isIOS = true
    await configureShare({ link: '/article/10101' }, sign)
    expect(sign).toHaveBeenLastCalledWith(expect.any(String), entry)
    mockEnv.isIOS = false
    await configureShare({ link: '/article/10101' }, sign)
    expect(sign).toHaveBeenLastCalledWith(expect.any(String), `${window.location.origin}/article/10101?siteId=1`)
  } finally {
    window.history.back()
  }
})

const mockBridge = nativeBridge as unknown as { shareConfig: jest.Mock; shareDialog: jest.Mock }

it('inside the native app: the bridge\'s shareConfig and share sheet, no JS-SDK', async () => {
  mockEnv.inWeChat = false
  mockEnv.inNativeApp = true
  await configureShare({ link: '/allSubject?goodsId=1', title: '全科班' }, sign)
  expect(mockBridge.shareConfig).toHaveBeenCalledWith(expect.objectContaining({ title: '全科班', link: `${window.location.origin}/allSubject?goodsId=1` }))
  expect(sign).not.toHaveBeenCalled()
  expect(await sharePage({ link: '/a' })).toBe('native')
  expect(mockBridge.shareDialog).toHaveBeenCalledTimes(1)
  mockBridge.shareDialog.mockResolvedValueOnce(false) // "Native share failure ignored"
  expect(await sharePage({ link: '/a' })).toBe('native')
})
