import { NUMBER_IS_WRONG, numberToChinese } from './numberToChinese'

// content-access.md section 5: "Number-to-Chinese helper accepts only digits with an optional decimal part, else
// alerts 'Number is wrong!'".
describe('numberToChinese', () => {
  it.each<[string | number, string]>([
    ['0', '零'],
    ['7', '七'],
    ['10', '十'],
    ['15', '十五'],
    ['20', '二十'],
    ['101', '一百零一'],
    ['110', '一百一十'],
    ['1001', '一千零一'],
    ['1010', '一千零一十'],
    ['1205', '一千二百零五'],
    ['10000', '一万'],
    ['10001', '一万零一'],
    ['10010', '一万零一十'],
    ['11000', '一万一千'],
    ['100000', '十万'],
    ['150000', '十五万'],
    ['1000001', '一百万零一'],
    ['10000001', '一千万零一'],
    ['100000000', '一亿'],
    ['100010000', '一亿零一万'],
    ['100100000', '一亿零一十万'],
    ['1000000000', '十亿'],
    ['1234567890', '十二亿三千四百五十六万七千八百九十'],
    ['1000000000000', '一万亿'],
    ['10000000000000000', '一亿亿'],
    ['007', '七'],
    ['000', '零'],
    ['0.5', '零点五'],
    ['00.5', '零点五'],
    ['1.50', '一点五零'],
    ['1205.5', '一千二百零五点五'],
    ['10.01', '十点零一'],
    [42, '四十二'],
    [3.14, '三点一四'],
  ])('%p -> %p', (input, out) => {
    expect(numberToChinese(input)).toBe(out)
  })

  it.each<unknown>(['', '.', '.5', '5.', '1.2.3', '-1', '+1', '1e3', ' 1', '1 ', '1,000', '１２', 'abc', -1, 1e21, NaN, Infinity, null, undefined])(
    '%p -> Number is wrong!',
    (input) => {
      expect(numberToChinese(input as string)).toBe(NUMBER_IS_WRONG)
      expect(NUMBER_IS_WRONG).toBe('数字格式有误！')
    },
  )
})
