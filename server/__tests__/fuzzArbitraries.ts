/**
 * Inputs of the validation fuzz test (fuzz.test.ts), derived from each route's querystring and body schema: valid ones,
 * ones with exactly one invalid field (and the message its schema gives it), and hostile ones; and the requests that
 * carry them as a query string, a JSON body, a form body or a raw body.
 */
import fc from 'fast-check'
import type { InjectOptions, RouteOptions } from 'fastify'
import { FIELD_LABELS, FIELD_MESSAGES, MAX_INT } from '../lib/validation'

export type Schema = Record<string, unknown>
/** How a value travels: typed JSON, a query string (a repeated key makes an array) or a form body (strings only). */
export type Channel = 'json' | 'query' | 'form'
/** The failing keyword family of a generated invalid value. */
type Keyword = 'type' | 'range' | 'maxLength' | 'minLength' | 'format' | 'required'

/** Exact wire text: a JSON token JSON.stringify cannot write (-0, 1e999), or query text sent unencoded (%FF). */
export class Raw {
  constructor(readonly text: string) {}
}

export interface Field {
  name: string
  schema: Schema
  required: boolean
}
export interface Part {
  fields: Field[]
  nullable: boolean
}
export interface Endpoint {
  /** 'POST /api/order/pay' */
  key: string
  method: 'GET' | 'POST'
  /** The url with its path parameters filled in. */
  url: string
  query?: Part
  body?: Part
}

export type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: Record<string, unknown> } | { kind: 'raw'; type: string; text: string }
export interface Input {
  mode: 'valid' | 'invalid' | 'hostile'
  query: Record<string, unknown>
  body: Body
  /** Send the token header too. */
  header: boolean
  /** mode invalid: the exact message, and what was made invalid. */
  expect?: string
  note?: string
}

const PATH_SAMPLES: Record<string, string> = { file: 'fuzz.png', dictType: 'EDUCATION_TYPE', status: '1' }

function partOf(schema: Schema | undefined): Part | undefined {
  if (!schema) return undefined
  const required = (schema.required as string[] | undefined) ?? []
  const fields = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, s]) => ({ name, schema: s, required: required.includes(name) }))
  return { fields, nullable: [schema.type].flat().includes('null') }
}

/** The GET and POST routes with a querystring or body schema (HEAD routes are Fastify's copies of the GET ones). */
export function endpointsOf(routes: RouteOptions[]): Endpoint[] {
  const out = new Map<string, Endpoint>()
  for (const r of routes) {
    const schema = r.schema as { querystring?: Schema; body?: Schema } | undefined
    if (!schema?.querystring && !schema?.body) continue
    for (const m of [r.method].flat()) {
      const method = m === 'GET' ? 'GET' : m === 'POST' ? 'POST' : undefined
      if (!method) continue
      const url = r.url.replace(/:(\w+)/g, (_m, name: string) => PATH_SAMPLES[name] ?? 'fuzz')
      out.set(`${method} ${r.url}`, { key: `${method} ${r.url}`, method, url, query: partOf(schema.querystring), body: method === 'POST' ? partOf(schema.body) : undefined })
    }
  }
  return [...out.values()]
}

/** Numeric schemas (nested ones too) without a finite range and the `finite` keyword: 'field' or 'field/anyOf/0'. */
export function unrangedNumbers(e: Endpoint): string[] {
  const out: string[] = []
  const walk = (s: Schema, at: string) => {
    const numeric = [s.type].flat().some((t) => t === 'integer' || t === 'number')
    const ranged = Number.isFinite(s.minimum) && Number.isFinite(s.maximum) && s.finite === true
    if (numeric && s.enum === undefined && s.const === undefined && !ranged) out.push(`${e.key} ${at}`)
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) (s[k] as Schema[] | undefined)?.forEach((b, i) => walk(b, `${at}/${k}/${i}`))
    if (s.items) walk(s.items as Schema, `${at}/items`)
    for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) walk(p, `${at}/${name}`)
  }
  for (const part of [e.query, e.body]) for (const f of part?.fields ?? []) walk(f.schema, f.name)
  return out
}

