import { courseChoiceText, goodsPageTitle, validityText } from './goods'

it.each([[0, '单科课程'], [1, '全科课程'], [2, '实习就业'], [4, 'VIP班'], [5, '职业证书'], [6, '考证题库'], [3, '课程详情'], [undefined, '课程详情']])(
  'goods type %s is titled %s', (type, title) => {
    expect(goodsPageTitle(type)).toBe(title)
  },
)

it('validity in months', () => {
  expect(validityText(12)).toBe('有效期12个月')
  expect(validityText(0)).toBe('')
})

it('course choice count', () => {
  expect(courseChoiceText(1, 3)).toBe('已选1/3门')
})
