/**
 * The first screen's calls, known from the URL alone: index.html's inline script (src/platform/earlyData/inline.h5.ts)
 * starts them while the app's JS is still downloading, and the request layer's H5 transport takes each answer instead
 * of asking again (src/platform/earlyData.h5.ts). A call here must be the very call its page makes first (same path,
 * parameters and body): the pages build those queries with the functions below, and the e2e test
 * (tests/e2e/earlyData.e2e.ts) fails when a page asks the server again for a call begun early.
 */
import { SCHOOL_HEADER_NAME, SCHOOL_HEADER_VALUE } from '../../contract/calls/contract'
import type { RouteEntry } from './routes'
import { parseTagStatus } from './order/list'
import { DEFAULT_SCHOOL_ID } from './school'
export { callKey } from './callKey'

export type EarlyService = 'goods' | 'news' | 'order' | 'account' | 'qw'

export interface EarlyCall {
  service: EarlyService
  path: string
  method: 'GET' | 'POST'
  /** Query (GET) or JSON body (POST), without the timestamp and the token. */
  data: Record<string, string | number>
  /** Carries the token as the request layer's auth 'param' does: a `token` parameter (and body field of a POST). */
  withToken: boolean
  /**
   * Names the logged-in learner as the request layer does where the spec names a userId (contract/calls): a `userId`
   * parameter, the stored uid of the token's user.
   */
  withUser?: true
  /** The answer's picture that is the first screen's largest (fetched at high priority as soon as the answer comes). */
  picture?: 'homeBanner' | 'goodsPicture'
}

/** The home page's banner place (docs/spec/content-access.md section 7: "showPlace 26"). */
export const HOME_BANNER_PLACE = 26

type Query = { [key: string]: string | undefined }

