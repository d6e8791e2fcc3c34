import { placeOf } from './location'

// Section 7: "Maps-service IP location GET with a fixed {key} param (result.ad_info.province used)".
describe('placeOf: "result.ad_info.province used"', () => {
  // The reference server's sandbox answer for 198.51.100.7 (server/lib/sandbox/ipLocation.ts), as the app receives `result`.
  const answered = {
    ip: '198.51.100.7',
    location: { lat: 30.65984, lng: 104.10194 },
    ad_info: { nation: '中国', province: '四川省', city: '成都市', district: '', adcode: 510100 },
  }

  it.each<[string, unknown, ReturnType<typeof placeOf>]>([
    ['a located answer: its province and city', answered, { province: '四川省', city: '成都市' }],
    ['a province without a city', { ad_info: { province: '北京市' } }, { province: '北京市', city: '' }],
    ['spaces around the names are dropped', { ad_info: { province: ' 广东省 ', city: ' 广州市' } }, { province: '广东省', city: '广州市' }],
    ['an empty province is no place', { ad_info: { province: '', city: '成都市' } }, null],
    ['a province that is not text is no place', { ad_info: { province: 44 } }, null],
    ['no ad_info', { ip: '1.2.3.4' }, null],
    ['ad_info null', { ad_info: null }, null],
    ['no result (a failed lookup)', undefined, null],
    ['a result that is text', 'query ok', null],
  ])('%s', (_name, result, place) => {
    expect(placeOf(result)).toEqual(place)
  })
})
