/**
 * @tarojs/taro for page tests that need the page frame: the page's onReachBottom handler (useReachBottom) is kept
 * so a test can "scroll to the bottom", and createSelectorQuery answers empty rects (NutUI Tabs measures its
 * titles; Taro's H5 query throws outside a routed page). Use in a test file:
 *   jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
 * then `await reachBottom()` (or `await pullDown()` for the pull-down refresh handler).
 */
import { act } from '@testing-library/react'

const page: { reachBottom?: () => void; pullDown?: () => void } = {}

function selectorQueryStub() {
  const query = {
    in: () => query,
    select: () => node,
    selectAll: () => node,
    selectViewport: () => node,
    exec: (cb?: (res: unknown[]) => void) => cb?.([[]]),
  }
  const node = {
    boundingClientRect: (cb?: (r: unknown) => void) => { cb?.(null); return query },
    scrollOffset: (cb?: (r: unknown) => void) => { cb?.(null); return query },
    fields: (_f: unknown, cb?: (r: unknown) => void) => { cb?.(null); return query },
    node: (cb?: (r: unknown) => void) => { cb?.(null); return query },
  }
  return query
}

export function taroWithPageFrame(): unknown {
  const actual = jest.requireActual('@tarojs/taro')
  const overrides: Record<string | symbol, unknown> = {
    useReachBottom: (fn: () => void) => { page.reachBottom = fn },
    usePullDownRefresh: (fn: () => void) => { page.pullDown = fn },
    createSelectorQuery: selectorQueryStub,
  }
  const taro = new Proxy(actual.default, { get: (t, k) => (k in overrides ? overrides[k] : t[k]) })
  return new Proxy(actual, {
    get: (t, k) => (k === 'default' ? taro : k in overrides ? overrides[k] : t[k]),
  })
}

/** Calls the page's onReachBottom handler, as Taro does near the bottom of the page. */
export async function reachBottom(): Promise<void> {
  await act(async () => { page.reachBottom?.() })
  await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}

/** Calls the page's onPullDownRefresh handler (usePullDownRefresh), as Taro does when the learner pulls down. */
export async function pullDown(): Promise<void> {
  await act(async () => { page.pullDown?.() })
}

export function resetPageFrame(): void {
  page.reachBottom = undefined
  page.pullDown = undefined
}
