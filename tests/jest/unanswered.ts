// What the screen tests of a read that gets no answer share: the two ways a read fails, and a flush of the reads.
import { act } from '@testing-library/react'
import { ApiError } from '@/services/request'

/** A bare 500 and a dropped connection, as src/services/request rejects them. */
export const UNANSWERED = [
  ['a 500', () => new ApiError(500, '服务器开小差了', undefined, 'api')],
  ['a dropped connection', () => new ApiError(0, '请求失败~~~', undefined, 'network')],
] as const

/** Lets the page's reads and their renders run. */
export async function flushReads(): Promise<void> {
  for (let i = 0; i < 3; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}
