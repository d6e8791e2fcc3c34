/**
 * Every call of the specs' call lists (docs/spec/content-access.md and docs/spec/ordering-payment.md, section 7; copied into
 * ./callList.ts) is either used by a screen or named in docs/spec-calls.md's "Calls with no screen" table with the reason.
 * Used: the client method makes the call, and the method is called from src outside src/services and outside the
 * client file (a page, store, component or platform file; not a test). A service client's method asks the entry's
 * path exactly (the whole path argument of its request, not a text that contains it), and a caller calls that method
 * on the client itself (a name bound to the client, then `.method(`): a property of the same name on something else
 * (home's `data.banners`) is no caller. docs/spec-calls.md states the counts, and this test keeps them true.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CALLS, type Call } from '@contract/calls'
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
interface Client {
  /** The client's value, as other files import it. */
  value: string
  /** Its type (a parameter, field or alias of this type is the client), and the hook that answers it. */
  type?: string
  hook?: string
  from: string
}
const CLIENTS: Record<string, Client> = {
  'core/bridge.ts': { value: 'nativeBridge', from: 'export function createNativeBridge' },
  'platform/payment.h5.ts': { value: 'paymentChannel', type: 'PaymentChannel', from: 'export const paymentChannel' },
}
function clientOf(file: string): Client {
  if (CLIENTS[file]) return CLIENTS[file]
  const base = /^services\/(\w+)\.ts$/.exec(file)?.[1]
  if (!base) throw new Error(`${file}: not a client this test knows (add it to CLIENTS)`)
  const type = `${base[0].toUpperCase()}${base.slice(1)}Api`
  return { value: `${base}Api`, type, hook: `use${type}`, from: 'export function create' }
}

/** Type names that stand for a client type: the type itself and aliases of it or of a Pick/Omit of it, in any file. */
const typeCache = new Map<string, string[]>()
function clientTypes(type: string): string[] {
  const known = typeCache.get(type)
  if (known) return known
  const types = [type]
  typeCache.set(type, types)
  for (let i = 0; i < types.length; i++) {
    const alias = new RegExp(`\\btype\\s+(\\w+)\\s*=\\s*(?:Pick<|Omit<|Readonly<)?${escape(types[i])}\\b`, 'g')
    for (const s of SOURCES) for (const m of s.text.matchAll(alias)) if (!types.includes(m[1])) types.push(m[1])
  }
  return types
}

/** The names a file gives a client: its value, its hook's answer, a parameter or field of its type (or an alias). */
function clientNames(text: string, client: Client): string[] {
  const names = [client.value]
  if (client.hook) for (const m of text.matchAll(new RegExp(`\\b(\\w+)\\s*=\\s*${client.hook}\\(`, 'g'))) names.push(m[1])
  if (client.type) {
    for (const type of clientTypes(client.type)) {
      const typed = new RegExp(`\\b(\\w+)\\??\\s*:\\s*(?:Pick<|Omit<|Readonly<)?${escape(type)}\\b`, 'g')
      for (const m of text.matchAll(typed)) names.push(m[1])
    }
  }
  return [...new Set(names)]
}

/** Whether the file calls `method` on the client, or hands it on: `<a name bound to the client>.method`. */
function callsMethod(text: string, client: Client, method: string): boolean {
  return clientNames(text, client).some((name) => new RegExp(`\\b${escape(name)}\\s*\\.\\s*${escape(method)}\\b`).test(text))
}

/** The names a client file gives the contract's tables it imports (`import { NEWS_CALLS as N } from '@contract/calls/table/news'`). */
function tableNames(fileText: string): string[] {
  const imports = [...fileText.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@contract\/calls\/table\/\w+'/g)]
  return imports.flatMap((m) => m[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!).filter(Boolean))
}

/**
 * The calls a method makes as `(service, path)`: each row of the calls' contract it names (`N.likeNews`,
 * `N['informationList/v3']`, by the table's name in the file) with that row's service and path, and each
 * `('service', 'path'` or `('service', \`path\`` in its text, the path as written (a template's placeholders kept).
 */
function askedCalls(text: string, fileText: string): { service: string; path: string }[] {
  const written = [...text.matchAll(/\(\s*'(\w+)',\s*(?:'([^']*)'|`([^`]*)`)/g)].map((m) => ({ service: m[1], path: m[2] ?? m[3] }))
  const tables = tableNames(fileText)
  if (!tables.length) return written
  const row = new RegExp(`\\b(?:${tables.join('|')})(?:\\.(\\w+)|\\[\\s*'([^']+)'\\s*\\])`, 'g')
  const named = [...text.matchAll(row)].flatMap((m) => {
    const call = (CALLS as Record<string, Call | undefined>)[m[1] ?? m[2]]
    return call ? [{ service: call.service, path: call.path }] : []
  })
  return [...written, ...named]
}

/**
 * The entry's fragment names its call exactly: for a service client, the fragment (quotes aside) is a whole path the
 * method asks, or `'service', 'path'` naming both; elsewhere (the bridge's actions, the payment channel's steps) the
 * fragment is in the method's text.
 */
function asksExactly(file: string, text: string, fragment: string, fileText: string): boolean {
  if (!file.startsWith('services/')) return text.includes(fragment)
  const calls = askedCalls(text, fileText)
  const pair = /^'(\w+)', '([^']*)'$/.exec(fragment)
  if (pair) return calls.some((c) => c.service === pair[1] && c.path === pair[2])
  const path = fragment.replace(/^'(.*)'$/, '$1')
  return calls.some((c) => c.path === path)
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
    expect({ fragment, asked: asksExactly(file, text!, fragment, source!.text) }).toEqual({ fragment, asked: true })
  })

  it.each(used)('%s: a screen calls the client', (_, client) => {
    // On a name bound to the client only: `home.data.banners` does not call goodsApi.banners.
    const [file, method] = client.split(':')
    const callers = SOURCES.filter((s) => !s.file.startsWith('services/') && s.file !== file && callsMethod(s.text, clientOf(file), method))
    expect(callers.map((s) => s.file)).not.toEqual([])
  })
})

describe('a call with no screen', () => {
  it.each(unused.map((r) => [title(r), r.entry[0]] as const))('%s: docs/spec-calls.md names it with its reason', (_, name) => {
    expect(NO_SCREEN.filter((n) => names(n, name))).not.toEqual([])
  })

  // A no-screen call that is a path must not be a path a client asks (then it would have a screen or be dead code).
  // Left out: 'info' (a contract call), since the enterprise channel's center/user/info ends the same way.
  const PATHS = unused.map((r) => r.entry[0]).filter((n) => /^[\w/.-]+$/.test(n) && n !== 'info')
  it.each(PATHS)('%s: no client asks it', (name) => {
    const tail = name.split('/').filter(Boolean).slice(/\/v\d+$/.test(name) ? -2 : -1).join('/')
    const asked = new RegExp(`['/\`]${escape(tail)}['\`]`)
    const endsIn = (p: string) => p === tail || p.endsWith(`/${tail}`)
    const askers = SOURCES.filter(
      (s) => s.file.startsWith('services/') && (asked.test(s.text) || askedCalls(s.text, s.text).some((c) => endsIn(c.path))),
    )
    expect(askers.map((s) => s.file)).toEqual([])
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
