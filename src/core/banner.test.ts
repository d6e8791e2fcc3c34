// The banner pv query (docs/spec/content-access.md section 7: "type 0 on show, 1 on click; bannerId, showPlaceId, websiteId").
import type { Banner } from '@contract/goods'
import { AD_SLOTS, BANNER_PV, adPlaces, bannerPvQuery } from './banner'

const banner: Banner = { id: 7, pic: '/p.png', type: 1, url: '', goodsInfoId: 3, websiteId: 2, showPlaceId: 26, configId: 9 }

it.each<[string, 0 | 1]>([['show', BANNER_PV.show], ['click', BANNER_PV.click]])('%s', (_name, type) => {
  expect(bannerPvQuery(banner, type)).toEqual({ bannerId: 7, showPlaceId: 26, websiteId: 2, type })
})

it('show is type 0 and click type 1', () => {
  expect(BANNER_PV).toEqual({ show: 0, click: 1 })
})

// "banner ad ids 37/38/39 in production, 62/63/64 otherwise" (section 9), one per ad place.
describe('adPlaces', () => {
  it.each([
    ['production', '', { articleDetail: 37, goods: 38, mine: 39 }],
    [' Production ', '', { articleDetail: 37, goods: 38, mine: 39 }],
    ['', '', { articleDetail: 62, goods: 63, mine: 64 }],
    ['test', '', { articleDetail: 62, goods: 63, mine: 64 }],
    ['prod', '', { articleDetail: 62, goods: 63, mine: 64 }],
    ['production', '70, 71,72', { articleDetail: 70, goods: 71, mine: 72 }],
    ['', '70,71', { articleDetail: 62, goods: 63, mine: 64 }],
    ['production', '70,x,72', { articleDetail: 37, goods: 38, mine: 39 }],
    ['', '0,1,2', { articleDetail: 62, goods: 63, mine: 64 }],
    ['', '1.5,2,3', { articleDetail: 62, goods: 63, mine: 64 }],
  ])('deploy env %j, override %j', (env, override, expected) => {
    expect(adPlaces(env, override)).toEqual(expected)
  })

  it('has a place for each slot', () => {
    expect(Object.keys(adPlaces(''))).toEqual([...AD_SLOTS])
  })
})
