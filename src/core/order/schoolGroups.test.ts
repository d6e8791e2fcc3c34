// The national-guidance group of section 4 ("pending gives cancel (not for three special national-guidance schools)")
// read from configuration: comma-separated school ids.
import { parseSchoolIds } from './schoolGroups'

it.each<[string | undefined, number[] | null]>([
  [undefined, null],
  ['', null],
  ['  ', null],
  ['7,8,9', [7, 8, 9]],
  [' 12 , 13 ', [12, 13]],
  ['7,,8', [7, 8]],
  ['none', []],
  ['NONE', []],
])('%p: %p (null: not configured, the default applies)', (value, ids) => {
  expect(parseSchoolIds(value)).toEqual(ids)
})

it('refuses what is not a list of school ids, so a typo cannot quietly give every school a cancel button', () => {
  expect(() => parseSchoolIds('7;8')).toThrow(/school ids/)
  expect(() => parseSchoolIds('cjZsgzt')).toThrow(/school ids/)
  expect(() => parseSchoolIds('-1')).toThrow(/school ids/)
})
