/**
 * Every call of the specs' call lists (content-access.md and ordering-payment.md, section 7; copied into
 * ./callList.ts) is either used by a screen or named in docs/spec-calls.md's "Calls with no screen" table with the reason.
 * Used: the client method makes the call (the fragment is in that method of the client file), and the method is
 * called from src outside src/services and outside the client file (a page, store, component or platform file; not a
 * test). docs/spec-calls.md states the counts, and this test keeps them true.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_ACCESS, ORDERING_PAYMENT, type Entry } from './callList'

const ROOT = path.resolve(__dirname, '../..')
const SRC = path.join(ROOT, 'src')
const read = (file: string) => fs.readFileSync(file, 'utf8')
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.name === '__mocks__') return []
    return d.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : []
  })
}

/** Every src file (not a test) as its path under src/ and its text. */
const SOURCES = filesUnder(SRC).map((f) => ({ file: path.relative(SRC, f).split(path.sep).join('/'), text: read(f) }))

/**
 * How the rest of the app names a client, and where in the client file its methods are defined. A services client
 * `x.ts` is `xApi` (the value) or `XApi` (the type a store is given); the others are named here.
 */
const CLIENTS: Record<string, { via: RegExp; from: string }> = {
  'core/bridge.ts': { via: /\bnativeBridge\b/, from: 'export function createNativeBridge' },
  'platform/payment.h5.ts': { via: /\b[pP]aymentChannel\b/, from: 'export const paymentChannel' },
}
function clientOf(file: string) {
  if (CLIENTS[file]) return CLIENTS[file]
  const base = /^services\/(\w+)\.ts$/.exec(file)?.[1]
  if (!base) throw new Error(`${file}: not a client this test knows (add it to CLIENTS)`)
  const type = base[0].toUpperCase() + base.slice(1)
  return { via: new RegExp(`\\b(${base}|${type})Api\\b`), from: 'export function create' }
}

/** The text of a method's definition in a client file: from its line to the next member at the same indent. */
function methodText(source: string, from: string, method: string): string | null {
  const start = source.indexOf(from)
  if (start < 0) return null
  const lines = source.slice(start).split('\n')
  const def = new RegExp(`^(\\s+)(async\\s+)?${escape(method)}\\s*[:(]`)
  const at = lines.findIndex((l) => def.test(l))
  if (at < 0) return null
  const indent = def.exec(lines[at])![1]
  const member = new RegExp(`^${indent}(async\\s+)?[\\w$]+\\s*[:(]|^${indent}(/\\*\\*|//)`)
  const closes = (l: string) => /^\s*}/.test(l) && l.length - l.trimStart().length < indent.length
  let end = at + 1
  while (end < lines.length && !member.test(lines[end]) && !closes(lines[end])) end++
  return lines.slice(at, end).join('\n')
}

