/**
 * The page's scroll position, put back (Taro's pageScrollTo). H5 hides a page under another one with display:none,
 * which loses its scroll position, and shows it again a moment after its onShow: the position is set until it holds
 * (a page still hidden, or whose list is still growing, takes it on a later try; 1 s at most).
 * A page made afresh (`withinMs`) is still filling in above the position (a block arriving, a picture): the browser's
 * scroll anchoring then moves the page, so the position is held until the page's height has stayed the same for
 * 0.5 s (at most `withinMs`), and let go at once when the learner touches, wheels or types.
 */
import Taro from '@tarojs/taro'

const TRIES = 20
const RETRY_MS = 50
const SETTLED_MS = 500

/** The shown page's scroller: Taro's H5 page element (.taro_page), else the document. */
function shownScroller(): { top: number; height: number } {
  const page = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.offsetParent !== null && el.scrollHeight > el.clientHeight)
  return page ? { top: page.scrollTop, height: page.scrollHeight } : { top: window.pageYOffset, height: document.documentElement.scrollHeight }
}

const scrollTo = (scrollTop: number) => Promise.resolve(Taro.pageScrollTo({ scrollTop, duration: 0 })).catch(() => undefined)

/** Scrolls the current page to `scrollTop` px at once, after the page has been laid out again. */
export function restorePageScroll(scrollTop: number, { withinMs }: { withinMs?: number } = {}): void {
  if (withinMs !== undefined) {
    holdPageScroll(scrollTop, withinMs)
    return
  }
  const attempt = (left: number) => {
    void scrollTo(scrollTop).then(() => {
      if (Math.abs(shownScroller().top - scrollTop) > 2 && left > 0) setTimeout(() => attempt(left - 1), RETRY_MS)
    })
  }
  setTimeout(() => attempt(TRIES), 0)
}

/** Holds the position while the page grows (at most `withinMs`), until the learner takes over. */
function holdPageScroll(scrollTop: number, withinMs: number): void {
  const until = Date.now() + withinMs
  let height = -1
  let sameSince = Date.now()
  let learner = false
  const takeOver = () => {
    learner = true
  }
  const events = ['touchstart', 'wheel', 'keydown'] as const
  for (const e of events) window.addEventListener(e, takeOver, { passive: true, capture: true })
  const done = () => {
    for (const e of events) window.removeEventListener(e, takeOver, { capture: true })
  }
  const tick = async () => {
    if (learner || Date.now() > until) return done()
    const now = shownScroller()
    if (now.height !== height) {
      height = now.height
      sameSince = Date.now()
    }
    if (Math.abs(now.top - scrollTop) > 2) await scrollTo(scrollTop)
    else if (Date.now() - sameSince >= SETTLED_MS) return done()
    setTimeout(() => void tick(), RETRY_MS)
  }
  setTimeout(() => void tick(), 0)
}
