/**
 * WeChat's IntersectionObserver for the audit. jsdom lays nothing out, so the page is modelled as a vertical stack:
 * an element as tall as its children together, a leaf LEAF_PX tall, an empty element with a height in px in its
 * style that tall (a folded chunk of a long list); the screen SCREEN_PX tall, at the top of the page (a page just
 * opened) or at its end (a list the learner has paged to its end). After each setData every observed target is
 * judged again and its observer told when it comes within the observer's margins or leaves them; the first report
 * comes only for a target on screen, as WeChat's (initialRatio 0) does.
 */
import type { Mp, RenderedElement } from '../harness'

const LEAF_PX = 12
const SCREEN_PX = 812

/** An element's place in the stack model. */
interface Box {
  top: number
  height: number
}

/** An observer's margins around the screen (relativeToViewport's). */
type Margins = { top?: number; bottom?: number }

/** What an observer's callback is told of a target. */
interface Intersection {
  id: string
  intersectionRatio: number
  boundingClientRect: { top: number; bottom: number; left: number; right: number; width: number; height: number }
}

/** An IntersectionObserver as the app uses it (wx.createIntersectionObserver). */
interface Observer {
  disconnected: boolean
  margins: { top: number; bottom: number }
  relativeToViewport(m?: Margins): Observer
  relativeTo(selector: string, m?: Margins): Observer
  observe(selector: string, cb: (res: Intersection) => void): void
  disconnect(): void
}

/** Top and height of every element under `root` in the stack model; `total` is the page's height. */
function layout(root: Element) {
  const boxes = new Map<Element, Box>()
  let y = 0
  const place = (el: Element) => {
    const top = y
    const { style } = el as HTMLElement // undefined on an element that is not HTML
    const fixed = /^\d+(\.\d+)?px$/.test(style?.height || '') ? parseFloat(style.height) : null
    if (!el.children.length) y += fixed ?? LEAF_PX
    else for (const child of el.children) place(child)
    boxes.set(el, { top, height: y - top })
  }
  for (const child of root.children) place(child)
  return { boxes, total: y }
}

const byId = (root: Element, id: string) => root.querySelector(`[id="${id}"]`) || [...root.querySelectorAll('*')].find((el) => (el as RenderedElement).__wxElement?.id === id) || null

/** Replaces mp.wx.createIntersectionObserver; `root()` is the page's rendered root. Returns {update, scrollTo}. */
function installViewport(mp: Mp, root: () => Element | null | undefined) {
  const targets: { selector: string; cb: (res: Intersection) => void; ratio: number; observer: Observer }[] = []
  let at: 'top' | 'end' = 'top'
  let pending = false

  function update() {
    pending = false
    const dom = root()
    if (!dom) return
    const { boxes, total } = layout(dom)
    const top = at === 'end' ? Math.max(0, total - SCREEN_PX) : 0
    for (const t of targets) {
      if (t.observer.disconnected) continue
      const el = byId(dom, t.selector.replace(/^#/, ''))
      const box = el && boxes.get(el)
      if (!box) continue
      const lo = top - t.observer.margins.top
      const hi = top + SCREEN_PX + t.observer.margins.bottom
      const overlap = Math.max(0, Math.min(hi, box.top + box.height) - Math.max(lo, box.top))
      const ratio = box.height ? overlap / box.height : box.top >= lo && box.top <= hi ? 1 : 0
      if (ratio > 0 === t.ratio > 0) continue
      t.ratio = ratio
      t.cb({
        id: t.selector.replace(/^#/, ''),
        intersectionRatio: ratio,
        boundingClientRect: { top: box.top - top, bottom: box.top - top + box.height, left: 0, right: 375, width: 375, height: box.height },
      })
    }
  }
  const schedule = () => {
    if (pending) return
    pending = true
    setTimeout(update, 0)
  }

  mp.wx.createIntersectionObserver = () => {
    const observer: Observer = {
      disconnected: false,
      margins: { top: 0, bottom: 0 },
      relativeToViewport(m = {}) {
        observer.margins = { top: m.top || 0, bottom: m.bottom || 0 }
        return observer
      },
      relativeTo(_selector, m = {}) {
        return observer.relativeToViewport(m)
      },
      observe(selector, cb) {
        targets.push({ selector, cb, ratio: 0, observer })
        schedule()
      },
      disconnect() {
        observer.disconnected = true
      },
    }
    return observer
  }
  return {
    /** Judges the targets again soon (after a setData). */
    schedule,
    /** Where the screen is: 'top' of the page or its 'end'. */
    scrollTo(where: 'top' | 'end') {
      at = where
      schedule()
    },
  }
}

export { installViewport, layout, SCREEN_PX, LEAF_PX }
