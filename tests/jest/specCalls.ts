/**
 * The spec's call lists parsed from its text (docs/spec/content-access.md and docs/spec/ordering-payment.md section 7),
 * with the contract's readings (contract/calls/table/readings.ts): each call's name, method, group, path below the
 * gateway, parameters and body kind. Read by specContract.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GATEWAY_LAYOUT, type BodyKind, type SpecGroup } from '@contract/calls/contract'
import { CARRIED_PREFIXES, GROUP_ROOTS, NOT_CALL_GROUPS, PATH_PLACEHOLDERS, WORDED_CALLS } from '@contract/calls/table/readings'

export interface SpecCall {
  group: SpecGroup
  /** The item as the spec writes it (the name, before its parentheses). */
  text: string
  /** The name as a path below the gateway; null for an item written in words (WORDED_CALLS). */
  gatewayPath: string | null
  /** Other names of the same call ('createOrder / ty_order_create'), as paths below the gateway. */
  aliases: string[]
  method?: 'GET' | 'POST' | 'any'
  params: string[]
  body?: BodyKind
}

const ROOT = path.resolve(__dirname, '../..')
const section7 = (file: string) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return text.split('\n## 7. Calls\n')[1].split('\n## 8.')[0]
}

/** Splits at `seps` outside parentheses. */
export function splitTop(text: string, seps: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const ch of text) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (seps.includes(ch) && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  return [...parts, current].map((p) => p.trim()).filter(Boolean)
}

/** Splits at '. ' before a capital letter, outside parentheses. */
function splitSentences(text: string): string[] {
  return splitTop(text.replace(/\.\s+(?=[A-Z])/g, '\u0000'), '\u0000')
}

const NOT_PARAMS = new Set(['code', 'data', 'token', 't', 'form', 'JSON', 'GET', 'POST', 'params', 'on'])

/** The parameters of a parenthesis or a payload cell: each part's leading name, up to a 'reads'/'returns' part. */
export function paramsOf(text: string, bodyWord: boolean): string[] {
  const names: string[] = []
  for (const clause of splitTop(text, ';')) {
    for (const part of splitTop(clause.replace(/^(form|query):\s*/, ''), ',')) {
      if (/^(reads|returns)\b/.test(part)) break
      const m = /^(?:query\s+)?([A-Za-z]\w*)(?:\s*=\s*\S+|\s+\d.*|\s*\(.*\))?$/.exec(part)
      if (!m || NOT_PARAMS.has(m[1]) || (bodyWord && m[1] === 'body')) continue
      names.push(m[1])
    }
  }
  return names
}

