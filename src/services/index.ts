/** One typed client per backend service, all over the one request layer. */
import { http } from './http'
import { createAccountApi } from './account'
import { createGoodsApi } from './goods'
import { createNewsApi } from './news'
import { createOrderApi } from './order'
import { createPracticeApi } from './practice'

export const accountApi = createAccountApi(http)
export const goodsApi = createGoodsApi(http)
export const orderApi = createOrderApi(http)
export const newsApi = createNewsApi(http)
export const practiceApi = createPracticeApi(http)
