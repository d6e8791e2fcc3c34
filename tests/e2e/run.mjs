// Runs the Chromium e2e suites with node's test runner, one file at a time (each starts its own server); tsx lets a
// suite import the app's TypeScript (the route table).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.e2e.mjs')).filter((f) => !only.length || only.some((o) => f.includes(o))).sort()
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files.map((f) => path.join(dir, f))], { stdio: 'inherit' })
process.exit(result.status ?? 1)
