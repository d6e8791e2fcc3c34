/**
 * /kczq (the zone tabs) with the reference server's answers (tests/jest/fixtures/knowledge-zones.json: knowZoneList
 * for kczq, knowZonePageList for zone 4): a read that gets no answer says '加载失败' with a retry, and the retry
 * recovers; what else the page shows stays.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), currentUrl: () => '/kczq', navigateTo: jest.fn() }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { observable } from 'mobx'
import fixtures from '../../../../tests/jest/fixtures/knowledge-zones.json'
import { queryAll } from '../../../../tests/jest/dom'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { resetPageFrame } from '../../../../tests/jest/taroPage'
import { renderPage } from '../../../../tests/jest/renderPage'
import { ApiError } from '@/services/request'
import ZonesPage from './index'

const api = { zones: jest.fn(), zonePage: jest.fn(), subscribed: jest.fn() }
const session = observable({ isLoggedIn: false, uid: 0 })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const unanswered = () => new ApiError(0, '请求失败~~~', undefined, 'network')
const names = () => queryAll('.k-zones__item .k-card').map((e) => Number(e.getAttribute('data-knowledge-id')))

async function open() {
  Current.router = { params: {}, path: '/packages/knowledge/zones/index' } as never
  renderPage(<ZonesPage />, { services: { knowledgeApi: api }, stores: { session } })
  await flush()
  await flush()
}

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  api.zones.mockResolvedValue(fixtures.zonesKczq)
  api.zonePage.mockResolvedValue(fixtures.zone4Page1)
})

it('shows the zones as tabs and the first zone\'s goods', async () => {
  await open()
  expect(api.zones).toHaveBeenCalledWith('kczq')
  expect(api.zonePage).toHaveBeenCalledWith(4, 1)
  expect(screen.getByText('考证专区')).toBeTruthy()
  expect(names()).toEqual(fixtures.zone4Page1.list.map((g) => g.id))
})

it('the zones (knowZoneList) unanswered: 加载失败 with a retry; the retry shows the tabs and the goods', async () => {
  api.zones.mockRejectedValueOnce(unanswered())
  await open()
  expect(screen.getByText('加载失败')).toBeVisible()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(api.zones).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(screen.getByText('考证专区')).toBeTruthy()
  expect(names()).toEqual(fixtures.zone4Page1.list.map((g) => g.id))
})

it("a zone's goods (knowZonePageList) unanswered: 加载失败 with a retry under the tabs, which stay; the retry shows the goods", async () => {
  api.zonePage.mockRejectedValueOnce(unanswered())
  await open()
  expect(screen.getByText('加载失败')).toBeVisible()
  expect(screen.getByText('考证专区')).toBeTruthy()
  expect(names()).toEqual([])
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(api.zonePage).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(names()).toEqual(fixtures.zone4Page1.list.map((g) => g.id))
})
