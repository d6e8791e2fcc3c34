/**
 * Mini-program package sizes (`npm test` runs it after build:weapp; `npx tsx scripts/package-sizes.ts [dir]`).
 * Measured as WeChat counts them: a subpackage is every file under its root (app.json subPackages[].root), the main
 * package is every other file. WeChat refuses a package above 2 MB; this check fails at the house limit of 1 MB so a
 * package never gets near it, and the main package (downloaded at every first launch) above `mainMaxBytes`. A module
 * only subpackages use stays out of the main package: Taro copies it into each subpackage that uses it (its
 * sub-common/ folder), and the check fails when those extra copies add up to more than `copiesMaxBytes` (limits in
 * config/package-limits.json).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import limits from '../config/package-limits.json'

export interface PackageSize {
  /** 'main' or the subpackage root ('packages/order'). */
  name: string
  bytes: number
  files: number
}

export interface PackageSizes {
  main: PackageSize
  subpackages: PackageSize[]
  total: number
}

export interface Duplicate {
  /** The file's path inside each subpackage (e.g. sub-common/<hash>.js). */
  file: string
  bytes: number
  /** The subpackage roots holding an identical copy. */
  roots: string[]
}

export interface Limits {
  packageMaxBytes: number
  mainMaxBytes: number
  copiesMaxBytes: number
}

export const LIMITS: Limits = limits

const normaliseRoot = (root: string) => root.replace(/^\.?\/+/, '').replace(/\/+$/, '')

/** Subpackage roots from the built app.json (WeChat accepts subPackages and subpackages). */
export function subpackageRoots(dir: string): string[] {
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as {
    subPackages?: { root: string }[]
    subpackages?: { root: string }[]
  }
  return (app.subPackages ?? app.subpackages ?? []).map((p) => normaliseRoot(p.root))
}

/** Every file under dir, as paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...listFiles(dir, rel))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

const rootOf = (file: string, roots: string[]) => roots.find((root) => file.startsWith(`${root}/`))

export function measurePackages(dir: string): PackageSizes {
  const roots = subpackageRoots(dir)
  const main: PackageSize = { name: 'main', bytes: 0, files: 0 }
  const subs = new Map(roots.map((root) => [root, { name: root, bytes: 0, files: 0 }]))
  let total = 0
  for (const file of listFiles(dir)) {
    const bytes = fs.statSync(path.join(dir, file)).size
    const pkg = subs.get(rootOf(file, roots) ?? '') ?? main
    pkg.bytes += bytes
    pkg.files += 1
    total += bytes
  }
  return { main, subpackages: [...subs.values()], total }
}

/** Files with identical content in more than one subpackage, largest first. */
export function findDuplicates(dir: string): Duplicate[] {
  const roots = subpackageRoots(dir)
  const byHash = new Map<string, Duplicate>()
  for (const file of listFiles(dir)) {
    const root = rootOf(file, roots)
    if (!root) continue
    const content = fs.readFileSync(path.join(dir, file))
    const key = crypto.createHash('sha256').update(content).digest('hex')
    const seen = byHash.get(key) ?? { file: file.slice(root.length + 1), bytes: content.length, roots: [] }
    if (!seen.roots.includes(root)) seen.roots.push(root)
    byHash.set(key, seen)
  }
  return [...byHash.values()]
    .filter((d) => d.roots.length > 1)
    .map((d) => ({ ...d, roots: roots.filter((r) => d.roots.includes(r)) }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The report lines and the problems (empty when every package is within the limits). */
export function checkPackages(dir: string, lim: Limits = LIMITS): { lines: string[]; problems: string[] } {
  const sizes = measurePackages(dir)
  const duplicates = findDuplicates(dir)
  const lines: string[] = []
  const problems: string[] = []
  for (const pkg of [sizes.main, ...sizes.subpackages]) {
    const share = ((pkg.bytes / lim.packageMaxBytes) * 100).toFixed(0)
    lines.push(`${pkg.name.padEnd(24)} ${kb(pkg.bytes).padStart(10)}  ${String(pkg.files).padStart(4)} files  ${share.padStart(3)}% of ${kb(lim.packageMaxBytes)}`)
    if (pkg.bytes > lim.packageMaxBytes) problems.push(`${pkg.name} is ${kb(pkg.bytes)}, above ${kb(lim.packageMaxBytes)}`)
  }
  if (sizes.main.bytes > lim.mainMaxBytes && sizes.main.bytes <= lim.packageMaxBytes) {
    problems.push(`main is ${kb(sizes.main.bytes)}, above ${kb(lim.mainMaxBytes)}: move what only subpackages use out of it`)
  }
  lines.push(`${'total'.padEnd(24)} ${kb(sizes.total).padStart(10)}`)
  const copies = duplicates.reduce((sum, d) => sum + d.bytes * (d.roots.length - 1), 0)
  lines.push(`copied into several subpackages: ${duplicates.length} files, ${kb(copies)} of extra copies`)
  if (copies > lim.copiesMaxBytes) {
    const largest = duplicates.slice(0, 3).map((d) => `${d.file} (${kb(d.bytes)}) in ${d.roots.join(', ')}`)
    problems.push(`extra copies of modules shared by subpackages add up to ${kb(copies)}, above ${kb(lim.copiesMaxBytes)}; largest: ${largest.join('; ')}`)
  }
  return { lines, problems }
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'weapp'))
  if (!fs.existsSync(path.join(dir, 'app.json'))) {
    console.error(`${dir}/app.json is missing: run npm run build:weapp first`)
    process.exit(1)
  }
  const { lines, problems } = checkPackages(dir)
  console.log(`mini-program packages in ${path.relative(process.cwd(), dir) || '.'}:`)
  for (const line of lines) console.log(`  ${line}`)
  for (const problem of problems) console.error(`  TOO LARGE: ${problem}`)
  console.log(problems.length ? `package sizes: ${problems.length} problem(s)` : 'package sizes: ok')
  process.exit(problems.length ? 1 : 0)
}
