import { unpaidBadge } from './badge'

it.each([
  [0, ''], [-1, ''], [Number.NaN, ''], [1, '1'], [99, '99'], [100, '100'], [101, '99+'], [120, '99+'],
])('"unpaid badge shows 99+ when above 100": %s -> %p', (count, text) => {
  expect(unpaidBadge(count)).toBe(text)
})
