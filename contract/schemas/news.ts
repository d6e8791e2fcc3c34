/** Request schemas of the news service that the app's types share (contract/news.ts derives its request types from them). */
import { Type } from '@sinclair/typebox'
import { idSchema, params } from './builders'
import { pageProps } from './goods'

export const provinceIdSchema = Type.Integer({ minimum: 0 })
const opt = Type.Optional(idSchema)

/** GET informationList/v3: a sub-tag (catalogId) or a whole site (id). */
export const NewsListQuerySchema = params({
  // `id` is labelled for orders in validation.ts: this one says what it is
  id: Type.Optional(Type.Integer({ minimum: 1, 'x-msg': '请传入正确的站点id' })),
  catalogId: opt,
  /** Cap on the whole list (999). */
  showCount: Type.Optional(Type.Integer({ minimum: 1 })),
  /** 0 nationwide (all articles); otherwise that province's articles and the nationwide ones. */
  provinceId: Type.Optional(provinceIdSchema),
  ...pageProps,
})

/** GET recommendInformationList/v3: the same sub-tag as the article, 5 a page. */
export const RecommendQuerySchema = params({
  informationId: opt,
  informationTypeId: opt,
  informationType: Type.Optional(Type.Integer()),
  provinceId: Type.Optional(provinceIdSchema),
  currentPage: pageProps.currentPage,
})
