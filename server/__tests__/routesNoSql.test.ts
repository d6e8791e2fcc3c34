// Route files validate, call server/lib and answer: every SQL statement lives in server/lib.
import fs from 'node:fs'
import path from 'node:path'

const ROUTES = path.join(__dirname, '..', 'routes')
const SQL = /\.\s*prepare\s*\(|\bdb\s*\.\s*(?:exec|transaction|pragma)\s*\(/g

it.each(fs.readdirSync(ROUTES).filter((f) => f.endsWith('.ts')))('routes/%s runs no SQL of its own', (file) => {
  const text = fs.readFileSync(path.join(ROUTES, file), 'utf8')
  const hits = [...text.matchAll(SQL)].map((m) => `line ${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, '')}`)
  expect(hits).toEqual([])
})