const defined = (o: Record<string, string | number | undefined | null>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>

/** findInfoByIdForApp's query from a goods page's URL: goodsId, else tikuGoodsId. */
export function goodsDetailQuery(q: Query): { goodsId?: string; tikuGoodsId?: string } {
  return q.goodsId ? { goodsId: q.goodsId } : { tikuGoodsId: q.tikuGoodsId }
}

/**
 * queryPayGoodsInfo's query from confirm order's URL (the order by any of its three names). The spec names
 * commodityIdListStr and schoolId too: a link naming no courses sends them empty, one naming no school the default
 * school (src/core/school.ts).
 */
export function confirmOrderQuery(q: Partial<Record<'tradeOrderId' | 'orderNo' | 'orderId' | 'commodityIdListStr' | 'commodityIdList' | 'schoolId', string>>): { tradeOrderId?: string; commodityIdListStr: string; schoolId: string } {
  return {
    tradeOrderId: q.tradeOrderId || q.orderNo || q.orderId,
    commodityIdListStr: q.commodityIdListStr || q.commodityIdList || '',
    schoolId: q.schoolId || String(DEFAULT_SCHOOL_ID),
  }
}

/** The session's own calls on the first page shown with a stored token: userInfo (the check) and the staff check. */
const SESSION_CALLS: EarlyCall[] = [
  { service: 'account', path: 'userInfo', method: 'GET', data: {}, withToken: true },
  { service: 'qw', path: 'api/h5/v1/center/user/info', method: 'POST', data: {}, withToken: true },
]

/** The token check among the early calls (userInfo). */
export const TOKEN_CHECK: Pick<EarlyCall, 'service' | 'path'> = SESSION_CALLS[0]

/**
 * Whether a page's first screen may be drawn from its early answer before the app runs: a page behind login only
 * once the token check (userInfo) has answered code 200. A stale token must not show such a page before the app sends
 * the learner to login: the article detail answers any token (its token is optional).
 */
export function mayDrawFirstScreen(route: Pick<EarlyRoute, 'needsLogin'>, tokenCheck: { status: number; data: unknown } | null | undefined): boolean {
  if (!route.needsLogin) return true
  return tokenCheck?.status === 200 && (tokenCheck.data as { code?: unknown } | null)?.code === 200
}

/** The pages whose first calls are known from the URL (index.html's script carries only their routes). */
export const EARLY_PAGES = [
  'pages/home/index',
  'packages/goods/detail/index',
  'packages/article/detail/index',
  'packages/order/confirmOrder/index',
  'packages/order/myOrder/index',
] as const

export type EarlyPage = (typeof EARLY_PAGES)[number]

/**
 * The module that draws each early page's first screen from its first call's answer, before the app's JS
 * (src/platform/earlyData/firstScreen/pages/<name>.h5.ts; each is bundled into a script of its own).
 */
export const FIRST_SCREEN_MODULES: Record<EarlyPage, string> = {
  'pages/home/index': 'home',
  'packages/goods/detail/index': 'goods',
  'packages/article/detail/index': 'article',
  'packages/order/confirmOrder/index': 'confirmOrder',
  'packages/order/myOrder/index': 'myOrder',
}

export type EarlyRoute = Pick<RouteEntry, 'urls' | 'page' | 'needsLogin' | 'title'>

/**
 * The calls the page of `route` (the route serving `pathname`, an H5 URL) with `query` makes first: with a token,
 * the session's checks too; without one, nothing for a page behind login (it goes to /login).
 */
export function earlyCalls(route: EarlyRoute | undefined, pathname: string, query: Query, hasToken: boolean): EarlyCall[] {
  if (!route || (!hasToken && route.needsLogin)) return []
  const calls: EarlyCall[] = []
  switch (route.page) {
    case 'pages/home/index':
      calls.push({ service: 'goods', path: 'app/homePageMergeApi/v2', method: 'POST', data: { showPlaceId: HOME_BANNER_PLACE }, withToken: false, picture: 'homeBanner' })
      break
    case 'packages/goods/detail/index': {
      const q = defined(goodsDetailQuery(query))
      if (Object.keys(q).length) calls.push({ service: 'goods', path: 'goods/front/findInfoByIdForApp', method: 'GET', data: q, withToken: true, picture: 'goodsPicture' })
      break
    }
    case 'packages/article/detail/index': {
      const id = /\/article\/(\d+)\/?$/.exec(pathname)?.[1]
      if (id) calls.push({ service: 'news', path: 'app/queryAppInformationDetailInfo', method: 'GET', data: { id }, withToken: true })
      break
    }
    case 'packages/order/confirmOrder/index': {
      const { tradeOrderId, ...rest } = confirmOrderQuery(query)
      if (tradeOrderId) calls.push({ service: 'order', path: 'queryPayGoodsInfo', method: 'GET', data: { tradeOrderId, ...rest }, withToken: true, withUser: true })
      break
    }
    case 'packages/order/myOrder/index':
      calls.push({ service: 'order', path: 'getOrderList', method: 'GET', data: { pageSize: 10, tagStatus: parseTagStatus(query.tagStatus), page: 1 }, withToken: true, withUser: true })
      break
    default:
      break
  }
  if (hasToken) calls.push(...SESSION_CALLS)
  return calls
}

/** Who asks: the stored token ('' for a guest) and the uid stored with it (0 when none is known). */
export interface EarlySession {
  token: string
  uid: number
}

export interface EarlyRequest {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: Record<string, string | number>
}

/**
 * The request of an early call, as the request layer would send the page's own (src/services/request.ts): the data as
 * query (GET) or JSON body (POST), the token and the learner's userId where the call carries them, the timestamp `t`
 * and the school header. `root` is the service's root.
 */
export function earlyRequest(call: EarlyCall, session: EarlySession, root: string, now: number): EarlyRequest {
  const params: Record<string, string> = {}
  if (call.method === 'GET') for (const [k, v] of Object.entries(call.data)) params[k] = String(v)
  const body: Record<string, string | number> | undefined = call.method === 'POST' ? { ...call.data } : undefined
  if (call.withToken && session.token) {
    params.token = session.token
    if (body) body.token = session.token
  }
  if (call.withUser && session.token && session.uid) {
    if (body) body.userId = session.uid
    else params.userId = String(session.uid)
  }
  const headers: Record<string, string> = { [SCHOOL_HEADER_NAME]: SCHOOL_HEADER_VALUE }
  if (body) headers['Content-Type'] = 'application/json'
  return { url: `${root}/${call.path}?${new URLSearchParams({ ...params, t: String(now) })}`, method: call.method, headers, body }
}

/** The first-screen picture's path in an answer's data, for `picture`. */
export function earlyPicture(kind: EarlyCall['picture'], data: unknown): string | undefined {
  const d = data as { banners?: { pic?: string }[]; pics?: string[]; thumbPath?: string } | null
  if (!d) return undefined
  if (kind === 'homeBanner') return d.banners?.[0]?.pic || undefined
  if (kind === 'goodsPicture') return d.pics?.[0] || d.thumbPath || undefined
  return undefined
}
