/**
 * The article detail when the sanitizer's chunk (DOMPurify, loaded on demand) cannot be fetched: the head, like and
 * collect, the recommendations and the footer still show; the body says it failed, and its retry draws the body once
 * the chunk loads.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/pageStack', () => ({ pageStack: jest.fn(() => []), navigateBack: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/environment', () => ({ environment: jest.fn(() => ({ inNativeApp: false })) }))
// The chunk unreachable while mockChunk.fails: the dynamic import rejects (a throwing factory caches nothing).
const mockChunk = { fails: true }
jest.mock('dompurify', () => {
  if (mockChunk.fails) throw new Error('Loading chunk dompurify failed')
  return jest.requireActual('dompurify')
})

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { NewsDetail } from '@contract/news'
import { adGoodsApi } from '../../../../tests/jest/adBanners'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { clearBrowserStorage } from '../../../../tests/jest/dom'
import { renderPage } from '../../../../tests/jest/renderPage'
import ArticleDetailPage from './index'

const detail: NewsDetail = {
  id: 10103, informationId: 10103, title: '2025年初级会计报名入口', informationName: '', introduction: '', url: '', isRoot: 0, showType: 3,
  skipUrl: '/article/10103', informationType: 1, informationTypeId: 101, informationCategoryId: 1, catalogName: '考试动态',
  provinceId: 0, pushTime: '2025-05-01 10:20:30', createTime: '2025-05-01 10:00:00', readNum: 12, likes: 8, favorites: 3,
  source: '会计学堂', editorName: '王编辑', tags: '', websiteName: '初级会计', detail: '<h2>报名说明</h2><p>正文内容</p>',
  shares: 0, isLikes: 0, isFavorites: 0,
}
const api = {
  detail: jest.fn(async () => detail), like: jest.fn(), favorite: jest.fn(), cancel: jest.fn(), share: jest.fn(async () => ({}) as never),
  recommendations: jest.fn(async () => ({ recommendList: [{ ...detail, id: 10105, informationId: 10105, title: '推荐10105' }], page: { currentPage: 1, totalPages: 1, total: 1 } })),
  recommendSeats: jest.fn(async () => []),
}
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)
beforeEach(clearBrowserStorage)

it('the rest of the page shows; the body says it failed, and its retry draws it once the chunk loads', async () => {
  Current.router = { params: { id: '10103', siteId: '1', informationTypeId: '101', informationType: '1' }, path: '/article/10103', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const { container } = renderPage(<ArticleDetailPage />, { services: { newsApi: api, goodsApi: adGoodsApi() }, stores: { session, staff } })
  for (let i = 0; i < 4; i++) await flush()
  expect(container.querySelector('.article-detail__title')?.textContent).toBe('2025年初级会计报名入口')
  // What follows the body is laid out: like, collect, the recommendations and the footer.
  expect(container.querySelector('.article-detail__like')).not.toBeNull()
  expect(screen.getByText('推荐10105')).toBeTruthy()
  expect(screen.getByText('已经到底啦，去学习吧')).toBeTruthy()
  // The body: the failure and a retry, none of the HTML.
  const body = container.querySelector('.article-detail__body')!
  expect(body.textContent).toContain('加载失败')
  expect(body.querySelector('h2')).toBeNull()
  mockChunk.fails = false
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  for (let i = 0; i < 3; i++) await flush()
  expect(body.querySelector('.article-detail__html h2')?.textContent).toBe('报名说明')
  expect(body.textContent).not.toContain('加载失败')
})
