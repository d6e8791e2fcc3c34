/**
 * package.json tells the truth: what `npm start` needs at run time is in `dependencies` (a production install, which
 * skips devDependencies, still starts the server), and what the test and build configurations load is declared,
 * not merely present because another package brought it.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  allowScripts: Record<string, boolean>
}
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>
}
const declared = { ...pkg.dependencies, ...pkg.devDependencies }

/** 'fastify/types/schema' -> 'fastify', '@fastify/static' -> '@fastify/static'. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
const bare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('@/')

function filesUnder(dir: string, skip: (p: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (skip(p)) return []
    return e.isDirectory() ? filesUnder(p, skip) : /\.[cm]?[jt]s$/.test(e.name) ? [p] : []
  })
}

/** The packages a file loads when it runs: value imports and require(), not `import type`. */
function runtimeImports(source: string): string[] {
  const found: string[] = []
  for (const m of source.matchAll(/^\s*import\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    const spec = m[1] ?? m[2] ?? m[3]
    if (bare(spec)) found.push(packageOf(spec))
  }
  return [...new Set(found)].sort()
}

describe('package.json', () => {
  it('reads value imports and requires, not type imports', () => {
    const source = [
      "import Fastify from 'fastify'",
      "import type { Static } from '@sinclair/typebox'",
      "import { type A, b } from 'fastify/types/schema'",
      "import './side-effect'",
      "const x = require('better-sqlite3')",
      "import fs from 'node:fs'",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['better-sqlite3', 'fastify'])
  })

  it("has the server's run-time packages in dependencies, where `npm start` finds them after a production install", () => {
    const files = filesUnder(path.join(ROOT, 'server'), (p) => /__tests__|fixtures|jest\.config/.test(p))
    const missing = new Map<string, string>()
    for (const file of files) {
      for (const name of runtimeImports(fs.readFileSync(file, 'utf8'))) {
        if (!(name in pkg.dependencies)) missing.set(name, path.relative(ROOT, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it("has the programs of `npm start` in dependencies", () => {
    const programs = pkg.scripts.start.split(/\s+/).filter((word) => /^[a-z][\w-]*$/.test(word) && word in declared)
    expect(programs.length).toBeGreaterThan(0)
    expect(programs.filter((p) => !(p in pkg.dependencies))).toEqual([])
  })

  it('declares the Babel presets and plugins the jest configurations and babel.config.js name', () => {
    const configs = ['jest.config.js', 'server/jest.config.js', 'tests/weapp/jest.config.js', 'babel.config.js']
    const named = configs.flatMap((c) => [...fs.readFileSync(path.join(ROOT, c), 'utf8').matchAll(/['"]((?:@babel\/|babel-)(?:preset|plugin)[\w/-]*)['"]/g)].map((m) => m[1]))
    expect(named).toContain('@babel/preset-typescript')
    expect([...new Set(named)].filter((n) => !(n in declared))).toEqual([])
  })

  it('names every package of the lockfile that has an install script in allowScripts, each allowed or denied on purpose', () => {
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, p]) => p.hasInstallScript)
        .map(([where]) => where.split('node_modules/').pop()!),
    )
    expect([...withScripts].filter((name) => !(name in pkg.allowScripts))).toEqual([])
    expect(Object.keys(pkg.allowScripts).filter((name) => !withScripts.has(name))).toEqual([])
    // the one build the project needs at install
    expect(Object.entries(pkg.allowScripts).filter(([, allowed]) => allowed).map(([name]) => name)).toEqual(['better-sqlite3'])
  })
})
