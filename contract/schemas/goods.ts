/** Request schemas of the goods service that the app's types share (contract/goods.ts derives its request types from them). */
import { Type } from '@sinclair/typebox'
import { idSchema, intEnum, params, str } from './builders'

/** 1-based page and page size (capped by the list helper). */
export const pageProps = { currentPage: Type.Optional(Type.Integer({ minimum: 1 })), pageSize: Type.Optional(Type.Integer({ minimum: 1 })) }

/** POST goodsCenterGoods body. */
export const GoodsCenterQuerySchema = params({ categoryId: Type.Optional(idSchema), ...pageProps })

/** GET searchGoods query: an empty keyword answers 400 请输入搜索内容 (checked by the route). */
export const SearchGoodsQuerySchema = params({ keyword: Type.Optional(str(50)), ...pageProps })

/** GET updateBannerGoodsPvCount query: a banner's show (type 0) or click (1). */
export const BannerPvQuerySchema = params({
  bannerId: idSchema,
  showPlaceId: Type.Optional(Type.Integer()),
  websiteId: Type.Optional(Type.Integer()),
  type: intEnum([0, 1]),
})
