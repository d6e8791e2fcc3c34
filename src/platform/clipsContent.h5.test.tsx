import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { useClipsContent } from './clipsContent.h5'

/** A ResizeObserver stand-in whose callbacks the test fires. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null
  constructor(readonly callback: () => void) { FakeResizeObserver.last = this }
  observe() {}
  disconnect() {}
}

function Box({ active, onClips }: { active: boolean; onClips(v: boolean): void }) {
  const ref = useRef<HTMLDivElement>(null)
  onClips(useClipsContent(ref, active))
  return <div ref={ref} id="box"><p>正文</p></div>
}

/** The box ends at `boxBottom`, its content at `contentBottom`. */
function sized(el: Element, contentBottom: number, boxBottom: number) {
  el.getBoundingClientRect = () => ({ bottom: boxBottom }) as DOMRect
  el.firstElementChild!.getBoundingClientRect = () => ({ bottom: contentBottom }) as DOMRect
}

afterEach(() => { delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver })

it('tells whether the capped box hides content, again each time its size changes', () => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
  const seen: boolean[] = []
  const { container } = render(<Box active onClips={(v) => seen.push(v)} />)
  const box = container.querySelector('#box')!
  sized(box, 800, 1200)
  act(() => FakeResizeObserver.last!.callback())
  expect(seen[seen.length - 1]).toBe(false)
  sized(box, 1600, 1200)
  act(() => FakeResizeObserver.last!.callback())
  expect(seen[seen.length - 1]).toBe(true)
})

it('without ResizeObserver, or when not capped, the box counts as cutting (the cover stays, as before)', () => {
  const seen: boolean[] = []
  render(<Box active onClips={(v) => seen.push(v)} />)
  expect(seen.every(Boolean)).toBe(true)
})
