// The transport's early answers: each taken once, by the very call, and none after EARLY_ANSWER_TTL_MS.
import { EARLY_ANSWER_TTL_MS, takeEarlyAnswer } from './earlyData.h5'
import type { TransportRequest } from './transportTypes'
import { callKey } from '@/core/earlyCalls'

const req = (url: string, method: 'GET' | 'POST' = 'GET', body?: unknown): TransportRequest => ({ url, method, headers: {}, body, timeout: 30_000 })
const answer = { status: 200, data: { code: 200, data: { n: 1 } } }

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 })
  window.__earlyAnswers = {
    at: Date.now(),
    calls: {
      [callKey('GET', '/api/order/getOrderList?pageSize=10&tagStatus=&page=1&token=a&t=5')]: Promise.resolve(answer),
      [callKey('POST', '/api/app/homePageMergeApi/v2?t=5', { showPlaceId: 26 })]: Promise.resolve(null),
    },
  }
})
afterEach(() => {
  jest.useRealTimers()
  delete window.__earlyAnswers
})

it('the same call (another timestamp, another order) takes the answer, once', async () => {
  const url = '/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=a&t=99'
  await expect(takeEarlyAnswer(req(url))).resolves.toEqual(answer)
  expect(takeEarlyAnswer(req(url))).toBeUndefined()
})

it('another call takes nothing', () => {
  expect(takeEarlyAnswer(req('/api/order/getOrderList?page=2&pageSize=10&tagStatus=&token=a&t=99'))).toBeUndefined()
  expect(takeEarlyAnswer(req('/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=b&t=99'))).toBeUndefined()
})

it('a failed early call answers null: the transport asks again', async () => {
  await expect(takeEarlyAnswer(req('/api/app/homePageMergeApi/v2?t=7', 'POST', { showPlaceId: 26 }))).resolves.toBeNull()
})

it(`after ${EARLY_ANSWER_TTL_MS} ms nothing is taken, and the answers are dropped`, () => {
  jest.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1)
  expect(takeEarlyAnswer(req('/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=a'))).toBeUndefined()
  expect(window.__earlyAnswers).toBeUndefined()
})

it('without the inline script nothing is taken', () => {
  delete window.__earlyAnswers
  expect(takeEarlyAnswer(req('/api/order/getOrderList?page=1'))).toBeUndefined()
})