/** The message the schema defines for one invalid field, computed here from the schema and FIELD_LABELS. */
export function expectedMessage(field: Field, keyword: Keyword): string {
  const own = field.schema['x-msg'] ?? FIELD_MESSAGES[field.name]
  if (typeof own === 'string') return own
  const label = FIELD_LABELS[field.name] ?? field.name
  const generic: Record<Keyword, string> = {
    required: `缺少参数${label}`,
    type: `参数${label}类型不正确`,
    range: `参数${label}超出范围`,
    maxLength: `参数${label}过长`,
    minLength: `参数${label}不能为空`,
    format: `参数${label}格式不正确`,
  }
  return generic[keyword]
}
/** A body that is no object (or a missing one where null is not allowed). */
export const BAD_BODY = '请求体格式不正确'

// --- text ---------------------------------------------------------------------------------------------------------

/** Length as Ajv counts it (code points: a surrogate pair is one character, a lone surrogate one). */
export const lengthOf = (s: string) => [...s].length
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const SQLISH = ["' OR 1=1 --", '1; DROP TABLE users; --', "%' OR '%'='", '" OR ""="', "\\'; SELECT sqlite_version(); --", '%_%', '*/ UNION SELECT 1 /*']
const TRICKY = ["'", '"', '\\', '%', '_', '&', '=', '+', '#', '?', '/', '<', ' ', '\t', '\n', '\r', '\u0000', '\u007f', '\u0085', '\u00a0', '\u2028', '\u202e', '\ufeff', '\ufffd', '\uffff', 'é', 'я', '中', '😀', '𝕏']
const codePoint = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCodePoint(c))

