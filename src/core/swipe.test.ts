// Swiping between the tabs of my orders (docs/spec/ordering-payment.md section 2, "sticky swipeable tabs").
import { swipedIndex, swipeStep } from './swipe'

it.each<[string, number, number, -1 | 0 | 1]>([
  ['leftwards: the next tab', -120, 10, 1],
  ['rightwards: the previous tab', 120, -10, -1],
  ['too short', -40, 0, 0],
  ['mostly vertical (scrolling)', -80, 60, 0],
  ['exactly the minimum', -50, 0, 1],
])('%s', (_n, dx, dy, step) => {
  expect(swipeStep(dx, dy)).toBe(step)
})

it('does not wrap at the ends', () => {
  expect(swipedIndex(0, 4, 120, 0)).toBe(0)
  expect(swipedIndex(3, 4, -120, 0)).toBe(3)
  expect(swipedIndex(1, 4, -120, 0)).toBe(2)
  expect(swipedIndex(1, 4, 120, 0)).toBe(0)
})
