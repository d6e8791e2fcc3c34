/**
 * index.html's inline script (H5; built by config/early-script.ts with esbuild, run before the app's JS is fetched):
 * starts the first screen's calls of this URL (src/core/earlyCalls.ts) with the stored token, and once an answer
 * names the first screen's largest picture, fetches it at high priority; has the page's first screen drawn from the
 * answer (./first-screen, a script of its own on the key routes); and starts the app: its scripts and the page's own chunks, fetched and run once that
 * first screen is painted (the answer and the picture have the connection to themselves), at once when there is
 * none, and at the latest FIRST_SCREEN_WAIT_MS after the answer came (a slow picture does not hold the app back)
 * or FIRST_SCREEN_WAIT_IN_ALL_MS in all. The request
 * layer's transport takes each answer once (src/platform/earlyData.h5.ts). Anything unexpected starts the app at
 * once, which then asks by itself.
 */
import {
  callKey, earlyCalls, earlyPicture, earlyRequest, mayDrawFirstScreen, TOKEN_CHECK, type EarlyCall, type EarlySession, type EarlyRoute,
} from '@/core/earlyCalls'
import { findRouteIn } from '@/core/routeMatch'
import { tokenFrom } from '@/core/tokens'
import { serviceRoot } from '@/config'
import { mediaUrl } from '@/platform/media'
import { addStylesheet } from './firstScreen/handoff'
import type { EarlyAnswers } from './types'

/** The routes of EARLY_PAGES, from the route table (defined by config/early-script.ts). */
declare const EARLY_ROUTES: EarlyRoute[]
/** Each early page's chunk files (written in by config/early-script.ts EarlyChunksPlugin after the build's chunk graph). */
declare const EARLY_CHUNKS: Record<string, string[]>
/** Each early page's first-screen script (written in by the same plugin). */
declare const FIRST_SCREEN_SRC: Record<string, string>

/**
 * The longest the app waits for the first screen to be painted once the answer it is drawn from has come (its
 * stylesheets, its script and its picture), and in all (an answer that does not come: the app needs it too, but asks
 * again by itself).
 */
export const FIRST_SCREEN_WAIT_MS = 1000
export const FIRST_SCREEN_WAIT_IN_ALL_MS = 3000

/** The app's entry scripts, in order (index.html's #app-scripts, written by the build). */
function appScripts(): string[] {
  try {
    const list = JSON.parse(document.getElementById('app-scripts')?.textContent || '[]') as unknown
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

function addLink(rel: string, href: string, as?: string, priority?: string) {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  if (as) link.as = as
  if (priority) link.setAttribute('fetchpriority', priority)
  document.head.appendChild(link)
}

const scripts = appScripts()
/** The page's own chunks, fetched beside the app's entry (the app would ask for them only once it runs). */
let pageChunks: string[] = []
let started = false
/** Runs the app's scripts (once): in their order, each as soon as it is there, with the page's chunks beside them. */
function startApp() {
  if (started) return
  started = true
  for (const file of pageChunks) addLink('preload', `/${file}`, 'script')
  for (const src of scripts) {
    const script = document.createElement('script')
    script.src = src
    script.async = false
    document.head.appendChild(script)
  }
}

function cookie(name: string): string {
  const m = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)
  return m ? decodeURIComponent(m[1]) : ''
}

/** The uid the app keeps with this token (userData {uid, token} in Taro's storage, src/stores/session.ts), else 0. */
function storedUid(token: string): number {
  try {
    const data = (JSON.parse(localStorage.getItem('userData') || 'null') as { data?: { uid?: unknown; token?: unknown } } | null)?.data
    return token && data?.token === token && typeof data.uid === 'number' ? data.uid : 0
  } catch {
    return 0
  }
}

function start(call: EarlyCall, session: EarlySession, answers: EarlyAnswers) {
  // As the request layer would send the page's own call (src/core/earlyCalls.ts earlyRequest).
  const { url, method, headers, body } = earlyRequest(call, session, serviceRoot(call.service), Date.now())
  const answer = fetch(url, { method, headers, body: body && JSON.stringify(body), credentials: 'same-origin' })
    .then(async (res) => ({ status: res.status, data: await res.json() as unknown }))
    .catch(() => null)
  if (call.picture) {
    void answer.then((a) => {
      const picture = earlyPicture(call.picture, (a?.data as { data?: unknown } | undefined)?.data)
      if (picture) addLink('preload', mediaUrl(picture), 'image', 'high')
    })
  }
  answers.calls[callKey(call.method, url, body)] = answer
  return answer
}

try {
  // The session's own token (src/core/tokens.ts): userToken, token, else the single sign-on cookie SSOTOKEN.
  const token = tokenFrom(cookie)
  const query = Object.fromEntries(new URLSearchParams(location.search))
  const answers: EarlyAnswers = { at: Date.now(), calls: {} }
  const route = findRouteIn(EARLY_ROUTES, location.pathname)
  const uid = storedUid(token)
  // A token whose learner is not known yet (a cookie alone, as single sign-on brings) cannot name the userId that the
  // spec's calls carry: the page then asks for itself, once the session knows the learner.
  const planned = earlyCalls(route, location.pathname, query, !!token)
  const calls = token && !uid && planned.some((call) => call.withUser) ? [] : planned
  const pending = calls.map((call) => start(call, { token, uid }, answers))
  window.__earlyAnswers = answers
  const page = calls.length ? route?.page : undefined
  const files = page ? EARLY_CHUNKS[page] ?? [] : []
  pageChunks = files.filter((f) => !f.endsWith('.css'))
  const firstScreen = page ? FIRST_SCREEN_SRC[page] : undefined
  if (route && page && firstScreen) {
    // The page's stylesheets, applied now: the first screen is laid out by them.
    const styles = files.filter((f) => f.endsWith('.css')).map((f) => addStylesheet(`/${f}`))
    // A page behind login is drawn only once the token check has said the token is good (a stale one goes to login).
    const check = pending[calls.findIndex((c) => c.service === TOKEN_CHECK.service && c.path === TOKEN_CHECK.path)]
    const answer = route.needsLogin
      ? Promise.all([pending[0], check]).then(([a, c]) => (mayDrawFirstScreen(route, c) ? a : null))
      : pending[0]
    void answer.then(() => setTimeout(startApp, FIRST_SCREEN_WAIT_MS))
    setTimeout(startApp, FIRST_SCREEN_WAIT_IN_ALL_MS)
    window.__firstScreenPending = true
    const done = () => {
      window.__firstScreenPending = false
      startApp()
    }
    window.__firstScreen = { route: { ...route, page }, answer, styles, query, done }
    const script = document.createElement('script')
    script.src = firstScreen
    script.onerror = done
    document.head.appendChild(script)
  } else {
    for (const file of files.filter((f) => f.endsWith('.css'))) addLink('preload', `/${file}`, 'style')
    startApp()
  }
} catch {
  startApp()
}