/** One code point: ASCII, tricky characters, controls, CJK, emoji, any; lone surrogates only in JSON. */
function unit(channel: Channel): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: codePoint(0x20, 0x7e) },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
    { weight: 1, arbitrary: codePoint(0, 0x1f) },
    { weight: 2, arbitrary: codePoint(0x4e00, 0x9fff) },
    { weight: 1, arbitrary: codePoint(0x1f300, 0x1faff) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    ...(channel === 'json' ? [{ weight: 1, arbitrary: fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff') }] : []),
  )
}

/** Lengths where code often decides something: powers of two, hex and base64url digests (32, 43, 64). */
const LENGTHS = [1, 2, 4, 8, 11, 16, 20, 32, 40, 43, 64, 128, 256, 1024]

/** Text of min..max code points: short mixed text, mixed text of an interesting length or at the limit, SQL-ish text. */
function text(channel: Channel, min = 0, max = 64): fc.Arbitrary<string> {
  const u = unit(channel)
  const sqlish = SQLISH.map((s) => [...s].slice(0, max).join('').padEnd(min, 'x'))
  const lengths = [...LENGTHS, max - 1, max, Math.max(min, 1)].filter((n) => n >= Math.max(min, 1) && n <= max)
  const exactly = fc.tuple(fc.string({ unit: u, maxLength: 6 }), fc.constantFrom(...lengths), fc.constantFrom('a', '0', 'f', '中')).map(([s, n, pad]) => {
    const head = [...s].slice(0, n)
    return head.join('') + pad.repeat(n - head.length)
  })
  return fc
    .oneof(
      { weight: 5, arbitrary: fc.string({ unit: u, minLength: min, maxLength: max }) },
      { weight: 2, arbitrary: exactly },
      { weight: 1, arbitrary: u.map((c) => c.repeat(Math.max(min, max))) },
      { weight: 1, arbitrary: fc.constantFrom(...sqlish) },
    )
    .filter((s) => lengthOf(s) >= min && lengthOf(s) <= max)
}

// --- values -------------------------------------------------------------------------------------------------------

/** A number as the channel writes it: JSON number (Raw for -0), or its text. */
const wire = (n: number, channel: Channel): unknown => (channel === 'json' ? (Object.is(n, -0) ? new Raw('-0') : n) : Object.is(n, -0) ? '-0' : String(n))
const numberIn = (lo: number, hi: number, candidates: number[]) => candidates.filter((n) => n >= lo && n <= hi)

const clampInt = (n: number) => Math.min(Math.max(n, -MAX_INT - 1), MAX_INT)

/** Numbers within the schema's bounds: the bounds, next to them, small ones above the minimum, any; huge ones when unbounded. */
function validNumber(schema: Schema): fc.Arbitrary<number> {
  const lo = (schema.minimum as number | undefined) ?? -Infinity
  const hi = (schema.maximum as number | undefined) ?? Infinity
  const small = Number.isFinite(lo) ? lo + 30 : 30
  const ints = fc.oneof(
    fc.constantFrom(...numberIn(lo, hi, [lo, hi, lo + 1, hi - 1, 0, -0, -1, 1, 2 ** 53 + 2, 1e21, 1e300, -1e300].filter(Number.isFinite))),
    fc.integer({ min: clampInt(lo), max: clampInt(Math.min(hi, small)) }),
    fc.integer({ min: clampInt(lo), max: clampInt(hi) }),
  )
  return schema.type === 'integer' ? ints : fc.oneof(ints, fc.double({ min: Math.max(lo, -1e300), max: Math.min(hi, 1e300), noNaN: true }))
}

function validString(schema: Schema, channel: Channel): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0
  const max = (schema.maxLength as number | undefined) ?? 256
  if (typeof schema.pattern !== 'string') return text(channel, min, max)
  const re = new RegExp(schema.pattern, 'u')
  // Mixed text where it happens to match, else a string generated from the pattern.
  return fc
    .tuple(text(channel, min, max), fc.stringMatching(re, { maxLength: max }))
    .map(([t, p]) => (re.test(t) ? t : p))
    .filter((s) => re.test(s) && lengthOf(s) >= min && lengthOf(s) <= max && (channel === 'json' || !LONE.test(s)))
}

/** A value the schema accepts, as the channel carries it. */
export function validValue(schema: Schema, channel: Channel): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map((s) => validValue(s, channel)))
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[])).map((v) => (typeof v === 'number' ? wire(v, channel) : v))
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => validValue({ ...schema, type }, channel)))
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const n = validNumber(schema)
      // JSON may carry a number as its text too (coerced).
      return channel === 'json' ? fc.oneof({ weight: 4, arbitrary: n.map((v) => wire(v, 'json')) }, { weight: 1, arbitrary: n.map((v) => wire(v, 'query')) }) : n.map((v) => wire(v, channel))
    }
    case 'string':
      return validString(schema, channel)
    case 'null':
      return fc.constant(channel === 'json' ? null : '')
  }
  throw new Error(`no generator for ${JSON.stringify(schema)}`)
}

/** Not a number even after coercion: text whose Number() is NaN, fractions for integers, objects, arrays, JSON's 1e999. */
function notANumber(schema: Schema, channel: Channel): fc.Arbitrary<unknown> {
  const nan = fc
    .oneof(fc.constantFrom('NaN', '', 'abc', '1,5', '١٢', '１２', 'true', 'null', '--1', '1e', '0x', 'Infinityx', ...SQLISH), text(channel, 0, 20))
    .filter((s) => s === '' || Number.isNaN(Number(s)))
  const options: fc.Arbitrary<unknown>[] = [nan]
  if (schema.type === 'integer') options.push(fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((x) => !Number.isInteger(x)).map((x) => wire(x, channel)))
  if (channel === 'json') options.push(fc.constantFrom({}, { a: 1 }, [], [1, 2], [[1]], ['abc'], new Raw('1e999'), new Raw('-1e999')))
  if (channel === 'query') options.push(fc.constantFrom(['1', '2'], ['a', 'b'], ['1', '1']))
  return fc.oneof(...options)
}

