// Leaving a page on H5: the browser's back lands on the guard entry and is caught before Taro's router (a listener
// added earlier, as Taro's is) sees it; inside the app the bridge's interceptBack routes the app's back to the page.
jest.mock('./bridge', () => ({ nativeBridge: { interceptBack: jest.fn(() => false) } }))

import { nativeBridge } from './bridge'
import { armLeaveGuard } from './leaveGuard.h5'

const interceptBack = nativeBridge.interceptBack as jest.Mock
/**
 * Until `seen()` (what the popstate must cause) holds, or 2 s: jsdom queues the popstate as a task, and a fixed wait
 * lost that race on a busy machine. (The guard stops the event, so no later listener can tell when it came.)
 */
async function popped(seen: () => boolean) {
  for (const end = Date.now() + 2000; !seen() && Date.now() < end;) await new Promise((r) => setTimeout(r, 5))
}
const taro = jest.fn()

beforeAll(() => window.addEventListener('popstate', taro))
beforeEach(() => {
  taro.mockClear()
  interceptBack.mockClear().mockReturnValue(false)
  window.history.replaceState({ key: 'k1', idx: 3 }, '', '/ty/confirmOrder?tradeOrderId=T1')
})

it('the browser\'s back is caught before the router, the guard put back, the page asked', async () => {
  const onAttempt = jest.fn()
  const before = window.history.length
  const off = armLeaveGuard(onAttempt)
  expect(window.history.length).toBe(before + 1)
  expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true }) // Taro reads it as this page
  window.history.back()
  await popped(() => onAttempt.mock.calls.length > 0)
  expect(onAttempt).toHaveBeenCalledTimes(1)
  expect(taro).not.toHaveBeenCalled()
  expect(window.history.state).toMatchObject({ __leaveGuard: true })
  off()
})

it('leaving for real steps off the guard entry unseen by the router, then runs the page\'s way out', async () => {
  const onAttempt = jest.fn()
  const then = jest.fn()
  const off = armLeaveGuard(onAttempt)
  off(true, then)
  await popped(() => then.mock.calls.length > 0)
  expect(then).toHaveBeenCalledTimes(1)
  expect(onAttempt).not.toHaveBeenCalled()
  expect(taro).not.toHaveBeenCalled()
  expect(window.history.state?.__leaveGuard).toBeUndefined()
  // Disarmed: the next back is the router's.
  window.history.pushState({ key: 'k2', idx: 4 }, '', '/ty/payResult')
  window.history.back()
  await popped(() => taro.mock.calls.length > 0)
  expect(taro).toHaveBeenCalledTimes(1)
})

it('armed again on the guard entry (back from a page pushed over it): no second entry', () => {
  const first = armLeaveGuard(jest.fn())
  first()
  const length = window.history.length
  const again = armLeaveGuard(jest.fn())
  expect(window.history.length).toBe(length)
  again()
})

it('inside the app: interceptBack on, the app\'s back calls the page; off when disarmed', () => {
  interceptBack.mockReturnValue(true)
  const onAttempt = jest.fn()
  const off = armLeaveGuard(onAttempt)
  expect(interceptBack).toHaveBeenCalledWith(true)
  ;(window as unknown as { __kuaijiBridgeBack(): void }).__kuaijiBridgeBack()
  expect(onAttempt).toHaveBeenCalledTimes(1)
  off()
  expect(interceptBack).toHaveBeenLastCalledWith(false)
  expect((window as unknown as Record<string, unknown>).__kuaijiBridgeBack).toBeUndefined()
})

it('a back that skipped the guard entry (added without a tap) lands on an earlier page: this page and the guard are put back, the page asked', async () => {
  window.history.replaceState({ key: 'k0', idx: 2 }, '', '/allSubject?goodsId=1')
  window.history.pushState({ key: 'k1', idx: 3 }, '', '/ty/confirmOrder?tradeOrderId=T1')
  const onAttempt = jest.fn()
  const off = armLeaveGuard(onAttempt)
  window.history.go(-2) // past the guard entry and the page's own entry, as a browser skipping the guard does
  await popped(() => onAttempt.mock.calls.length > 0)
  expect(onAttempt).toHaveBeenCalledTimes(1)
  expect(taro).not.toHaveBeenCalled()
  expect(window.location.pathname).toBe('/ty/confirmOrder')
  expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true })
  // Under the guard lies the page's own entry again: leaving for real lands on it, unseen by the router.
  const then = jest.fn(() => expect(window.history.state).toEqual({ key: 'k1', idx: 3 }))
  off(true, then)
  await popped(() => then.mock.calls.length > 0)
  expect(then).toHaveBeenCalledTimes(1)
  expect(taro).not.toHaveBeenCalled()
})

describe('armed while the learner is not interacting (opened by its URL, after a server\'s answer)', () => {
  const activation = { isActive: false }
  beforeAll(() => Object.defineProperty(window.navigator, 'userActivation', { value: activation, configurable: true }))
  afterAll(() => { delete (window.navigator as unknown as Record<string, unknown>).userActivation })

  it('the guard entry waits for their next pointerdown, and is pushed inside it (a Back honours it)', async () => {
    const onAttempt = jest.fn()
    const off = armLeaveGuard(onAttempt)
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 })
    window.dispatchEvent(new Event('pointerdown'))
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true })
    const length = window.history.length
    window.dispatchEvent(new Event('pointerdown'))
    expect(window.history.length).toBe(length) // once
    window.history.back()
    await popped(() => onAttempt.mock.calls.length > 0)
    expect(onAttempt).toHaveBeenCalledTimes(1)
    off()
  })

  it('while interacting: pushed at once; disarmed before any interaction: nothing pushed later', () => {
    activation.isActive = true
    armLeaveGuard(jest.fn())()
    expect(window.history.state).toMatchObject({ __leaveGuard: true })
    activation.isActive = false
    window.history.replaceState({ key: 'k1', idx: 3 }, '', '/ty/confirmOrder?tradeOrderId=T1')
    armLeaveGuard(jest.fn())()
    window.dispatchEvent(new Event('keydown'))
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 })
  })
})
