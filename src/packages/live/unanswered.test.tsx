/**
 * Live and exam screens whose read gets no answer (a 5xx, a dropped connection), with the reference server's answers
 * (tests/jest/fixtures/screen-reads.json, mock-exams.json): the room (getLiveInfo) and the replay (getReplayInfo) say
 * '加载失败' with a retry instead of 直播不存在 / the server's message; the mock exams' totals (examSum) say
 * '加载失败，点击重试' under them, the papers kept. Each retry shows what the read brings.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { ApiError } from '@/services/request'
import reads from '../../../tests/jest/fixtures/screen-reads.json'
import exams from '../../../tests/jest/fixtures/mock-exams.json'
import { quietTaroMedia } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import { flushReads, UNANSWERED } from '../../../tests/jest/unanswered'
import { resetPageFrame } from '../../../tests/jest/taroPage'
import MockExamsPage from './exams/index'
import LiveReplayPage from './replay/index'
import LiveRoomPage from './room/index'

const flush = flushReads
const FAILURES = UNANSWERED
const session = { token: 'tok', uid: 1, isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const api = {
  liveInfo: jest.fn(), replayInfo: jest.fn(), reservations: jest.fn(async () => []),
  papers: jest.fn(), paperRank: jest.fn(), examSum: jest.fn(),
}
const retry = () => fireEvent.click(screen.getByRole('button', { name: '重新加载' }))

beforeAll(() => {
  quietTaroMedia()
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
})
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
})

describe.each(FAILURES)('%s', (_, failure) => {
  it('/live: 加载失败 with a retry (not 直播不存在); the retry shows the class', async () => {
    api.liveInfo.mockRejectedValueOnce(failure()).mockResolvedValue(reads.liveInfo1)
    Current.router = { params: { liveId: '1' }, path: '/live' } as never
    renderPage(<LiveRoomPage />, { services: { liveApi: api }, stores: { session: session as never, staff } })
    await flush()
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(screen.queryByText('直播不存在')).toBeNull()
    retry()
    await flush()
    expect(api.liveInfo).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText(reads.liveInfo1.liveName)).toBeTruthy()
  })

  it("/liveReplay: 加载失败 with a retry (not the failure's message as 'no replay'); the retry shows the replay", async () => {
    api.replayInfo.mockRejectedValueOnce(failure()).mockResolvedValue(reads.replay6)
    Current.router = { params: { liveId: '6' }, path: '/liveReplay' } as never
    renderPage(<LiveReplayPage />, { services: { liveApi: api }, stores: { session: session as never, staff } })
    await flush()
    expect(screen.getByText('加载失败')).toBeVisible()
    retry()
    await flush()
    expect(api.replayInfo).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText(reads.replay6.replays[0].title)).toBeTruthy()
  })

  it('/mockExam: the totals say 加载失败，点击重试 under them, the papers shown; a tap shows the totals', async () => {
    api.examSum.mockRejectedValueOnce(failure()).mockResolvedValue(exams.examSum)
    api.papers.mockResolvedValue(exams.papers)
    api.paperRank.mockResolvedValue({ page: { currentPage: 1, totalPages: 0, total: 0 }, list: [] })
    const { container } = renderPage(<MockExamsPage />, { services: { liveApi: api } })
    await flush()
    expect(container.querySelectorAll('.exam-card')).toHaveLength(exams.papers.list.length)
    const line = screen.getByText('加载失败，点击重试')
    expect(container.querySelector('.exam-sum__item--paperCount .exam-sum__value')!.textContent).toBe('-')
    fireEvent.click(line)
    await flush()
    expect(api.examSum).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(container.querySelector('.exam-sum__item--paperCount .exam-sum__value')!.textContent).toBe(String(exams.examSum.paperCount))
  })
})

it('a replay the server has not (404 暂无回放) still says so, with no retry', async () => {
  api.replayInfo.mockRejectedValue(new ApiError(404, '暂无回放', undefined, 'api'))
  Current.router = { params: { liveId: '8' }, path: '/liveReplay' } as never
  renderPage(<LiveReplayPage />, { services: { liveApi: api }, stores: { session: session as never, staff } })
  await flush()
  expect(screen.getByText('暂无回放')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull()
})
