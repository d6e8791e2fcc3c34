/** One typed client per backend service, all over the one request layer. */
import { http } from './http'
import { createAccountApi } from './account'
import { createGoodsApi } from './goods'
import { createNewsApi } from './news'
import { createOrderApi } from './order'
import { createWechatApi } from './wechat'
import { createKnowledgeApi } from './knowledge'
import { createLiveApi } from './live'
import { createQwApi } from './qw'
import { createStudentAidApi } from './studentAid'
import { createPracticeApi } from './practice'

export const accountApi = createAccountApi(http)
export const goodsApi = createGoodsApi(http)
export const orderApi = createOrderApi(http)
export const newsApi = createNewsApi(http)
export const wechatApi = createWechatApi(http)
export const knowledgeApi = createKnowledgeApi(http)
export const studentAidApi = createStudentAidApi(http)
export const liveApi = createLiveApi(http)
export const qwApi = createQwApi(http)
export const practiceApi = createPracticeApi(http)
