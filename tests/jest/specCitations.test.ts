/**
 * The spec the code cites is in the repository: every mention of content-access.md or ordering-payment.md names
 * docs/spec/, and every "section N" it cites is a numbered section ("## N. ...") of that file.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const SPEC = path.join(ROOT, 'docs/spec')
const SCANNED = ['src', 'server', 'contract', 'tests', 'scripts', 'config', 'types', 'bench', 'docs', 'README.md']
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|css|scss|html|json|sql|yml|sh)$/

export interface Citation {
  file: string
  line: number
  spec: string
  sections: number[]
}

/**
 * The spec files' names in a text, and the sections each cites: "section 7", "sections 2 and 3", "sections 1, 5",
 * a range ("sections 2-6": every section from 2 to 6), and the lists that follow after a semicolon ("sections 4, 5;
 * section 7": the same file's).
 */
export function citationsIn(text: string, file: string): { citations: Citation[]; outside: { line: number; text: string }[] } {
  const citations: Citation[] = []
  const outside: { line: number; text: string }[] = []
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  const item = String.raw`\d+(?:\s*[-–]\s*\d+)?`
  const list = String.raw`sections?[\s*/]+${item}(?:(?:\s*,\s*|\s+and\s+)${item})*`
  const mention = new RegExp(String.raw`(\S*?)\b(content-access|ordering-payment)\.md(?:,|'s)?((?:[\s*/]+${list}(?:\s*;[\s*/]*${list})*)?)`, 'g')
  for (const m of text.matchAll(mention)) {
    const line = lineOf(m.index!)
    if (!m[1].endsWith('docs/spec/')) outside.push({ line, text: m[0] })
    const sections = [...(m[3] ?? '').matchAll(/(\d+)(?:\s*[-–]\s*(\d+))?/g)].flatMap((n) => {
      const from = Number(n[1])
      const to = n[2] === undefined ? from : Number(n[2])
      return to >= from && to - from < 20 ? Array.from({ length: to - from + 1 }, (_, k) => from + k) : [from, to]
    })
    if (sections.length) citations.push({ file, line, spec: `${m[2]}.md`, sections })
  }
  return { citations, outside }
}

/** The numbers of a spec file's "## N. Title" sections. */
export function sectionsOf(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])))
}

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [full]
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    if (d.name === 'node_modules' || d.name.startsWith('.')) return []
    const child = path.join(entry, d.name)
    return d.isDirectory() ? filesUnder(child) : TEXT_FILE.test(d.name) ? [path.join(ROOT, child)] : []
  })
}

describe('reading citations', () => {
  it.each([
    ['see docs/spec/content-access.md section 7', 'content-access.md', [7]],
    ['(docs/spec/ordering-payment.md sections 2 and 5)', 'ordering-payment.md', [2, 5]],
    ['docs/spec/ordering-payment.md, section 7', 'ordering-payment.md', [7]],
    ['docs/spec/content-access.md sections 1, 3 and 12', 'content-access.md', [1, 3, 12]],
    ['docs/spec/content-access.md\n * section 4 says', 'content-access.md', [4]],
    ['docs/spec/ordering-payment.md sections 2-4', 'ordering-payment.md', [2, 3, 4]],
    ['docs/spec/ordering-payment.md sections 4, 5; section 7', 'ordering-payment.md', [4, 5, 7]],
    ['docs/spec/content-access.md sections 2 and 6–7; sections 9, 12', 'content-access.md', [2, 6, 7, 9, 12]],
  ])('%j cites %s %p', (text, spec, sections) => {
    const { citations, outside } = citationsIn(text, 'x.ts')
    expect(citations).toEqual([{ file: 'x.ts', line: 1, spec, sections }])
    expect(outside).toEqual([])
  })
  it.each([['content-access.md section 2'], ['../shared/spec/ordering-payment.md'], ['/work/shared/spec/content-access.md']])(
    '%j points outside docs/spec',
    (text) => expect(citationsIn(text, 'x.ts').outside).toHaveLength(1),
  )
  it('a section the spec does not number is found', () => {
    expect(sectionsOf('# T\n## 1. One\n### Sub\n## 9. Nine\n')).toEqual(new Set([1, 9]))
  })
})

describe('the tree', () => {
  const files = SCANNED.flatMap(filesUnder).filter((f) => !f.startsWith(SPEC + path.sep) && f !== __filename)
  const found = files.map((f) => citationsIn(fs.readFileSync(f, 'utf8'), path.relative(ROOT, f)))
  const specs = Object.fromEntries(['content-access.md', 'ordering-payment.md'].map((name) => [name, sectionsOf(fs.readFileSync(path.join(SPEC, name), 'utf8'))]))

  it('both spec files number sections 1 to 9', () => {
    for (const sections of Object.values(specs)) expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
  it('every mention of the spec names docs/spec/', () => {
    const outside = found.flatMap((f, i) => f.outside.map((o) => `${path.relative(ROOT, files[i])}:${o.line} ${o.text}`))
    expect(outside).toEqual([])
  })
  it('every cited section exists', () => {
    const citations = found.flatMap((f) => f.citations)
    expect(citations.length).toBeGreaterThan(400)
    const missing = citations.filter((c) => c.sections.some((n) => !specs[c.spec].has(n))).map((c) => `${c.file}:${c.line} ${c.spec} ${c.sections.join(', ')}`)
    expect(missing).toEqual([])
  })
})
