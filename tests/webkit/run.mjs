// Runs the WebKit e2e suites (`*.webkit.ts`) with node's test runner, one file at a time (each starts its own
// server, Xvfb and MiniBrowser); `npm run test:webkit -- buy articles` runs the files whose names contain those words.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.webkit.ts')).filter((f) => !only.length || only.some((o) => f.includes(o))).sort()
// With no file named, node --test would look for test files itself (and find scripts/test-all.mjs).
if (!files.length) {
  console.error(`no test file matches ${process.argv.slice(2).join(' ')}`)
  process.exit(1)
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files.map((f) => path.join(dir, f))], { stdio: 'inherit' })
process.exit(result.status ?? 1)