/** docs/spec-calls.md's "Calls with no screen" table: the names of its first column (a cell may name several). */
function noScreenTable(doc: string): string[] {
  const section = doc.split('\n## Calls with no screen\n')[1]
  if (!section) return []
  const lines = section.split('\n')
  const table = lines.slice(2, lines.findIndex((l) => !l.startsWith('|')))
  return table.flatMap((row) => splitTopLevel(row.split('|')[1]).map((n) => n.replace(/`/g, '').trim()).filter(Boolean))
}

/** Splits at commas outside parentheses. */
function splitTopLevel(cell: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const ch of cell) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  return [...parts, current]
}

/** A name of the table names a call when it is the call's name, or that name followed by its parameters in parentheses. */
const names = (tableName: string, call: string) => tableName === call || tableName.replace(/\s*\([^()]*\)$/, '') === call

const DOC = read(path.join(ROOT, 'docs', 'spec-calls.md'))
const NO_SCREEN = noScreenTable(DOC)

const GROUPS = { 'content-access': CONTENT_ACCESS, 'ordering-payment': ORDERING_PAYMENT }
const rows = (spec: keyof typeof GROUPS) =>
  Object.entries(GROUPS[spec]).flatMap(([group, entries]) => entries.map((entry) => ({ spec, group, entry })))
const ALL = [...rows('content-access'), ...rows('ordering-payment')]
const title = (r: { spec: string; group: string; entry: Entry }) => `${r.spec} / ${r.group}: ${r.entry[0]}`
const used = ALL.flatMap((r) => (r.entry.length === 3 ? [[title(r), r.entry[1], r.entry[2]] as const] : []))
const unused = ALL.filter((r) => r.entry[1] === null)

describe('the spec call lists', () => {
  it('name each call once per spec', () => {
    for (const spec of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
      const list = rows(spec).map((r) => r.entry[0])
      expect(list.filter((n, i) => list.indexOf(n) !== i)).toEqual([])
    }
  })

  it('found the table of docs/spec-calls.md', () => {
    expect(NO_SCREEN.length).toBeGreaterThan(0)
  })
})

describe('a call used by a screen', () => {
  it.each(used)('%s: the client makes it', (_, client, fragment) => {
    const [file, method] = client.split(':')
    const source = SOURCES.find((s) => s.file === file)
    expect(source).toBeDefined()
    const text = methodText(source!.text, clientOf(file).from, method)
    expect(text).not.toBeNull()
    expect(text).toContain(fragment)
  })

  it.each(used)('%s: a screen calls the client', (_, client) => {
    const [file, method] = client.split(':')
    const { via } = clientOf(file)
    const callers = SOURCES.filter(
      (s) => !s.file.startsWith('services/') && s.file !== file && via.test(s.text) && new RegExp(`\\.${escape(method)}\\b`).test(s.text),
    )
    expect(callers.map((s) => s.file)).not.toEqual([])
  })
})

describe('a call with no screen', () => {
  it.each(unused.map((r) => [title(r), r.entry[0]] as const))('%s: docs/spec-calls.md names it with its reason', (_, name) => {
    expect(NO_SCREEN.filter((n) => names(n, name))).not.toEqual([])
  })

  // A no-screen call that is a path must not be a path a client asks (then it would have a screen or be dead code).
  // Left out: 'info' (a contract call), since the enterprise channel's center/user/info ends the same way, and
  // findDefaultSchool, whose client method (goodsApi.defaultSchool) nothing calls: remove it there, then here.
  const PATHS = unused.map((r) => r.entry[0]).filter((n) => /^[\w/.-]+$/.test(n) && !['info', 'findDefaultSchool'].includes(n))
  it.each(PATHS)('%s: no client asks it', (name) => {
    const tail = name.split('/').filter(Boolean).slice(/\/v\d+$/.test(name) ? -2 : -1).join('/')
    const asked = new RegExp(`['/\`]${escape(tail)}['\`]`)
    expect(SOURCES.filter((s) => s.file.startsWith('services/') && asked.test(s.text)).map((s) => s.file)).toEqual([])
  })

  it.each(NO_SCREEN)('docs/spec-calls.md names %s: a spec call marked as having no screen', (tableName) => {
    const known = unused.filter((r) => names(tableName, r.entry[0]))
    expect(known.map(title)).not.toEqual([])
  })
})

describe('the counts', () => {
  const count = (spec: string) => {
    const all = ALL.filter((r) => r.spec === spec)
    return { listed: all.length, used: all.filter((r) => r.entry[1] !== null).length, none: all.filter((r) => r.entry[1] === null).length }
  }

  it('docs/spec-calls.md states them after the "Calls with no screen" table', () => {
    const ca = count('content-access')
    const op = count('ordering-payment')
    const line =
      `Spec calls: content-access ${ca.listed} listed, ${ca.used} used by a screen, ${ca.none} with no screen; ` +
      `ordering-payment ${op.listed} listed, ${op.used} used, ${op.none} with no screen.`
    const section = DOC.split('\n## Calls with no screen\n')[1] ?? ''
    const afterTable = section.split('\n').filter((l) => !l.startsWith('|')).join('\n').trim()
    expect(afterTable.startsWith(line)).toBe(true)
  })
})
