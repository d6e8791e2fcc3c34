/**
 * The reference server under load: autocannon in this process (the server runs in its own) on loopback, 50
 * connections, a short warm-up then a timed run per endpoint. Requests carry the browser's Accept-Encoding, so the
 * answers are compressed as the app gets them.
 */
import autocannon from 'autocannon'

export const CONNECTIONS = 50
const WARM_UP_SECONDS = 2

export interface LoadFigures {
  name: string
  path: string
  connections: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number
  /** The server's CPU time (user + system) over the timed run divided by its requests; absent when not measured. */
  cpuMsPerRequest?: number
}

/**
 * The order list of the bench learner (first page of 1 000), the first page of an article list, and a write: a goods
 * visit counted (one UPDATE committed per request, so its figures carry the database's durability cost).
 */
export function loadTargets(token: string): { name: string; path: string }[] {
  return [
    { name: 'order list', path: `/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=${token}` },
    { name: 'article list', path: '/api/news/app/informationList/v3?id=1&showCount=999&provinceId=0&currentPage=1&pageSize=10' },
    { name: 'visit count (a write)', path: '/api/goods/front/updateGoodsCountVisit?goodsId=1' },
  ]
}

/** `cpuMs`: the server's CPU time so far (RunningServer.cpuMs), read around the timed run. */
export async function measureLoad(baseUrl: string, target: { name: string; path: string }, seconds: number, cpuMs?: () => number): Promise<LoadFigures> {
  const url = baseUrl + target.path
  const check = (await (await fetch(url)).json()) as { code: number }
  if (check.code !== 200) throw new Error(`${target.name} answers code ${check.code}: nothing to load-test`)
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' }
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers })
  const cpuBefore = cpuMs?.()
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  const cpuAfter = cpuMs?.()
  return {
    ...target,
    connections: CONNECTIONS,
    seconds,
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0 ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / r.requests.total } : {}),
  }
}
