// Writes the README's route table from src/core/routes.ts (`npm run docs:routes`); a unit test checks the
// README matches, so the table cannot drift from the app.
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '../src/core/routes'

export const START = '<!-- routes:start (npm run docs:routes) -->'
export const END = '<!-- routes:end -->'

const STATUS = { built: 'built', placeholder: 'placeholder', planned: 'planned → /404 until built' } as const

export function routeTable(): string {
  const rows = ROUTES.map((r) => {
    const urls = r.urls.map((u) => `\`${u}\``).join(', ')
    const page = r.page ? `\`src/${r.page}\`${r.pkg ? ' (subpackage)' : ''}${r.tab ? ' (tab)' : ''}` : '—'
    return `| ${urls} | ${page} | ${STATUS[r.status]} | #${r.issue}${r.needsLogin ? ', login' : ''} |`
  })
  return ['| URL (spec) | Page | Status | Issue |', '|---|---|---|---|', ...rows].join('\n')
}

export function withTable(readme: string): string {
  const a = readme.indexOf(START)
  const b = readme.indexOf(END)
  if (a < 0 || b < a) throw new Error('README has no route-table markers')
  return `${readme.slice(0, a + START.length)}\n${routeTable()}\n${readme.slice(b)}`
}

if (require.main === module) {
  const file = path.resolve(__dirname, '..', 'README.md')
  fs.writeFileSync(file, withTable(fs.readFileSync(file, 'utf8')))
  console.log('README route table updated')
}
