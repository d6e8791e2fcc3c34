/**
 * One typed client per backend service, all over the one request layer. Each module makes its own client, so the
 * entry carries only those the start-up code uses; a feature's client loads with its pages.
 */
export { accountApi } from './account'
export { goodsApi } from './goods'
export { orderApi } from './order'
export { newsApi } from './news'
export { wechatApi } from './wechat'
export { knowledgeApi } from './knowledge'
export { studentAidApi } from './studentAid'
export { liveApi } from './live'
export { qwApi } from './qw'
export { practiceApi } from './practice'
export { mapsApi } from './maps'
export { reportApi } from './report'
