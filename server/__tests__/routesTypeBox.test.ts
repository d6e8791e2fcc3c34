// Route schemas are TypeBox (server/lib/validation.ts helpers, Type.*): no hand-written JSON-schema object literals, so
// the schema that validates a request is the one that types its handler.
import fs from 'node:fs'
import path from 'node:path'

const ROUTES = path.join(__dirname, '..', 'routes')
const JSON_SCHEMA = /\btype:\s*(?:'(?:object|string|integer|number|boolean|array|null)'|\[\s*')/g

const files = fs.readdirSync(ROUTES).filter((f) => f.endsWith('.ts'))
const hitsIn = (file: string) => {
  const text = fs.readFileSync(path.join(ROUTES, file), 'utf8')
  return [...text.matchAll(JSON_SCHEMA)].map((m) => `line ${text.slice(0, m.index).split('\n').length}: ${m[0]}`)
}

it.each(files)('routes/%s declares its schemas with TypeBox', (file) => {
  expect(hitsIn(file)).toEqual([])
})
