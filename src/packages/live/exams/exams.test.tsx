/**
 * /mockExam, the mock exam set (docs/spec/content-access.md section 2 "Mock exam set ... layouts not shown"; section 7 mkExam,
 * mkExamRank, examSum) with the reference server's answers (tests/jest/fixtures/mock-exams.json): each paper with
 * participants shows its leader, mkExamRank's first place, asked once per paper (again after a pull-down); a paper
 * nobody took asks nothing.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent } from '@testing-library/react'
import { navigateTo } from '@/platform/navigation'
import fixtures from '../../../../tests/jest/fixtures/mock-exams.json'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import { pullDown, resetPageFrame } from '../../../../tests/jest/taroPage'
import MockExamsPage from './index'

const api = { papers: jest.fn(), paperRank: jest.fn(), examSum: jest.fn() }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })
const leaders = fixtures.leaders as Record<string, { list: unknown[] }>

async function open() {
  const view = renderPage(<MockExamsPage />, { services: { liveApi: api } })
  await flush()
  await flush()
  return view
}
const leaderOf = (c: HTMLElement, examId: number) => c.querySelector(`.exam-card[data-exam-id="${examId}"] .exam-card__leader`)?.textContent ?? null

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
  api.papers.mockResolvedValue(fixtures.papers)
  api.examSum.mockResolvedValue(fixtures.examSum)
  api.paperRank.mockImplementation(async (examId: number) => leaders[String(examId)])
})

it("shows each paper's leader (mkExamRank, first place of one a page)", async () => {
  const { container } = await open()
  expect(leaderOf(container, 1)).toBe('榜首 学员1822 100分 46分12秒')
  expect(leaderOf(container, 4)).toBe('榜首 学员1047 95分 1小时4分')
  for (const call of api.paperRank.mock.calls) expect(call.slice(1)).toEqual([1, 1])
})

it('a paper nobody took (5, not open yet) asks nothing and shows no leader', async () => {
  const { container } = await open()
  expect(fixtures.papers.list.find((p) => p.examId === 5)!.participantNum).toBe(0)
  expect(api.paperRank.mock.calls.map((c) => c[0]).sort()).toEqual([1, 2, 3, 4, 6])
  expect(leaderOf(container, 5)).toBeNull()
})

it('asks once per paper as it shows; a pull-down refresh asks the leaders again with the papers', async () => {
  const { rerender } = await open()
  rerender(<MockExamsPage />)
  await flush()
  expect(api.paperRank).toHaveBeenCalledTimes(5)
  await pullDown()
  await flush()
  await flush()
  expect(api.papers).toHaveBeenCalledTimes(2)
  expect(api.paperRank).toHaveBeenCalledTimes(10)
})

it('a leader that cannot be read leaves the card as it was; the card still opens the ranking', async () => {
  api.paperRank.mockRejectedValue(new Error('offline'))
  const { container } = await open()
  expect(leaderOf(container, 1)).toBeNull()
  fireEvent.click(container.querySelector('.exam-card[data-exam-id="1"]')!)
  expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/mockExam\/rank\?examId=1&name=/))
})
