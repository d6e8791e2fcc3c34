/**
 * The number-to-Chinese helper (content-access.md section 5): digits with an optional decimal part become Chinese
 * numerals ('1205.5' -> '一千二百零五点五'); anything else gives 'Number is wrong!' (the caller shows it; the spec's
 * page alerts it). Design choices where the spec is silent: a leading 一十 reads 十 (10 -> 十, 150000 -> 十五万),
 * leading zeros are dropped (007 -> 七, 0 -> 零), decimal digits are read one by one as written (1.50 -> 一点五零),
 * groups of four digits take 万, 亿, 万亿, 亿亿, ... and no sign, exponent, separator or space is accepted.
 */

export const NUMBER_IS_WRONG = '数字格式有误！' // spec: 'Number is wrong!'

/** Digits with an optional decimal part: '12', '0.5', '007.10' (not '', '.5', '5.', '-1', '1e3', ' 1'). */
export const NUMBER_RE = /^\d+(\.\d+)?$/

const DIGITS = '零一二三四五六七八九'
const SMALL_UNITS = ['', '十', '百', '千']

/** Unit of the n-th group of four digits from the right: '', 万, 亿, 万亿, 亿亿, ... */
const groupUnit = (n: number) => (n % 2 === 1 ? '万' : '') + '亿'.repeat(Math.floor(n / 2))

function integerToChinese(digits: string): string {
  const int = digits.replace(/^0+/, '')
  if (int === '') return DIGITS[0]
  const groups: string[] = []
  for (let end = int.length; end > 0; end -= 4) groups.unshift(int.slice(Math.max(0, end - 4), end))
  let out = ''
  let zeroPending = false
  groups.forEach((group, gi) => {
    if (/^0+$/.test(group)) {
      zeroPending = true
      return
    }
    for (let i = 0; i < group.length; i++) {
      const d = Number(group[i])
      if (d === 0) {
        zeroPending = true
        continue
      }
      if (zeroPending && out !== '') out += DIGITS[0]
      zeroPending = false
      out += DIGITS[d] + SMALL_UNITS[group.length - 1 - i]
    }
    out += groupUnit(groups.length - 1 - gi)
  })
  return out.startsWith('一十') ? out.slice(1) : out
}

export function numberToChinese(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !NUMBER_RE.test(text)) return NUMBER_IS_WRONG
  const [int, dec] = text.split('.')
  const whole = integerToChinese(int)
  return dec === undefined ? whole : `${whole}点${[...dec].map((d) => DIGITS[Number(d)]).join('')}`
}
