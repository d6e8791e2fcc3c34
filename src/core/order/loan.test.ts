import { downPaymentFor } from './loan'

it.each([[198000, 30, 59400], [128850, 30, 38655], [99999, 20, 19999], [1, 30, 0]])('down payment of %s at %s%%: %s cents', (price, pct, down) => {
  expect(downPaymentFor(price, pct)).toBe(down)
})