function outOfRange(schema: Schema, channel: Channel): fc.Arbitrary<unknown> {
  const lo = schema.minimum as number
  const hi = schema.maximum as number
  const far = [lo - 1, hi + 1, 0, -0, -1, MAX_INT + 1, -MAX_INT - 1, 2 ** 53 + 2, 1e21, -1e21, 1e300, -1e300].filter((n) => n < lo || n > hi)
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom('Infinity', '-Infinity')]
  if (far.length) options.push(fc.constantFrom(...far).map((n) => wire(n, channel)))
  if (hi < MAX_INT) options.push(fc.integer({ min: hi + 1, max: MAX_INT }).map((n) => wire(n, channel)))
  if (lo > -MAX_INT) options.push(fc.integer({ min: -MAX_INT - 1, max: lo - 1 }).map((n) => wire(n, channel)))
  return fc.oneof(...options)
}

function tooLong(max: number, channel: Channel): fc.Arbitrary<string> {
  const u = unit(channel)
  return fc
    .oneof(
      u.map((c) => c.repeat(max + 1)),
      fc.tuple(text(channel, 0, Math.min(max, 64)), u, fc.nat(40)).map(([s, c, k]) => s + c.repeat(max + 1 + k - lengthOf(s))),
    )
    .filter((s) => lengthOf(s) > max)
}

