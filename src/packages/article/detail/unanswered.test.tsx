/**
 * The article read (queryAppInformationDetailInfo) that gets no answer (a 5xx, a dropped connection): '加载失败' with a
 * retry, not 资讯不存在; the retry shows the article. Its side reads (recommendations, course seats) that fail hide
 * their part quietly.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/pageStack', () => ({ pageStack: jest.fn(() => []), navigateBack: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/environment', () => ({ environment: jest.fn(() => ({ inNativeApp: false })) }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { NewsDetail } from '@contract/news'
import { ApiError } from '@/services/request'
import fixtures from '../../../../tests/jest/fixtures/first-screen.json'
import { adGoodsApi } from '../../../../tests/jest/adBanners'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { clearBrowserStorage } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'
import ArticleDetailPage from './index'

const detail = fixtures.article as NewsDetail
const api = {
  detail: jest.fn(), like: jest.fn(), favorite: jest.fn(), cancel: jest.fn(), share: jest.fn(async () => ({}) as never),
  recommendations: jest.fn(), recommendSeats: jest.fn(),
}
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
})

it.each([
  ['a 500', new ApiError(500, '服务器开小差了', undefined, 'api')],
  ['a dropped connection', new ApiError(0, '请求失败~~~', undefined, 'network')],
])('%s: 加载失败 with a retry (not 资讯不存在); the retry shows the article; failed side reads hide quietly', async (_, failure) => {
  api.detail.mockRejectedValueOnce(failure).mockResolvedValue(detail)
  api.recommendations.mockRejectedValue(new ApiError(0, '请求失败~~~', undefined, 'network'))
  api.recommendSeats.mockRejectedValue(new ApiError(500, '服务器开小差了', undefined, 'api'))
  Current.router = { params: { id: '10101', siteId: '1', informationTypeId: '101', informationType: '1' }, path: '/article/10101', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const { container } = renderPage(<ArticleDetailPage />, { services: { newsApi: api, goodsApi: adGoodsApi() }, stores: { session, staff } })
  for (let i = 0; i < 3; i++) await flush()
  expect(screen.getByText('加载失败')).toBeVisible()
  expect(screen.queryByText('资讯不存在')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  for (let i = 0; i < 4; i++) await flush()
  expect(api.detail).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(container.querySelector('.article-detail__title')?.textContent).toBe(detail.title)
  expect(container.querySelector('.article-detail__like')).not.toBeNull()
})
