/**
 * One file-name case (docs/architecture.md, house rules): camelCase modules and PascalCase components in src/,
 * contract/ and tests/jest/, a platform variant as `.h5` / `.weapp` before the extension. No kebab-case or snake_case,
 * except the folder WeChat names (custom-tab-bar) and test fixtures (data, named as the answers they hold).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
// __mocks__ is jest's own folder name.
const NAME = /^([A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*|__mocks__)$/

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'contract', 'tests/jest'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((f) => !f.startsWith('src/custom-tab-bar/') && !f.startsWith('tests/jest/fixtures/'))

it('reads the tree', () => {
  expect(files.length).toBeGreaterThan(500)
})

it('every folder and file is camelCase or PascalCase', () => {
  const odd = files.filter((f) => f.split('/').some((part) => !NAME.test(part)))
  expect(odd).toEqual([])
})

it('the rule fails on a kebab-case name', () => {
  expect(['src/platform/page-restore.h5.ts'].filter((f) => f.split('/').some((part) => !NAME.test(part)))).toHaveLength(1)
})