function bodyOf(paren: string): BodyKind | undefined {
  if (/^form\b|\(form\b|^form$/.test(paren) || /(^|[;,]\s*)form\b/.test(paren)) return 'form'
  if (/\bJSON\b|(^|[;,]\s*)body\b/.test(paren)) return 'json'
  return undefined
}

const isPath = (name: string) => /^(\/|\.\.\.\/)?[\w{}.-]+(\/[\w{}.-]+)*$/.test(name)

/** The name as a path below the gateway: a leading '/' is from the gateway, else from the group's root. */
function gatewayPath(group: SpecGroup, name: string): string {
  let p = name
  for (const [holder, { means }] of Object.entries(PATH_PLACEHOLDERS)) if (p.startsWith(holder)) p = means + p.slice(holder.length)
  p = p.replace(/\{(\w+)\}/g, ':$1')
  if (p.startsWith('/')) return p.slice(1)
  const { root, prefix = '' } = GROUP_ROOTS[group]
  return [root === 'gateway' ? '' : GATEWAY_LAYOUT[root], `${prefix}${p}`].filter(Boolean).join('/')
}

const worded = (text: string) =>
  Object.keys(WORDED_CALLS).find((k) => text === k || text.startsWith(`${k} `) || text.startsWith(`${k}(`) || text.startsWith(`${k}:`))

/** One bullet (or sentence list) of a group: its items, each with the method in force and its parentheses. */
function parseBullet(group: SpecGroup, bullet: string, defaultMethod?: 'GET'): SpecCall[] {
  const calls: SpecCall[] = []
  let carry: { prefix: string; through?: string } | null = null
  let method: 'GET' | 'POST' | undefined = defaultMethod
  // A list's label ('Coupons:', 'Course categories:') goes; each sentence is a list of its own.
  const body = bullet.replace(/^[A-Z][a-z]+(?:[ /][a-z]+)?:\s+/, '')
  const clauses = splitTop(body, '\n').flatMap((b) => splitSentences(b)).flatMap((sentence) => splitTop(sentence, ';'))
  for (const clause of clauses) {
    let rest = clause.replace(/\.$/, '')
    const m = /^(GET|POST)\s+/.exec(rest)
    if (m) {
      method = m[1] as 'GET' | 'POST'
      rest = rest.slice(m[0].length)
    }
    for (const item of splitTop(rest, ',')) {
      const open = item.indexOf('(')
      const name = (open < 0 ? item : item.slice(0, open)).trim()
      const paren = open < 0 ? '' : item.slice(open + 1, item.lastIndexOf(')'))
      const reading = CARRIED_PREFIXES.find((c) => c.group === group && (c.from === name || c.from === item.trim()))
      if (reading) carry = { prefix: reading.prefix, through: reading.through }
      else if (name.startsWith('/')) carry = null
      const own = /\b(GET|POST)\b/.exec(paren)?.[1] as 'GET' | 'POST' | undefined
      const itemMethod = own ?? method
      const params = paramsOf(paren, true)
      const key = worded(item.trim())
      // 'statistics clickViews': a list's words that the reading names as a prefix, its last word the call.
      const bare = reading && !isPath(name) ? name.split(' ').pop()! : name
      if (key || !isPath(bare)) {
        calls.push({ group, text: key ?? item.trim(), gatewayPath: null, aliases: [], method: itemMethod, params })
        continue
      }
      let written = bare
      const carried = carry?.prefix.replace(/^\//, '')
      if (carry && !bare.startsWith('/') && !(carried && bare.startsWith(carried))) written = carry.prefix + bare
      calls.push({ group, text: name, gatewayPath: gatewayPath(group, written), aliases: [], method: itemMethod, params, body: bodyOf(paren) })
      if (carry?.through === name) carry = null
    }
  }
  return calls
}

/** content-access section 7: one group per '###' heading, one list per bullet. */
function contentAccess(): SpecCall[] {
  const groups = section7('docs/spec/content-access.md').split('\n### ').slice(1)
  return groups.flatMap((block) => {
    const [heading, ...lines] = block.split('\n')
    const title = heading.replace(/\s*\(.*\)$/, '')
    if (NOT_CALL_GROUPS[title]) return []
    const group = `content-access / ${title}` as SpecGroup
    if (!GROUP_ROOTS[group]) throw new Error(`no root read for the group ${group}`)
    const allGet = /all GET unless stated/.test(heading) ? 'GET' : undefined
    return lines.filter((l) => l.startsWith('- ')).flatMap((l) => parseBullet(group, l.slice(2), allGet))
  })
}

/** ordering-payment section 7: the table's rows (method | names | payload). */
function orderingPayment(): SpecCall[] {
  const group: SpecGroup = 'ordering-payment / Order service'
  const rows = section7('docs/spec/ordering-payment.md').split('\n').filter((l) => /^\| (GET|POST|any) \|/.test(l))
  return rows.flatMap((row): SpecCall[] => {
    const [, verb, names, payload] = row.split('|').map((c) => c.trim())
    const method = verb === 'any' ? 'any' : (verb as 'GET' | 'POST')
    const params = paramsOf(payload, false)
    const body = /\bJSON\b/.test(payload) ? 'json' : undefined
    const prefixed = /^(.*?)\s*\(([^)]*)\):\s*(.*)$/.exec(names)
    if (prefixed) {
      const reading = CARRIED_PREFIXES.find((c) => c.group === group && c.from === prefixed[1])
      if (!reading) throw new Error(`no reading for the list '${prefixed[1]}'`)
      return splitTop(prefixed[3], ',').map((n) => ({ group, text: n, gatewayPath: gatewayPath(group, reading.prefix + n), aliases: [], method, params, body }))
    }
    if (!names.includes(',') && worded(names)) return [{ group, text: worded(names)!, gatewayPath: null, aliases: [], method, params }]
    if (names.includes(' / ')) {
      const [first, ...others] = names.split(' / ').map((n) => n.trim())
      return [{ group, text: first, gatewayPath: gatewayPath(group, first), aliases: others.map((o) => gatewayPath(group, o)), method, params, body }]
    }
    // 'pay, ty_order_pay (…)' and 'getOrderList, getOrderListNewTwo': one call under two names; other comma lists are separate calls.
    const items = splitTop(names, ',').map((n) => n.replace(/\s*\(.*\)$/, ''))
    if (items.length === 2 && (items[1] === `ty_order_${items[0]}` || items[1].startsWith(`${items[0]}New`))) {
      return [{ group, text: items[0], gatewayPath: gatewayPath(group, items[0]), aliases: [gatewayPath(group, items[1])], method, params, body }]
    }
    return items.map((n) =>
      worded(n)
        ? { group, text: n, gatewayPath: null, aliases: [], method, params }
        : { group, text: n, gatewayPath: gatewayPath(group, n), aliases: [], method, params, body },
    )
  })
}

/** Every call of both lists, a name the spec writes twice in a group once. */
export function specCalls(): SpecCall[] {
  const all = [...contentAccess(), ...orderingPayment()]
  const seen = new Set<string>()
  return all.filter((c) => {
    const key = `${c.group} ${c.gatewayPath ?? c.text}`
    return seen.has(key) ? false : (seen.add(key), true)
  })
}
