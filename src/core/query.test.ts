import { decodeParam } from './query'

it.each<[string | undefined | null, string]>([
  ['%E5%88%9D%E7%BA%A7%E4%BC%9A%E8%AE%A1', '初级会计'], ['初级会计', '初级会计'], ['100%', '100%'], ['a%2Fb', 'a/b'], [undefined, ''], [null, ''],
])('decodeParam(%p) = %p', (raw, value) => {
  expect(decodeParam(raw)).toBe(value)
})
