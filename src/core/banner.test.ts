// The banner pv query (content-access.md section 7: "type 0 on show, 1 on click; bannerId, showPlaceId, websiteId").
import type { Banner } from '@shared/goods'
import { BANNER_PV, bannerPvQuery } from './banner'

const banner: Banner = { id: 7, pic: '/p.png', type: 1, url: '', goodsInfoId: 3, websiteId: 2, showPlaceId: 26, configId: 9 }

it.each<[string, 0 | 1]>([['show', BANNER_PV.show], ['click', BANNER_PV.click]])('%s', (_name, type) => {
  expect(bannerPvQuery(banner, type)).toEqual({ bannerId: 7, showPlaceId: 26, websiteId: 2, type })
})

it('show is type 0 and click type 1', () => {
  expect(BANNER_PV).toEqual({ show: 0, click: 1 })
})
