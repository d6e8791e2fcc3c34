/**
 * The docs stay true to the tree: README.md and every file of docs/ link only to files and headings that exist, every
 * code path they name in backticks exists, they name no work items, and the route table of docs/routes.md is the one
 * src/core/routes.ts gives (`npm run docs:routes` rewrites it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES_DOC, withTable } from '../../scripts/route-table'

const ROOT = path.resolve(__dirname, '../..')
const DOCS = path.join(ROOT, 'docs')
const FILES = [path.join(ROOT, 'README.md'), ...fs.readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => path.join(DOCS, f))]
const rel = (file: string) => path.relative(ROOT, file)
const text = (file: string) => fs.readFileSync(file, 'utf8')

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')
}

function anchors(file: string): Set<string> {
  const out = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of text(file).split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line)
    if (!m) continue
    const base = anchorOf(m[1])
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    out.add(n ? `${base}-${n}` : base)
  }
  return out
}

/** Markdown links outside code: [text](target). */
function links(file: string): string[] {
  const body = text(file).replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^(https?:|mailto:)/.test(t))
}

const CODE_ROOTS = ['src/', 'server/', 'contract/', 'tests/', 'scripts/', 'config/', 'types/', 'docs/', 'bench/', '.ci/']
const EXTENSIONS = ['', '.ts', '.tsx', '.h5.ts', '.h5.tsx', '.weapp.ts', '.weapp.tsx', '.js', '.mjs']

/** Backticked paths of the repository: a code root, no placeholder or glob; a Taro page path may omit `.tsx`. */
function codePaths(file: string): string[] {
  const body = text(file).replace(/```[\s\S]*?```/g, '')
  return [...body.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[),.:;]+$/, '').replace(/:\d+$/, ''))
    .filter((p) => CODE_ROOTS.some((r) => p.startsWith(r)) && !/[*<>{}|$]/.test(p) && !p.includes('...'))
}

const exists = (p: string) => EXTENSIONS.some((ext) => fs.existsSync(path.join(ROOT, p.replace(/\/$/, '') + ext)))

describe.each(FILES.map((f) => [rel(f), f]))('%s', (_name, file) => {
  it('links to files and headings that exist', () => {
    const broken = links(file).filter((target) => {
      const [to, hash] = target.split('#')
      const dest = to ? path.resolve(path.dirname(file), to) : file
      if (!fs.existsSync(dest)) return true
      return !!hash && dest.endsWith('.md') && !anchors(dest).has(hash)
    })
    expect(broken).toEqual([])
  })

  it('names only code paths that exist', () => {
    expect(codePaths(file).filter((p) => !exists(p))).toEqual([])
  })

  it('names no work items', () => {
    expect(text(file).match(/\b(issue|Issue|ISSUE)s? #?\d+/g) ?? []).toEqual([])
  })
})

it('README.md stays short: under 200 lines', () => {
  expect(text(path.join(ROOT, 'README.md')).split('\n').length).toBeLessThan(200)
})

it('the route table of docs/routes.md matches src/core/routes.ts (npm run docs:routes rewrites it)', () => {
  const doc = text(ROUTES_DOC)
  expect(doc).toBe(withTable(doc))
})

it('finds what it checks (a link, a heading\'s anchor, a code path)', () => {
  expect(anchorOf('The request layer (`src/services/request.ts`)')).toBe('the-request-layer-srcservicesrequestts')
  expect(anchorOf('Calls with no screen')).toBe('calls-with-no-screen')
  expect(links(path.join(ROOT, 'README.md'))).toContain('docs/architecture.md')
  expect(codePaths(path.join(DOCS, 'architecture.md'))).toContain('src/services/request.ts')
  expect(exists('src/pages/home/index')).toBe(true)
  expect(exists('src/nowhere.ts')).toBe(false)
})
