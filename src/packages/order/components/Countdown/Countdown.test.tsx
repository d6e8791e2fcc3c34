/**
 * Countdown on the shared ticker: it follows the ticker on screen only (a long order list re-renders the countdowns
 * in view, not all of them), and its zero still comes on time off screen.
 */
const mockOnScreen = { value: true }
/** The page's shown state as usePageShown gives it: a state of the component, changed by setShown(). */
const mockShown = { value: true, listeners: new Set<(v: boolean) => void>() }
const mockTime = { now: 0, tick: undefined as undefined | (() => void) }
jest.mock('@/platform/onScreen', () => ({ useOnScreen: () => mockOnScreen.value }))
jest.mock('@/components/hooks/usePageShown', () => {
  const { useEffect, useState } = jest.requireActual('react')
  return {
    usePageShown() {
      const [shown, set] = useState(mockShown.value)
      useEffect(() => {
        mockShown.listeners.add(set)
        return () => void mockShown.listeners.delete(set)
      }, [])
      return shown
    },
  }
})

import { act, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ClockStore } from '@/stores/clock'
import { renderPage } from '../../../../../tests/jest/renderPage'
import { Countdown } from './index'

/** One shared clock on a hand-moved time, as the app shares one across its countdowns. */
const clock = new ClockStore({
  now: () => mockTime.now,
  setInterval: (fn: () => void) => { mockTime.tick = fn; return 1 },
  clearInterval: () => { mockTime.tick = undefined },
})
const render = (ui: ReactElement) => renderPage(ui, { stores: { clock } })

/** A deadline `ms` from now. */
const inMs = (ms: number) => mockTime.now + ms

const setShown = (value: boolean) => act(() => {
  mockShown.value = value
  for (const set of mockShown.listeners) set(value)
})

const advance = (ms: number) => act(() => {
  mockTime.now += ms
  jest.advanceTimersByTime(ms)
  mockTime.tick?.()
})

beforeEach(() => {
  jest.useFakeTimers()
  mockTime.now += 10_000_000 // time only moves on: the shared clock keeps the last test's
  mockOnScreen.value = true
  mockShown.value = true
})
afterEach(() => jest.useRealTimers())

it('on screen: HH:MM:SS, one second less each tick', () => {
  render(<Countdown deadline={inMs(3_725_000)} />)
  expect(screen.getByText('01:02:05')).toBeTruthy()
  advance(1000)
  expect(screen.getByText('01:02:04')).toBeTruthy()
})

it('off screen: the ticker does not render it again', () => {
  mockOnScreen.value = false
  const format = jest.fn((ms: number) => String(ms))
  render(<Countdown deadline={inMs(60_000)} format={format} />)
  const renders = format.mock.calls.length
  advance(1000)
  advance(1000)
  expect(format.mock.calls.length).toBe(renders)
})

it('off screen: onZero still comes at the deadline, once', () => {
  mockOnScreen.value = false
  const onZero = jest.fn()
  render(<Countdown deadline={inMs(3000)} onZero={onZero} />)
  advance(2000)
  expect(onZero).not.toHaveBeenCalled()
  advance(1000)
  advance(1000)
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('on screen: onZero once at zero', () => {
  const onZero = jest.fn()
  render(<Countdown deadline={inMs(2000)} onZero={onZero} />)
  advance(1000)
  expect(onZero).not.toHaveBeenCalled()
  advance(1000)
  advance(1000)
  expect(screen.getByText('00:00:00')).toBeTruthy()
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('at zero, calls the onZero of the latest render (the list it reloads is the one shown now)', () => {
  const first = jest.fn()
  const latest = jest.fn()
  const { rerender } = render(<Countdown deadline={inMs(2000)} onZero={first} />)
  advance(1000)
  rerender(<Countdown deadline={inMs(1000)} onZero={latest} />)
  advance(1000)
  advance(1000)
  expect(first).not.toHaveBeenCalled()
  expect(latest).toHaveBeenCalledTimes(1)
})

it('on a hidden page: the ticker stops and nothing renders; shown again, a zero passed meanwhile fires at once', () => {
  const onZero = jest.fn()
  const format = jest.fn((ms: number) => String(ms))
  render(<Countdown deadline={inMs(3000)} onZero={onZero} format={format} />)
  expect(clock.running).toBe(true)
  setShown(false)
  expect(clock.running).toBe(false)
  const renders = format.mock.calls.length
  advance(5000)
  expect(format.mock.calls.length).toBe(renders)
  expect(onZero).not.toHaveBeenCalled()
  setShown(true)
  advance(0)
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('off screen on a hidden page: no timer waits for its zero; shown again, a zero passed meanwhile fires at once', () => {
  mockOnScreen.value = false
  const onZero = jest.fn()
  render(<Countdown deadline={inMs(3000)} onZero={onZero} />)
  expect(jest.getTimerCount()).toBeGreaterThan(0)
  setShown(false)
  expect(jest.getTimerCount()).toBe(0)
  advance(5000)
  expect(onZero).not.toHaveBeenCalled()
  setShown(true)
  advance(0)
  expect(onZero).toHaveBeenCalledTimes(1)
})
