import { groupByInitial } from './cities'

it('groups cities by initial, letters in order', () => {
  const cities = [
    { initial: 's', cityName: '上海' }, { initial: 'B', cityName: '北京' }, { initial: 'S', cityName: '深圳' }, { initial: '', cityName: '某地' },
  ]
  expect(groupByInitial(cities).map(([k, list]) => [k, list.map((c) => c.cityName)])).toEqual([
    ['#', ['某地']], ['B', ['北京']], ['S', ['上海', '深圳']],
  ])
})
