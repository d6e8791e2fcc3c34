// Runs the Chromium e2e suites with node's test runner, one file at a time (each starts its own server); tsx lets a
// suite import the app's TypeScript (the route table). Every request the app sends is checked against the calls'
// contract by the servers (CONTRACT_LOG, server/lib/contractLog.ts); the run fails on any request the contract does
// not allow, after the suites.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
// `--shard=k/n` runs every n-th file from the k-th (npm test runs two halves side by side); other arguments pick
// files whose names contain them.
const args = process.argv.slice(2)
const shard = args.find((a) => a.startsWith('--shard='))?.slice('--shard='.length).split('/').map(Number)
const only = args.filter((a) => !a.startsWith('--shard='))
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.e2e.mjs')).filter((f) => !only.length || only.some((o) => f.includes(o))).sort()
  .filter((_, i) => !shard || i % shard[1] === shard[0] - 1)
// With no file named, node --test would look for test files itself (and find scripts/test-all.mjs).
if (!files.length) {
  console.error(`no test file matches ${process.argv.slice(2).join(' ')}`)
  process.exit(1)
}
const log = path.resolve(dir, '../../test-results/e2e', `contract${shard ? `-${shard.join('of')}` : ''}.jsonl`)
fs.mkdirSync(path.dirname(log), { recursive: true })
fs.rmSync(log, { force: true })
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files.map((f) => path.join(dir, f))], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_LOG: log },
})

const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []
const problems = [...new Set(lines.flatMap((l) => l.problems))]
console.log(`calls' contract: ${lines.length} requests of the app checked, ${new Set(lines.map((l) => l.name)).size} calls, ${problems.length} problems (${path.relative(process.cwd(), log)})`)
if (problems.length) {
  console.error(`requests the calls' contract (contract/calls) does not allow:\n${problems.join('\n')}`)
  process.exit(1)
}
process.exit(result.status ?? 1)
