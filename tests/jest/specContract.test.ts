/**
 * The spec's text is the contract's source: every call of the spec's lists (docs/spec/*.md section 7, parsed by
 * ./specCalls.ts with the readings of contract/calls/table/readings.ts) has a row of contract/calls/table at the same
 * path below the gateway, with its method, body kind and parameters, or docs/spec-calls.md's reason for having none;
 * every row is a spec call or says why it is the app's own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CALLS } from '@contract/calls'
import { GATEWAY_LAYOUT, servedPaths, type Call } from '@contract/calls/contract'
import { WORDED_CALLS } from '@contract/calls/table/readings'
import { specCalls, splitTop, type SpecCall } from './specCalls'

const ROWS = Object.entries(CALLS) as [string, Call][]
const SPEC = specCalls()

/** A row's paths below the gateway (its own first, then its aliases); none for a service outside the gateway. */
const rowPaths = (call: Call) => {
  const at = GATEWAY_LAYOUT[call.service]
  return at === null ? [] : servedPaths(call).map((p) => [at, p].filter(Boolean).join('/'))
}
const pattern = (p: string) => new RegExp(`^${p.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`)
const same = (row: string, spec: string) => row === spec || pattern(row).test(spec) || pattern(spec).test(row)
const rowsAt = (spec: SpecCall) => ROWS.filter(([, c]) => rowPaths(c).some((p) => same(p, spec.gatewayPath!)))

const noScreen = (() => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/spec-calls.md'), 'utf8')
  const lines = doc.split('\n## Calls with no screen\n')[1].split('\n')
  const table = lines.slice(2, lines.findIndex((l) => !l.startsWith('|')))
  return table.flatMap((r) => splitTop(r.split('|')[1], ',').map((n) => n.replace(/`/g, '').replace(/\s*\(.*\)$/, '').trim()))
})()

const byPath = SPEC.filter((c) => c.gatewayPath !== null)
const label = (c: SpecCall) => `${c.group}: ${c.text} (${c.gatewayPath})`

describe('the spec text as parsed', () => {
  it('finds the lists of both specs', () => {
    expect(SPEC.filter((c) => c.group.startsWith('content-access')).length).toBeGreaterThan(150)
    expect(SPEC.filter((c) => c.group.startsWith('ordering-payment')).length).toBeGreaterThan(25)
  })

  it('reads a list whose prefix is given once as the table writes it', () => {
    const at = (text: string) => SPEC.find((c) => c.text === text)?.gatewayPath
    expect(at('findInfoByIdForApp')).toBe('goods/front/findInfoByIdForApp')
    expect(at('searchHotWords')).toBe('app/searchHotWords')
    expect(at('freeCouponsByGoodsId')).toBe('subject/web/freeCouponsByGoodsId')
    expect(at('loginCheckSubscribeGoods')).toBe('account/app/loginCheckSubscribeGoods')
    expect(at('practiceTeachers')).toBe('practice/wxPracticeCourse/app/practiceTeachers')
    expect(at('.../record/list')).toBe('qw/api/h5/v1/record/list')
    expect(at('getUnSignContract')).toBe('order/order/api/contract/app/getUnSignContract')
  })
})

describe('every spec call', () => {
  it.each(byPath.map((c) => [label(c), c] as const))('%s: a row at its path, or a written reason for none', (_, spec) => {
    const found = rowsAt(spec)
    if (!found.length) expect({ spec: spec.text, reason: noScreen.some((n) => spec.text === n || spec.gatewayPath!.endsWith(`/${n}`) || n === spec.gatewayPath) }).toEqual({ spec: spec.text, reason: true })
    for (const [name, row] of found) {
      const problems: string[] = []
      if (row.spec !== spec.group) problems.push(`group ${row.spec}`)
      if (spec.method === 'any' ? !row.anyMethod : spec.method && row.method !== spec.method) problems.push(`method ${row.method}, the spec ${spec.method}`)
      if (spec.body && row.method === 'POST' && row.body !== spec.body) problems.push(`body ${row.body}, the spec ${spec.body}`)
      const has = new Set([...row.params, ...(row.optional ?? [])])
      for (const p of spec.params) if (!has.has(p)) problems.push(`no parameter ${p}`)
      if (spec.aliases.length) for (const a of spec.aliases) if (!rowPaths(row).includes(a)) problems.push(`no alias ${a}`)
      expect({ row: name, problems }).toEqual({ row: name, problems: [] })
    }
  })

  it.each(SPEC.filter((c) => c.gatewayPath === null).map((c) => [`${c.group}: ${c.text}`, c] as const))('%s: a written reading', (_, spec) => {
    const reading = Object.entries(WORDED_CALLS).find(([k]) => spec.text.startsWith(k))
    expect(reading).toBeDefined()
    for (const row of reading![1].rows) expect(Object.keys(CALLS)).toContain(row)
  })
})

describe('every row of the table', () => {
  const worded = new Set(Object.values(WORDED_CALLS).flatMap((w) => w.rows))
  it.each(ROWS)('%s: a spec call at the same path below the gateway, or the app\'s own with its reason', (name, row) => {
    if (!row.spec) {
      expect({ name, own: typeof row.own === 'string' && row.own.length > 10 }).toEqual({ name, own: true })
      return
    }
    if (worded.has(name)) return
    const at = rowPaths(row)[0]
    const spec = byPath.filter((c) => c.group === row.spec && same(at, c.gatewayPath!))
    expect({ name, path: at, spec: spec.map((c) => c.text) }).toEqual({ name, path: at, spec: [expect.any(String)] })
  })
})
