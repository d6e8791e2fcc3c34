import { PATHS } from './links'

/** Spec URLs the storefront pages link to (docs/spec/content-access.md section 2; docs/spec/ordering-payment.md section 2). */
export const SCHOOL_URL = PATHS.school
export const SEARCH_URL = PATHS.search
export const VIP_LIST_URL = PATHS.vipList
export const MY_ORDER_URL = PATHS.myOrder
/** This app's own: the learner's collected goods (the spec has no page for them). */
export const FAVOURITES_URL = PATHS.favourites
/** Its tabs: collected goods (课程) and collected articles (资讯, myFavoritesNews); `?tab=articles` opens the second. */
export type FavouritesTab = 'goods' | 'articles'
export function favouritesTab(param: string | undefined): FavouritesTab {
  return param === 'articles' ? 'articles' : 'goods'
}
export const KEFU_URL = PATHS.kefu
/** The privacy policy (docs/spec/content-access.md section 2 "/protocol (privacy policy)"). */
export const PROTOCOL_URL = PATHS.protocol
/** The topic landing (CPA funnel and one topic per course category). */
export const SPECIAL_TOPIC_URL = PATHS.specialTopic
/** The practical courses channel (docs/spec/content-access.md section 2 "/subChannel/practicalCourse"). */
export const PRACTICE_URL = PATHS.practicalCourse
/** The knowledge store's home (section 2 "Knowledge store: /knowledge-shop"). */
export const KNOWLEDGE_HOME_URL = PATHS.knowledgeHome
