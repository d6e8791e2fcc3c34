import { parseCourseIdList, toggleCourse } from './courseChoice'

describe('toggleCourse: exactly chooseNum courses', () => {
  it.each<[string, number[], number, number, number[], string]>([
    ['adds under the limit', [1], 2, 2, [1, 2], ''],
    ['removes a chosen one', [1, 2], 1, 2, [2], ''],
    ['refuses past the limit', [1, 2], 3, 2, [1, 2], '最多选择2门课程'],
    ['first pick', [], 5, 3, [5], ''],
  ])('%s', (_n, chosen, id, max, next, refused) => {
    expect(toggleCourse(chosen, id, max)).toEqual({ chosen: next, refused })
  })
})

it.each<[string | undefined, number[]]>([
  ['11,12', [11, 12]], [' 3 , x, 4,', [3, 4]], ['', []], [undefined, []], ['-1,0,2.5', []],
])('parseCourseIdList(%p)', (text, ids) => {
  expect(parseCourseIdList(text)).toEqual(ids)
})
