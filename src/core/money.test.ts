// "money is integer cents, shown with 2 decimals truncated" (docs/spec/ordering-payment.md section 9).
import { formatMoney, priceLabel, showOriginalPrice, yuanToCents } from './money'

describe('formatMoney', () => {
  it.each([
    [0, '0.00'], [1, '0.01'], [10, '0.10'], [98000, '980.00'], [128850, '1288.50'], [199, '1.99'], [-1050, '-10.50'],
    [12.9, '0.12'], // a fractional cent is truncated, never rounded up
  ])('%s cents -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text)
  })
})

describe('yuanToCents truncates past 2 decimals', () => {
  it.each<[string | number, number]>([
    ['12.345', 1234], ['12.349', 1234], ['0.1', 10], ['0.01', 1], ['100', 10000], ['100.', 10000], [' 5.5 ', 550],
    [0.3, 30], [19.99, 1999], [1288.5, 128850],
  ])('%p -> %s', (yuan, cents) => {
    expect(yuanToCents(yuan)).toBe(cents)
  })

  it.each(['', 'abc', '-1', '1e3', '1.2.3', '.5', '１２'])('%p is not an amount', (text) => {
    expect(yuanToCents(text)).toBeNaN()
  })
  it('NaN and Infinity are not amounts', () => {
    expect(yuanToCents(Number.NaN)).toBeNaN()
    expect(yuanToCents(Infinity)).toBeNaN()
  })
})

describe('priceLabel: "a price of 0 or less shows as free"', () => {
  it.each([[0, '免费'], [-100, '免费'], [1, '¥0.01'], [98000, '¥980.00']])('%s -> %s', (cents, label) => {
    expect(priceLabel(cents)).toBe(label)
  })
})

it('shows an original price only above the present price', () => {
  expect(showOriginalPrice(98000, 128000)).toBe(true)
  expect(showOriginalPrice(98000, 98000)).toBe(false)
  expect(showOriginalPrice(98000, 0)).toBe(false)
})
