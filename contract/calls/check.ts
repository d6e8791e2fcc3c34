/**
 * Checks one request as it left the app against the contract (./contract.ts): a call of the table the app makes,
 * sent at its own path with its method, its body kind and its token's place, the school header and the timestamp
 * every call carries (docs/spec/content-access.md sections 6 and 7), and every parameter the spec names. The jest, mini-program
 * and Chromium suites record what the app sends and fail on any problem this finds.
 */
import { CALLS, type CallName } from './table'
import { GATEWAY_LAYOUT, SCHOOL_HEADER_NAME, SCHOOL_HEADER_VALUE, SERVICES, servedPaths, type Call, type Service } from './contract'

export interface SentRequest {
  method: string
  /** Absolute or root-relative, with its query. */
  url: string
  /** Header names in any case. */
  headers: Record<string, unknown>
  /** The body: an object, or its text (JSON or a form). */
  body?: unknown
  /** Whether a learner was logged in when the app sent it (their token stored): the learner's own parameters are due then. */
  loggedIn: boolean
}

/** Each service's root as the app was built with it (absolute or root-relative). */
export type ServiceRoots = Record<Service, string>

export interface Verdict {
  /** The call it was taken for, when one of the table's paths matched. */
  name?: CallName
  problems: string[]
}

const BASE = 'http://contract.invalid'
const pathOf = (url: string) => new URL(url, BASE).pathname.replace(/\/+$/, '')

/** The service whose root holds `pathname`, and the path below it (the longest root wins). */
export function serviceOf(pathname: string, roots: ServiceRoots): { service: Service; rest: string } | null {
  let best: { service: Service; rest: string; length: number } | null = null
  for (const service of SERVICES) {
    const root = pathOf(roots[service])
    if (pathname !== root && !pathname.startsWith(`${root}/`)) continue
    if (best && best.length >= root.length) continue
    best = { service, rest: pathname.slice(root.length).replace(/^\//, ''), length: root.length }
  }
  return best && { service: best.service, rest: best.rest }
}

function pathPattern(path: string): RegExp {
  const escaped = path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${escaped.join('/')}$`)
}

/** The calls of `service` answering `rest`: by their own path, or by an alias (which the app never sends). */
function callsAt(service: Service, rest: string): { name: CallName; call: Call; alias: boolean }[] {
  const found: { name: CallName; call: Call; alias: boolean }[] = []
  for (const [name, call] of Object.entries(CALLS) as [CallName, Call][]) {
    if (call.service !== service) continue
    if (pathPattern(call.path).test(rest)) found.push({ name, call, alias: false })
    else if (servedPaths(call).some((p) => pathPattern(p).test(rest))) found.push({ name, call, alias: true })
  }
  return found
}

function lowerKeys(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k.toLowerCase(), String(v)]))
}

/** Top-level parameter names (`a[0]`, `a[b]` name `a`). */
function namesOf(params: Iterable<string>): Set<string> {
  return new Set([...params].map((k) => k.split('[')[0]))
}

function bodyKind(method: string, contentType: string): 'query' | 'form' | 'json' | 'other' {
  if (method === 'GET') return 'query'
  if (/application\/json/i.test(contentType)) return 'json'
  if (/application\/x-www-form-urlencoded/i.test(contentType)) return 'form'
  return 'other'
}

function bodyFields(body: unknown, kind: string): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {}
  if (typeof body === 'object') return body as Record<string, unknown>
  const text = String(body)
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text))
  try {
    const parsed = JSON.parse(text) as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const given = (v: unknown) => v !== undefined && v !== null

/** The problems of one request the app sent (none: the contract allows it). */
export function checkRequest(sent: SentRequest, roots: ServiceRoots): Verdict {
  const url = new URL(sent.url, BASE)
  const method = sent.method.toUpperCase()
  const where = serviceOf(url.pathname.replace(/\/+$/, ''), roots)
  const label = `${method} ${url.pathname}`
  if (!where) return { problems: [`${label}: under no service root`] }
  const matches = callsAt(where.service, where.rest)
  const own = matches.find((m) => !m.alias && m.call.made !== false)
  if (!own) {
    const other = matches[0]
    if (!other) return { problems: [`${label}: no call of the contract (service ${where.service}, path '${where.rest}')`] }
    if (other.call.made === false) return { name: other.name, problems: [`${label}: ${other.name} is served but made by no screen (made: false)`] }
    return { name: other.name, problems: [`${label}: ${other.name} is sent at its own path '${other.call.path}', not an alias`] }
  }
  const { name, call } = own
  const problems: string[] = []
  const say = (text: string) => problems.push(`${label} (${name}): ${text}`)

  if (method !== call.method && !(call.anyMethod && (method === 'GET' || method === 'POST'))) say(`method ${method}, the contract says ${call.method}`)
  const headers = lowerKeys(sent.headers)
  if (headers[SCHOOL_HEADER_NAME.toLowerCase()] !== SCHOOL_HEADER_VALUE) say(`no ${SCHOOL_HEADER_NAME}: ${SCHOOL_HEADER_VALUE} header`)

  const kind = bodyKind(method, headers['content-type'] ?? '')
  const expected = method === 'GET' ? 'query' : call.method === 'POST' ? call.body : 'json'
  if (kind !== expected) say(`body ${kind}, the contract says ${expected}`)

  const query = Object.fromEntries(url.searchParams)
  const body = method === 'GET' ? {} : bodyFields(sent.body, kind)
  if (!given(query.t)) say('no timestamp parameter t')

  const inQuery = namesOf(Object.keys(query))
  const inBody = namesOf(Object.keys(body).filter((k) => given(body[k])))
  const tokenParam = inQuery.has('token') || inBody.has('token')
  const tokenHeader = !!headers.token
  if (call.token === 'none' && (tokenParam || tokenHeader)) say('sends the token; the contract sends it nowhere')
  if (call.token === 'param') {
    if (tokenHeader) say('token in a header; the contract sends it as a parameter')
    if (sent.loggedIn && !tokenParam) say('no token parameter while logged in')
  }
  if (call.token === 'header') {
    if (tokenParam) say('token as a parameter; the contract sends it in a header')
    if (sent.loggedIn && !tokenHeader) say('no token header while logged in')
  }

  for (const param of call.params) {
    if (param === 'userId') {
      if (!sent.loggedIn) continue
      const value = query.userId ?? body.userId
      if (!given(value) || value === '' || Number(value) === 0) say('no userId while logged in')
      continue
    }
    const present = method === 'GET' ? inQuery.has(param) : inBody.has(param) || inQuery.has(param)
    if (!present) say(`missing ${param}`)
  }
  return { name, problems }
}

/** The roots the reference server serves: each service where the gateway lays it out below apiBase, and the maps service's sandbox stand-in. */
export function referenceRoots(apiBase: string, mapsUrl: string): ServiceRoots {
  const base = apiBase.replace(/\/$/, '')
  const at = (s: Service) => GATEWAY_LAYOUT[s]
  return Object.fromEntries(SERVICES.map((s) => [s, s === 'maps' ? mapsUrl : [base, at(s)].filter(Boolean).join('/')])) as ServiceRoots
}
