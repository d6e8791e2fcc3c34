/**
 * The calls' contract: one row per call of the spec's section 7 lists (docs/spec/content-access.md and docs/spec/ordering-payment.md)
 * that the app makes or the reference server answers, and the app's few calls beyond them. The request layer sends a
 * call by its name from this table (src/services/request.ts), the reference server registers its routes from it
 * (server/lib/routeTable.ts), and the tests check every request the app sends against it (./check.ts).
 * Pure TypeScript with relative imports only: the app, the server and the mini-program tests all load it.
 */

/**
 * The spec's services, and 'report'. 'goods' is the gateway's own root (goods/front/…, goods/app/…, app/…, banner/…);
 * 'subject' the subject service (/subject/web/… coupons), 'live' the live and exam service (/livelist/…); 'report' the
 * app's own error reports (not the spec's; table/report.ts).
 */
export type Service = 'account' | 'order' | 'news' | 'goods' | 'subject' | 'live' | 'practice' | 'knowledge' | 'wechat' | 'qw' | 'maps' | 'report'

export const SERVICES: readonly Service[] = [
  'account', 'order', 'news', 'goods', 'subject', 'live', 'practice', 'knowledge', 'wechat', 'qw', 'maps', 'report',
]

/**
 * Where each service's root sits below the provider's gateway, as the spec's prefixes place it (docs/spec/content-access.md
 * and docs/spec/ordering-payment.md section 7; the readings are ./table/readings.ts): the reference server mounts each
 * root there below '/api', and the app's default roots follow it (src/config). '' is the gateway itself; the maps
 * service is outside the gateway (its root is the whole IP-location URL).
 */
export const GATEWAY_LAYOUT: Record<Service, string | null> = {
  account: 'account',
  order: 'order',
  news: 'news',
  goods: '',
  subject: 'subject',
  live: 'livelist',
  practice: 'practice',
  knowledge: 'knowledge',
  wechat: 'wechat',
  qw: 'qw',
  maps: null,
  report: 'report',
}

export type Method = 'GET' | 'POST'

/** The school header every call carries (docs/spec/content-access.md section 6: "fixed value kuaiji_app"). */
export const SCHOOL_HEADER_NAME = 'X-Forward-School'
export const SCHOOL_HEADER_VALUE = 'kuaiji_app'

/** Where the parameters go: the query (every GET), a form body or a JSON body (a POST). */
export type BodyKind = 'query' | 'form' | 'json'

/** Where the learner's token goes: a `token` parameter, a `token` header, or nowhere. */
export type TokenPlace = 'param' | 'header' | 'none'

/** The spec list a call comes from: '<spec file> / <group of its section 7>'. */
export type SpecGroup =
  | 'content-access / Account'
  | 'content-access / News and articles'
  | 'content-access / Goods and home'
  | 'content-access / Practical courses and banners'
  | 'content-access / Knowledge store and student-aid'
  | 'content-access / Sharing and messaging-app'
  | 'content-access / Enterprise channel'
  | 'ordering-payment / Order service'

export interface Call {
  service: Service
  /** The method the app sends. */
  method: Method
  /** The spec says "any": the server answers GET and POST alike (a GET's parameters in the query). */
  anyMethod?: true
  /** Below the service root, no leading slash; `:name` is a path parameter; '' is the root itself (the maps service). */
  path: string
  /** Other names the spec gives the same call ('createOrder / ty_order_create'): served alike, never sent by the app. */
  aliases?: readonly string[]
  /**
   * The parameters the spec names, each required in every request (a GET's query; a POST's body). `userId` is the
   * learner's: required whenever a learner is logged in, and the request layer adds it from the session.
   */
  params: readonly string[]
  /** Parameters the spec names for some cases only (a campus when one is chosen, a channel's own field): not required. */
  optional?: readonly string[]
  body: BodyKind
  token: TokenPlace
  /** The spec list naming it; absent for the app's own calls beyond the spec (each says why where it is defined). */
  spec?: SpecGroup
  /** The app's own call beyond the spec's lists (no `spec`): why it exists. */
  own?: string
  /**
   * false: the reference server answers it but no screen makes it (docs/spec-calls.md gives the reason for a spec
   * call); a request for it fails the contract.
   */
  made?: false
}

/** A row of a table with its name, as a client hands it to the request layer. */
export interface NamedCall extends Call {
  readonly name: string
}

export type NamedCalls<T extends Record<string, Call>> = { readonly [K in keyof T]: T[K] & { readonly name: K } }

/**
 * A table of calls by name, each row given its name. One table per service group (./calls): a client imports its
 * own, so a table loads with the pages whose client uses it.
 */
export function defineCalls<const T extends Record<string, Call>>(calls: T): NamedCalls<T> {
  const named: Record<string, NamedCall> = {}
  for (const name of Object.keys(calls)) named[name] = { ...calls[name], name }
  return named as NamedCalls<T>
}

/** The paths a call is served at: its own and its aliases. */
export function servedPaths(call: Call): string[] {
  return [call.path, ...(call.aliases ?? [])]
}

/** The call's path with its `:name` segments filled from `values` (each URI-encoded); a missing value throws. */
export function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === '') throw new Error(`path parameter ${name} missing for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** The `:name` segments of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1])
}
