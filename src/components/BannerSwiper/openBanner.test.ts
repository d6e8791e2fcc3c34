// A banner's tap: the click counted first (a failed count still jumps), then its goods, an app page, or another site's
// https page (the provider's app's own web view there); anything else goes nowhere.
jest.mock('@/platform/navigation', () => ({ navigateTo: jest.fn(async () => undefined) }))
jest.mock('@/platform/webPage', () => ({ openExternalPage: jest.fn(async () => undefined) }))
jest.mock('@/components/GoodsCard/openGoods', () => ({ openGoods: jest.fn(async () => true) }))

import type { Banner } from '@contract/goods'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { navigateTo } from '@/platform/navigation'
import { openExternalPage } from '@/platform/webPage'
import { openBanner } from './index'

const banner = (over: Partial<Banner>): Banner => ({ id: 1, pic: '', type: 2, url: '', goodsInfoId: null, websiteId: 0, showPlaceId: 26, configId: 0, ...over })

beforeEach(() => jest.clearAllMocks())

it.each([
  ['an app page', banner({ url: '/liveCenter' }), 'navigate'],
  ["another site's https page", banner({ url: 'https://www.example.com/event?id=3' }), 'external'],
  ['a plain http page', banner({ url: 'http://www.example.com/event' }), 'none'],
  ['a javascript: link', banner({ url: 'javascript:alert(1)' }), 'none'],
  ['no url', banner({ url: '' }), 'none'],
  ['a goods', banner({ type: 1, goodsInfoId: 6 }), 'goods'],
])('%s', async (_name, b, expected) => {
  const report = jest.fn(async () => {
    throw new Error('count failed')
  })
  await openBanner(b, report)
  expect(report).toHaveBeenCalledWith(b, 1)
  const went = (navigateTo as jest.Mock).mock.calls.length ? 'navigate'
    : (openExternalPage as jest.Mock).mock.calls.length ? 'external'
      : (openGoods as jest.Mock).mock.calls.length ? 'goods' : 'none'
  expect(went).toBe(expected)
  if (expected === 'external') expect(openExternalPage).toHaveBeenCalledWith('https://www.example.com/event?id=3')
})

it.each([
  ['a goods', banner({ type: 1, goodsInfoId: 6 }), openGoods],
  ['an app page', banner({ url: '/liveCenter' }), navigateTo],
  ["another site's https page", banner({ url: 'https://www.example.com/event' }), openExternalPage],
])('%s opens at once while its click count is still unanswered', async (_name, b, opener) => {
  const report = jest.fn(() => new Promise<never>(() => undefined)) // a count that never answers
  const opened = openBanner(b, report)
  // Opened in the tap's own turn: no await of the count comes first.
  expect(opener).toHaveBeenCalledTimes(1)
  expect(report).toHaveBeenCalledWith(b, 1)
  await opened
})

it('a page-handled banner is handed over at once too', () => {
  const handle = jest.fn(() => true)
  void openBanner(banner({ url: '/practice' }), () => new Promise<never>(() => undefined), handle)
  expect(handle).toHaveBeenCalledTimes(1)
})