/** Invalid values of a field with the keyword family each fails, or undefined (anyOf, a type list: left to the hostile inputs). */
export function invalidValue(schema: Schema, channel: Channel): fc.Arbitrary<{ value: unknown; keyword: Keyword }> | undefined {
  if (schema.anyOf || Array.isArray(schema.type)) return undefined
  const kinds: fc.Arbitrary<{ value: unknown; keyword: Keyword }>[] = []
  const as = (keyword: Keyword) => (value: unknown) => ({ value, keyword })
  if (schema.type === 'integer' || schema.type === 'number') {
    kinds.push(notANumber(schema, channel).map(as('type')))
    if (Array.isArray(schema.enum)) {
      const outside = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(MAX_INT, 1e21, 1e300, -1e300)).filter((n) => !(schema.enum as unknown[]).includes(n))
      kinds.push(outside.map((n) => wire(n, channel)).map(as('format')))
    } else kinds.push(outOfRange(schema, channel).map(as('range')))
  } else if (schema.type === 'string') {
    const min = (schema.minLength as number | undefined) ?? 0
    const max = (schema.maxLength as number | undefined) ?? 256
    if (channel === 'json') kinds.push(fc.constantFrom({}, { a: 'b' }, [], ['a', 'b'], [['a']]).map(as('type')))
    if (channel === 'query') kinds.push(fc.constantFrom(['a', 'b'], ['', '']).map(as('type')))
    // enum is checked before maxLength: a long string outside the enum fails the enum
    if (schema.maxLength !== undefined && !schema.enum) kinds.push(tooLong(max, channel).map(as('maxLength')))
    if (min > 0) kinds.push(fc.constant('').map(as('minLength')))
    if (typeof schema.pattern === 'string') {
      const re = new RegExp(schema.pattern, 'u')
      // a valid string with one code point added or dropped
      const nearMiss = fc.tuple(validString(schema, channel), unit(channel), fc.nat()).map(([s, c, i]) => {
        const cs = [...s]
        const at = i % (cs.length + 1)
        return i % 2 ? [...cs.slice(0, at), c, ...cs.slice(at)].join('') : [...cs.slice(0, at), ...cs.slice(at + 1)].join('')
      })
      const fits = (s: string) => !re.test(s) && lengthOf(s) >= min && lengthOf(s) <= max && (channel === 'json' || !LONE.test(s))
      kinds.push(fc.oneof(nearMiss, text(channel, min, max)).filter(fits).map(as('format')))
    }
    if (Array.isArray(schema.enum)) {
      const values = schema.enum as string[]
      const near = values.flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\u0000`, v.slice(1)])
      kinds.push(fc.oneof(fc.constantFrom(...near), text(channel, 0, 12)).filter((s) => !values.includes(s)).map(as('format')))
    }
  }
  return kinds.length ? fc.oneof(...kinds) : undefined
}

// --- inputs -------------------------------------------------------------------------------------------------------

type Values = Record<string, unknown>

/** Valid values of a part (required fields always, optional ones sometimes); `token` is mostly the session's token. */
function validPart(part: Part, channel: Channel, token: string): fc.Arbitrary<Values> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const f of part.fields) {
    const v = validValue(f.schema, channel)
    model[f.name] = f.name === 'token' ? fc.oneof({ weight: 3, arbitrary: fc.constant(token) }, { weight: 1, arbitrary: v }) : v
  }
  return fc.record(model, { requiredKeys: part.fields.filter((f) => f.required).map((f) => f.name) }).map((r) => ({ ...r }))
}

const bodyChannel = fc.constantFrom<Channel>('json', 'json', 'json', 'form')
const asBody = (channel: Channel, value: Values): Body => (channel === 'json' ? { kind: 'json', value } : { kind: 'form', value })

/** A valid body; a nullable one may be missing or JSON null. */
function validBody(part: Part | undefined, token: string): fc.Arbitrary<Body> {
  if (!part) return fc.constant({ kind: 'none' })
  const object = bodyChannel.chain((channel) => validPart(part, channel, token).map((v) => asBody(channel, v)))
  if (!part.nullable) return object
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: fc.constantFrom<Body>({ kind: 'none' }, { kind: 'json', value: null }) })
}

function validInput(e: Endpoint, token: string): fc.Arbitrary<Input> {
  return fc
    .record({ query: e.query ? validPart(e.query, 'query', token) : fc.constant({}), body: validBody(e.body, token), header: fc.constantFrom(true, true, true, false) })
    .map((r) => ({ mode: 'valid' as const, ...r }))
}

/** Everything valid except one field (out of range, wrong type, too long, not in its enum, missing) or the body itself. */
function invalidInput(e: Endpoint, token: string): fc.Arbitrary<Input> | undefined {
  const choices: fc.Arbitrary<Input>[] = []
  for (const where of ['query', 'body'] as const) {
    const part = e[where]
    if (!part) continue
    for (const field of part.fields) {
      for (const channel of where === 'query' ? (['query'] as const) : (['json', 'form'] as const)) {
        const bad = invalidValue(field.schema, channel)
        if (!bad && !field.required) continue
        const broken = fc.oneof(
          ...(bad ? [bad.map((b) => ({ ...b, omit: false }))] : []),
          ...(field.required ? [fc.constant({ value: undefined, keyword: 'required' as Keyword, omit: true })] : []),
        )
        choices.push(
          fc.record({ values: validPart(part, channel, token), broken, other: where === 'query' ? validBody(e.body, token) : e.query ? validPart(e.query, 'query', token) : fc.constant({}) }).map(({ values, broken: b, other }) => {
            const own: Values = { ...values }
            if (b.omit) delete own[field.name]
            else own[field.name] = b.value
            const query = where === 'query' ? own : (other as Values)
            const body = where === 'query' ? (other as Body) : asBody(channel, own)
            return { mode: 'invalid', query, body, header: true, expect: expectedMessage(field, b.keyword), note: `${where}(${channel}).${field.name}: ${b.keyword}` }
          }),
        )
      }
    }
  }
  if (e.body) {
    const shapes: Body[] = [{ kind: 'json', value: [] }, { kind: 'json', value: [{}] }, { kind: 'json', value: 'text' }, { kind: 'json', value: 7 }, { kind: 'json', value: true }]
    if (!e.body.nullable) shapes.push({ kind: 'none' }, { kind: 'json', value: null })
    const query = e.query ? validPart(e.query, 'query', token) : fc.constant({})
    // a valid JSON object sent as text/plain arrives as a string
    const asText = validPart(e.body, 'json', token).map((v): Body => ({ kind: 'raw', type: 'text/plain', text: toJson(v) }))
    choices.push(
      fc.tuple(fc.oneof(fc.constantFrom(...shapes), asText), query).map(([body, q]) => ({ mode: 'invalid', query: q, body, header: true, expect: BAD_BODY, note: `body: ${JSON.stringify(body)}` })),
    )
  }
  return choices.length ? fc.oneof(...choices) : undefined
}

// --- hostile ------------------------------------------------------------------------------------------------------

const HOSTILE_JSON: unknown[] = [
  1e21, 1e300, -1e300, 'Infinity', '-Infinity', 'NaN', new Raw('-0'), new Raw('1e999'), new Raw('-1e999'), new Raw('1.0'), new Raw('1E2'),
  new Raw('123456789012345678901234567890'), new Raw('9007199254740993'), 0.5, -1, 0, MAX_INT, MAX_INT + 1, -MAX_INT - 1, Number.MAX_VALUE, Number.MIN_VALUE,
  '', ' ', '0x10', '1e3', ' 12 ', '１２', '-0', null, true, false, [], [null], [1, 2], ['1'], {}, { $gt: '' }, { length: 1 }, [[[[[]]]]],
  ...SQLISH, '../../etc/passwd', '<script>alert(1)</script>', '\u0000', '\ud800', '\udfff', 'a\ud800b', '😀'.repeat(300), 'x'.repeat(20000), '\u202e', 'constructor', '__proto__',
]
const HOSTILE_QUERY: unknown[] = [
  ...HOSTILE_JSON.filter((v) => typeof v === 'string' && !LONE.test(v)), '1e21', '1e300', '-0', '0.5', String(MAX_INT + 1), '-1', '9007199254740993',
  new Raw('%ED%A0%80'), new Raw('%FF'), new Raw('%'), new Raw('%zz'), new Raw('%00'), new Raw('%C0%80'), new Raw('%E4%B8'), new Raw('a%3Db'), new Raw('a&b'), new Raw('+'),
  ['1', '2'], ['', ''], ['\ud800', 'x'],
]
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '', 'a[b]', 'a.b', '💥', 'userId', 'id']
const RAW_BODIES: [string, string][] = [
  ['application/json', '{"a":'], ['application/json', '{"__proto__":{"x":1}}'], ['application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`], ['application/json', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`], ['application/json', 'nul'],
  ['application/json', '\ufeff{}'], ['application/json', '{"t":1e999}'], ['application/json', '{"t":-0}'], ['application/json; charset=utf-16', '{}'], ['application/json', '   '],
  ['text/plain', 'hello'], ['application/xml', '<a/>'], ['application/octet-stream', '\u0000\u0001'], ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ['application/x-www-form-urlencoded', '%zz=%&&==&t=%FF'], ['application/x-www-form-urlencoded', '__proto__[x]=1&constructor=1'], ['text/html', '<html>'], ['application/json', `{"token":"${'x'.repeat(1_100_000)}"}`],
]

function hostilePart(part: Part | undefined, channel: Channel, token: string): fc.Arbitrary<Values> {
  const pool = channel === 'json' ? HOSTILE_JSON : HOSTILE_QUERY
  const hostile = (f?: Field) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: text(channel, 0, 300) },
      ...(f ? [{ weight: 2, arbitrary: validValue(f.schema, channel) }, { weight: 2, arbitrary: invalidValue(f.schema, channel)?.map((b) => b.value) ?? fc.constant('') }] : []),
      ...(channel === 'json' ? [{ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) }] : []),
    )
  const fields = Object.fromEntries((part?.fields ?? []).map((f) => [f.name, f.name === 'token' ? fc.oneof(fc.constant(token), hostile(f)) : hostile(f)]))
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), text('query', 0, 10)), hostile()), { maxLength: 3 }))
    .map(([own, extra]) => {
      const out: Values = { ...own }
      for (const [k, v] of extra) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true })
      return out
    })
}

function hostileInput(e: Endpoint, token: string): fc.Arbitrary<Input> {
  const bodies: fc.Arbitrary<Body>[] = [fc.constant({ kind: 'none' })]
  if (e.method === 'POST') {
    bodies.push(
      hostilePart(e.body, 'json', token).map((value): Body => ({ kind: 'json', value })),
      hostilePart(e.body, 'form', token).map((value): Body => ({ kind: 'form', value })),
      fc.constantFrom(...RAW_BODIES).map(([type, t]): Body => ({ kind: 'raw', type, text: t })),
      // JSON under another content type, a form under the JSON one
      fc
        .tuple(hostilePart(e.body, 'json', token), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/json', 'APPLICATION/JSON', 'application/json; charset=latin1'))
        .map(([value, type]): Body => ({ kind: 'raw', type, text: toJson(value) })),
      hostilePart(e.body, 'form', token).map((value): Body => ({ kind: 'raw', type: 'application/json', text: new URLSearchParams(value as Record<string, string>).toString() })),
      fc.constantFrom(...HOSTILE_JSON).map((value): Body => ({ kind: 'json', value })),
    )
  }
  return fc.record({ query: hostilePart(e.query, 'query', token), body: fc.oneof(...bodies), header: fc.boolean() }).map((r) => ({ mode: 'hostile' as const, ...r }))
}

/** The inputs of one endpoint: valid (3), exactly one invalid field (4), hostile (3). */
export function inputs(e: Endpoint, token: string): fc.Arbitrary<Input> {
  const invalid = invalidInput(e, token)
  return fc.oneof(
    { weight: 3, arbitrary: validInput(e, token) },
    ...(invalid ? [{ weight: 4, arbitrary: invalid }] : []),
    { weight: 3, arbitrary: hostileInput(e, token) },
  )
}

// --- requests -----------------------------------------------------------------------------------------------------

/** Percent-encoding of any string; a lone surrogate goes as its WTF-8 bytes (what a broken client sends). */
function encode(s: string): string {
  return [...s]
    .map((c) => {
      if (!LONE.test(c)) return encodeURIComponent(c)
      const n = c.charCodeAt(0)
      return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    })
    .join('')
}
const textOf = (v: unknown): string => (v instanceof Raw ? v.text : typeof v === 'string' ? v : JSON.stringify(v) ?? '')

export function queryString(values: Values): string {
  return Object.entries(values)
    .flatMap(([k, v]) => [v].flat().map((x) => `${encode(k)}=${x instanceof Raw ? x.text : encode(textOf(x))}`))
    .join('&')
}

/** JSON with Raw tokens written as they are. */
export function toJson(value: unknown): string {
  const raws: string[] = []
  const json = JSON.stringify(value, (_k, v: unknown) => (v instanceof Raw ? `\u0000raw-${raws.push(v.text) - 1}\u0000` : v))
  return (json ?? 'null').replace(/"\\u0000raw-(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)])
}

export function request(e: Endpoint, input: Input, token: string): InjectOptions {
  const qs = queryString(input.query)
  const url = qs ? `${e.url}?${qs}` : e.url
  const headers: Record<string, string> = input.header ? { token } : {}
  const b = input.body
  if (b.kind === 'json') return { method: e.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: toJson(b.value) }
  if (b.kind === 'form') {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(b.value)) for (const x of [v].flat()) form.append(k, textOf(x))
    return { method: e.method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() }
  }
  if (b.kind === 'raw') return { method: e.method, url, headers: { ...headers, 'content-type': b.type }, payload: b.text }
  return { method: e.method, url, headers }
}
