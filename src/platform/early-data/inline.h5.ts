/**
 * index.html's inline script (H5; built by config/early-script.ts with esbuild, run before the app's JS is fetched):
 * starts the first screen's calls of this URL (src/core/earlyCalls.ts) with the stored token, and once an answer
 * names the first screen's largest picture, fetches it at high priority; and preloads the page's own chunks. The
 * request layer's transport takes each answer once (src/platform/early-data.h5.ts). Anything unexpected leaves the app
 * to ask by itself.
 */
import { callKey, earlyCalls, earlyPicture, type EarlyCall, type EarlyRoute } from '@/core/earlyCalls'
import { findRouteIn } from '@/core/routes'
import { SCHOOL_HEADER, serviceRoot } from '@/services/config'
import { mediaUrl } from '@/platform/media'
import type { EarlyAnswers } from './types'

/** The routes of EARLY_PAGES, from the route table (defined by config/early-script.ts). */
declare const EARLY_ROUTES: EarlyRoute[]
/** Each early page's chunk files (written in by config/early-script.ts EarlyChunksPlugin after the build's chunk graph). */
declare const EARLY_CHUNKS: Record<string, string[]>

/** The page's own chunks, fetched beside the app's entry (the app would ask for them only once it runs). */
function preloadChunks(page: string) {
  for (const file of EARLY_CHUNKS[page] ?? []) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = file.endsWith('.css') ? 'style' : 'script'
    link.href = `/${file}`
    document.head.appendChild(link)
  }
}

function cookie(name: string): string {
  const m = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)
  return m ? decodeURIComponent(m[1]) : ''
}

function preloadPicture(path: string | undefined) {
  if (!path) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = mediaUrl(path)
  link.setAttribute('fetchpriority', 'high')
  document.head.appendChild(link)
}

function start(call: EarlyCall, token: string, answers: EarlyAnswers) {
  const params: Record<string, string> = {}
  for (const [k, v] of Object.entries(call.data)) if (call.method === 'GET') params[k] = String(v)
  const body: Record<string, string | number> | undefined = call.method === 'POST' ? { ...call.data } : undefined
  if (call.withToken && token) {
    params.token = token
    if (body) body.token = token
  }
  const url = `${serviceRoot(call.service)}/${call.path}?${new URLSearchParams({ ...params, t: String(Date.now()) })}`
  const headers: Record<string, string> = { ...SCHOOL_HEADER }
  if (body) headers['Content-Type'] = 'application/json'
  const answer = fetch(url, { method: call.method, headers, body: body && JSON.stringify(body), credentials: 'same-origin' })
    .then(async (res) => ({ status: res.status, data: await res.json() as unknown }))
    .catch(() => null)
  if (call.picture) void answer.then((a) => preloadPicture(earlyPicture(call.picture, (a?.data as { data?: unknown } | undefined)?.data)))
  answers.calls[callKey(call.method, url, body)] = answer
}

try {
  const token = cookie('token')
  const query = Object.fromEntries(new URLSearchParams(location.search))
  const answers: EarlyAnswers = { at: Date.now(), calls: {} }
  const route = findRouteIn(EARLY_ROUTES, location.pathname)
  for (const call of earlyCalls(route, location.pathname, query, !!token)) start(call, token, answers)
  if (route?.page && (token || !route.needsLogin)) preloadChunks(route.page)
  window.__earlyAnswers = answers
} catch {
  // The app asks for itself.
}
