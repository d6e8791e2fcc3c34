import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { useOnScreen } from './onScreen.h5'

type Callback = (entries: { isIntersecting: boolean }[]) => void
const observers: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] = []

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(ref)
  return <div ref={ref}>{onScreen ? 'on' : 'off'}</div>
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  observers.length = 0
})

it('without IntersectionObserver everything is on screen', () => {
  const { container } = render(<Probe />)
  expect(container.textContent).toBe('on')
})

it('follows the observer, 200 px around the screen, and disconnects on unmount', () => {
  ;(window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: (typeof observers)[number]
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false }
      observers.push(this.entry)
    }
    observe() {}
    disconnect() { this.entry.disconnected = true }
  }
  const { container, unmount } = render(<Probe />)
  expect(observers[0].options.rootMargin).toBe('200px 0px')
  act(() => observers[0].callback([{ isIntersecting: false }]))
  expect(container.textContent).toBe('off')
  act(() => observers[0].callback([{ isIntersecting: true }]))
  expect(container.textContent).toBe('on')
  unmount()
  expect(observers[0].disconnected).toBe(true)
})
