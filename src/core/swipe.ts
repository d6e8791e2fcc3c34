/**
 * Swiping between tabs (docs/spec/ordering-payment.md section 2, "sticky swipeable tabs"): a mostly horizontal move of at
 * least SWIPE_MIN_PX (design px of a 375-wide screen) goes to the next tab (leftwards) or the previous one
 * (rightwards); a short or mostly vertical move (scrolling) changes nothing, and the ends do not wrap.
 */
export const SWIPE_MIN_PX = 50

/** -1 (previous), 1 (next) or 0 for a move of dx, dy px. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** The tab index after a swipe from `index` among `count` tabs. */
export function swipedIndex(index: number, count: number, dx: number, dy: number): number {
  const next = index + swipeStep(dx, dy)
  return next < 0 || next >= count ? index : next
}
