// What a page of the explorer sends: each request of the app (it carries the school header) named by the calls'
// contract, the reads among them, the counters held unanswered, the requests still out, and what the contract does
// not know. The API's base is found from the requests themselves (the server serves the app and /api on one origin).
import type { Frame, Page, Request, Route } from 'playwright-core'
import { isMediaRoute } from '../../../contract/calls/media'
import { checkRequest, referenceRoots, SCHOOL_HEADER_NAME, SERVICES, type CallName } from '../../../contract/calls'

/** The maps service's stand-in on the reference server. */
const MAPS = '/sandbox/maps/ws/location/v1/ip'
const SERVICE_IN_PATH = new RegExp(`^(.*?)/(${SERVICES.filter((s) => s !== 'maps').join('|')})/`)

/**
 * Calls that count or report (their names say report/pv/click/visit/views/volume, or update a count): never waited
 * for by a tap. Reads of a count (examPaperCount, disCount) are reads.
 */
export const isCounter = (name: string) => /report|pv|click|visit|views|volume|update\w*count/i.test(name)

/** POST calls that read (the rest of the POSTs write: a login, a favourite, an order choice). */
const READ_POSTS = /^(homePageMergeApi\/v2|goodsCenterGoods|mkMeRank|disCount|ExamResultsRank\/list|myFavoritesNews|getLoanFailMsg|queryOrderStatus|biz\/customer\/list|record\/list|checkUniversity)$/

export interface Sent { name?: CallName; method: string; url: string; read: boolean; counter: boolean; problems: string[]; at: number }

/**
 * The contract's name for a request of the app: one carrying the school header, or any the page sends under the
 * API's base (a player or a script may send one past the request layer); null for others (the app's files, the sandbox, media).
 */
export function nameOf(request: Request, loggedIn: boolean): { name?: CallName; problems: string[] } | null {
  const headers = request.headers()
  const url = new URL(request.url())
  if (!headers[SCHOOL_HEADER_NAME.toLowerCase()] && !url.pathname.startsWith('/api/')) return null
  // A clip a <video> fetches (contract/calls/media.ts): media, not a call.
  if (isMediaRoute(request.method(), url.pathname)) return null
  const base = url.pathname.match(SERVICE_IN_PATH)?.[1] ?? '/api'
  const verdict = checkRequest(
    { method: request.method(), url: url.pathname + url.search, headers, body: request.postData() ?? undefined, loggedIn },
    referenceRoots(base, MAPS),
  )
  return verdict
}

export const isRead = (s: { name?: string; method: string; counter: boolean }) =>
  !!s.name && !s.counter && (s.method === 'GET' || READ_POSTS.test(s.name))

/**
 * A read of the screen's own: the learner's session (userInfo, wxGetUserInfo, and the staff's center/user/info), asked
 * by the app on every load whatever the screen, is the login's business, not the screen's.
 */
const SESSION_READS = new Set<string>(['userInfo', 'getUserInfo', 'wxGetUserInfo', 'center/user/info'])
export const screenRead = (s: Sent) => s.read && !SESSION_READS.has(s.name!)

/**
 * Watches one page: every request of the app (`sent`), those still out (`out`, held counters aside), and the
 * counters held unanswered (`hold`) while `hangCounters` is set.
 */
export class Watch {
  sent: Sent[] = []
  private out = new Set<Request>()
  private held: Route[] = []
  hangCounters = true

  constructor(readonly page: Page, readonly loggedIn: boolean) {
    page.on('request', (r) => {
      const verdict = nameOf(r, loggedIn)
      if (!verdict) return
      const counter = !!verdict.name && isCounter(verdict.name)
      const sent: Sent = { name: verdict.name, method: r.method(), url: r.url(), read: false, counter, problems: verdict.problems, at: Date.now() }
      sent.read = isRead(sent)
      this.sent.push(sent)
      if (!counter) this.out.add(r)
    })
    const done = (r: Request) => this.out.delete(r)
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  }

  /** Holds a counter call unanswered (never fulfilled: a tap must not wait for it); false for any other request. */
  hold(route: Route): boolean {
    const verdict = nameOf(route.request(), this.loggedIn)
    if (!this.hangCounters || !verdict?.name || !isCounter(verdict.name)) return false
    this.held.push(route)
    return true
  }

  /** Until no request of the app is out for 500 ms (at most `timeout`), counters held aside. */
  async quiet(timeout = 10_000) {
    const deadline = Date.now() + timeout
    let since = Date.now()
    while (Date.now() < deadline) {
      if (this.out.size) since = Date.now()
      else if (Date.now() - since >= 500) return
      // Polling the watcher's own count of open requests: no page event says "none out for 500 ms".
      await this.page.waitForTimeout(100)
    }
  }

  /**
   * Loads `url` and returns when its document committed: a request logged after that is the new document's (one the
   * page before sends while the load starts is not).
   */
  async load(url: string): Promise<number> {
    let committed = 0
    const onNavigated = (frame: Frame) => { if (frame === this.page.mainFrame() && !committed) committed = Date.now() }
    this.page.on('framenavigated', onNavigated)
    try {
      await this.page.goto(url)
    } finally {
      this.page.off('framenavigated', onNavigated)
    }
    return committed || Date.now()
  }

  /** The requests sent since `mark` (an index into `sent`). */
  since(mark: number): Sent[] {
    return this.sent.slice(mark)
  }

  /** Counters held right now. */
  get heldCount() {
    return this.held.length
  }

  release() {
    for (const r of this.held.splice(0)) r.abort().catch(() => undefined)
  }
}
