// Writes the route table of docs/routes.md from src/core/routes.ts (`npm run docs:routes`); a unit test checks the
// file matches, so the table cannot drift from the app.
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '../src/core/routes'

export const START = '<!-- routes:start (npm run docs:routes) -->'
export const END = '<!-- routes:end -->'
export const ROUTES_DOC = path.resolve(__dirname, '..', 'docs', 'routes.md')

const STATUS = { built: 'built', placeholder: 'placeholder', planned: 'planned → /404 until built' } as const

export function routeTable(): string {
  const rows = ROUTES.map((r) => {
    const urls = r.urls.map((u) => `\`${u}\``).join(', ')
    const page = r.page ? `\`src/${r.page}\`${r.pkg ? ' (subpackage)' : ''}${r.tab ? ' (tab)' : ''}` : '—'
    return `| ${urls} | ${page} | ${r.title} | ${STATUS[r.status]} | ${r.needsLogin ? 'yes' : ''} |`
  })
  return ['| URL (spec) | Page | Title | Status | Login |', '|---|---|---|---|---|', ...rows].join('\n')
}

export function withTable(doc: string): string {
  const a = doc.indexOf(START)
  const b = doc.indexOf(END)
  if (a < 0 || b < a) throw new Error('docs/routes.md has no route-table markers')
  return `${doc.slice(0, a + START.length)}\n${routeTable()}\n${doc.slice(b)}`
}

if (require.main === module) {
  fs.writeFileSync(ROUTES_DOC, withTable(fs.readFileSync(ROUTES_DOC, 'utf8')))
  console.log('docs/routes.md route table updated')
}
