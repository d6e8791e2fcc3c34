import { agreementEducationOptions, educationChoices, EDUCATION_FALLBACK, readEducationDict } from './education'

// docs/spec/content-access.md section 7: "GET /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)"; section 3 "Education option:
// value, label"; docs/spec/ordering-payment.md section 3 "(values not shown; default index 0)".

/** `result` as the reference server answers it (server/__tests__/staff.test.ts asks the same call). */
const SERVER_RESULT = [
  { value: 1, label: '初中及以下' },
  { value: 2, label: '高中/中专' },
  { value: 3, label: '大专' },
  { value: 4, label: '本科' },
  { value: 5, label: '硕士及以上' },
]

describe('readEducationDict: "reads result"', () => {
  it.each<[string, unknown, ReturnType<typeof readEducationDict>]>([
    ["the server's result, as it is", SERVER_RESULT, SERVER_RESULT],
    ['another dictionary, in its order', [{ value: 7, label: '博士' }, { value: 6, label: '研究生' }], [{ value: 7, label: '博士' }, { value: 6, label: '研究生' }]],
    ['entries without a positive integer value or a label are left out', [{ value: 0, label: '请选择' }, { value: 2.5, label: 'x' }, { value: '3', label: '大专' }, { value: 4, label: ' ' }, { value: 5, label: '硕士' }], [{ value: 5, label: '硕士' }]],
    ['a repeated value keeps its first label', [{ value: 1, label: '甲' }, { value: 1, label: '乙' }], [{ value: 1, label: '甲' }]],
    ['labels are trimmed', [{ value: 1, label: ' 大专 ' }], [{ value: 1, label: '大专' }]],
    ['an empty list: none', [], null],
    ['no result (only data): none', undefined, null],
    ['result that is no list: none', { value: 1, label: '大专' }, null],
    ['nothing usable: none', [null, 3, 'x'], null],
  ])('%s', (_name, result, options) => {
    expect(readEducationDict(result)).toEqual(options)
  })
})

describe('the constants stand in when the dictionary gives none ("the current constants as the fallback")', () => {
  it("the fallback is the server's dictionary as it answers today (so both read the same)", () => {
    expect(EDUCATION_FALLBACK).toEqual(SERVER_RESULT)
  })
  it.each<[string, Parameters<typeof educationChoices>[0], readonly { value: number; label: string }[]]>([
    ['a dictionary', [{ value: 9, label: '其他' }], [{ value: 9, label: '其他' }]],
    ['none (the call failed)', null, SERVER_RESULT],
    ['an empty one', [], SERVER_RESULT],
  ])('choices with %s', (_name, dict, choices) => {
    expect(educationChoices(dict)).toEqual(choices)
  })
})

describe('the agreement picker: "default index 0" is 请选择, then the choices', () => {
  it('with the dictionary', () => {
    expect(agreementEducationOptions([{ value: 9, label: '其他' }])).toEqual([{ value: 0, label: '请选择' }, { value: 9, label: '其他' }])
  })
  it('without it', () => {
    expect(agreementEducationOptions(null)).toEqual([{ value: 0, label: '请选择' }, ...SERVER_RESULT])
  })
})
