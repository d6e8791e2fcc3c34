/** The mini-program package-size check (scripts/package-sizes.ts). */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkPackages, findDuplicates, measurePackages } from '../../scripts/package-sizes'

let dir: string
const LIMITS = { packageMaxBytes: 1024 * 1024, mainMaxBytes: 900 * 1024, copiesMaxBytes: 4096 }

function write(file: string, content: string | number) {
  const full = path.join(dir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, typeof content === 'number' ? 'x'.repeat(content) : content)
}

const APP_JSON = JSON.stringify({
  pages: ['pages/home/index'],
  subPackages: [{ root: 'packages/order', pages: ['list/index'] }, { root: 'packages/goods/', pages: ['detail/index'] }],
})

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mini-packages-'))
  write('app.json', APP_JSON)
  write('app.js', 100)
  write('vendors.js', 1000)
  write('pages/home/index.js', 200)
  // Not under a root: a folder whose name merely starts like one belongs to the main package.
  write('packages/orderly/x.js', 7)
  write('packages/order/list/index.js', 300)
  write('packages/order/sub-common/a.js', 'shared module')
  write('packages/goods/detail/index.js', 400)
  write('packages/goods/sub-common/a.js', 'shared module')
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it('counts every file under a subpackage root for that subpackage and everything else for the main package', () => {
  const sizes = measurePackages(dir)
  const appJson = Buffer.byteLength(APP_JSON)
  expect(sizes.main).toEqual({ name: 'main', bytes: appJson + 100 + 1000 + 200 + 7, files: 5 })
  expect(sizes.subpackages).toEqual([
    { name: 'packages/order', bytes: 300 + 13, files: 2 },
    { name: 'packages/goods', bytes: 400 + 13, files: 2 },
  ])
  expect(sizes.total).toBe(sizes.main.bytes + 313 + 413)
})

it('finds files copied into several subpackages', () => {
  expect(findDuplicates(dir)).toEqual([{ file: 'sub-common/a.js', bytes: 13, roots: ['packages/order', 'packages/goods'] }])
})

it('passes within the limits and prints each package', () => {
  const { lines, problems } = checkPackages(dir, LIMITS)
  expect(problems).toEqual([])
  expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(['main', 'packages/order', 'packages/goods', 'total', 'copied'])
  expect(lines[1]).toMatch(/packages\/order\s+0\.3 KB\s+2 files/)
})

it('fails when a package passes 1 MB (main or any subpackage), and at the byte', () => {
  const limits = LIMITS
  write('packages/goods/big.js', 1024 * 1024 - 413)
  expect(checkPackages(dir, limits).problems).toEqual([]) // exactly 1 MB is allowed
  write('packages/goods/one-more.js', 1)
  expect(checkPackages(dir, limits).problems).toEqual(['packages/goods is 1024.0 KB, above 1024.0 KB'])

  write('vendors.js', 1024 * 1024)
  expect(checkPackages(dir, limits).problems).toHaveLength(2)
  expect(checkPackages(dir, limits).problems[0]).toMatch(/^main is 10\d\d\.\d KB, above 1024\.0 KB$/)
})

it('fails when the main package passes its own limit (900 KB), and at the byte', () => {
  const others = Buffer.byteLength(APP_JSON) + 100 + 200 + 7
  write('vendors.js', 900 * 1024 - others)
  expect(checkPackages(dir, LIMITS).problems).toEqual([]) // exactly 900 KB is allowed
  write('vendors.js', 900 * 1024 - others + 1)
  expect(checkPackages(dir, LIMITS).problems).toEqual(['main is 900.0 KB, above 900.0 KB: move what only subpackages use out of it'])
})

it('fails when the extra copies of modules shared by subpackages pass their budget', () => {
  write('packages/order/sub-common/big.js', 4083)
  write('packages/goods/sub-common/big.js', 4083)
  expect(checkPackages(dir, LIMITS).problems).toEqual([]) // 4083 + 13 bytes of extra copies: exactly the budget
  write('packages/order/sub-common/big.js', 4084)
  write('packages/goods/sub-common/big.js', 4084)
  expect(checkPackages(dir, LIMITS).problems).toEqual([
    'extra copies of modules shared by subpackages add up to 4.0 KB, above 4.0 KB; largest: sub-common/big.js (4.0 KB) in packages/order, packages/goods; sub-common/a.js (0.0 KB) in packages/order, packages/goods',
  ])
})
