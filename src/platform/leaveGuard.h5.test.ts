// Leaving a page on H5: the browser's back lands on the guard entry and is caught before Taro's router (a listener
// added earlier, as Taro's is) sees it; inside the app the bridge's interceptBack routes the app's back to the page.
jest.mock('./bridge', () => ({ nativeBridge: { interceptBack: jest.fn(() => false) } }))

import { nativeBridge } from './bridge'
import { armLeaveGuard } from './leaveGuard.h5'

const interceptBack = nativeBridge.interceptBack as jest.Mock

/**
 * A popstate ends in one of three calls: the guard asks the page (onAttempt), runs the page's way out (then), or lets
 * it through to the router (taro). The guard stops the event, so no later listener can tell when it came: the test
 * waits for the call instead, whichever it is, and then checks it was the right one.
 */
let handled: (() => void) | null = null
const outcome = () => handled?.()
/**
 * Runs `back` and resolves at the call the popstate it causes ends in (jsdom fires it a task or two later). The
 * deadline, as waitFor's, is for a guard that swallows the popstate and calls nothing: the test fails then, at once.
 */
function popped(back: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      handled = null
      reject(new Error('the popstate ended in no call: not onAttempt, not then, not the router'))
    }, 1000)
    handled = () => {
      handled = null
      clearTimeout(deadline)
      resolve()
    }
    back()
  })
}
const taro = jest.fn(outcome)

beforeAll(() => window.addEventListener('popstate', taro))
beforeEach(() => {
  taro.mockClear()
  interceptBack.mockClear().mockReturnValue(false)
  window.history.replaceState({ key: 'k1', idx: 3 }, '', '/ty/confirmOrder?tradeOrderId=T1')
})

it('the browser\'s back is caught before the router, the guard put back, the page asked', async () => {
  const onAttempt = jest.fn(outcome)
  const before = window.history.length
  const off = armLeaveGuard(onAttempt)
  expect(window.history.length).toBe(before + 1)
  expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true }) // Taro reads it as this page
  await popped(() => window.history.back())
  expect(onAttempt).toHaveBeenCalledTimes(1)
  expect(taro).not.toHaveBeenCalled()
  expect(window.history.state).toMatchObject({ __leaveGuard: true })
  off()
})

it('leaving for real steps off the guard entry unseen by the router, then runs the page\'s way out', async () => {
  const onAttempt = jest.fn(outcome)
  const then = jest.fn(outcome)
  const off = armLeaveGuard(onAttempt)
  await popped(() => off(true, then))
  expect(then).toHaveBeenCalledTimes(1)
  expect(onAttempt).not.toHaveBeenCalled()
  expect(taro).not.toHaveBeenCalled()
  expect(window.history.state?.__leaveGuard).toBeUndefined()
  // Disarmed: the next back is the router's.
  window.history.pushState({ key: 'k2', idx: 4 }, '', '/ty/payResult')
  await popped(() => window.history.back())
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
  const onAttempt = jest.fn(outcome)
  const off = armLeaveGuard(onAttempt)
  await popped(() => window.history.go(-2)) // past the guard entry and the page's own entry, as a browser skipping the guard does
  expect(onAttempt).toHaveBeenCalledTimes(1)
  expect(taro).not.toHaveBeenCalled()
  expect(window.location.pathname).toBe('/ty/confirmOrder')
  expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true })
  // Under the guard lies the page's own entry again: leaving for real lands on it, unseen by the router.
  let stateThen: unknown
  const then = jest.fn(() => {
    stateThen = window.history.state
    outcome()
  })
  await popped(() => off(true, then))
  expect(then).toHaveBeenCalledTimes(1)
  expect(stateThen).toEqual({ key: 'k1', idx: 3 })
  expect(taro).not.toHaveBeenCalled()
})

describe('armed while the learner is not interacting (opened by its URL, after a server\'s answer)', () => {
  const activation = { isActive: false }
  beforeAll(() => Object.defineProperty(window.navigator, 'userActivation', { value: activation, configurable: true }))
  afterAll(() => { delete (window.navigator as unknown as Record<string, unknown>).userActivation })

  it('the guard entry waits for their next pointerdown, and is pushed inside it (a Back honours it)', async () => {
    const onAttempt = jest.fn(outcome)
    const off = armLeaveGuard(onAttempt)
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 })
    window.dispatchEvent(new Event('pointerdown'))
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 3, __leaveGuard: true })
    const length = window.history.length
    window.dispatchEvent(new Event('pointerdown'))
    expect(window.history.length).toBe(length) // once
    await popped(() => window.history.back())
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
