import fs from 'node:fs'
import path from 'node:path'
import { withTable } from '../../scripts/route-table'

it('the README route table matches src/core/routes.ts (npm run docs:routes rewrites it)', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8')
  expect(readme).toBe(withTable(readme))
})
