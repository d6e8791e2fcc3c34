// `npm test`: everything CI runs, in order, stopping at the first failure. Prints each step's time and,
// last, the tests counted over all runners as 'tests: N passed, N failed'.
import { spawn } from 'node:child_process'

const STEPS = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit (jest)', 'npm run test:unit -- --ci'],
  ['build:h5', 'npm run build:h5'],
  ['first-load budget', 'npm run check:bundle'],
  ['build:weapp', 'npm run build:weapp'],
  ['package sizes', 'npm run check:packages'],
  ['weapp (miniprogram-simulate)', 'npm run test:weapp -- --ci'],
  ['e2e (Chromium)', 'npm run test:e2e'],
  ['e2e (WebKit)', 'npm run test:webkit'],
  ['mini-program pictures', 'npm run screens:weapp'],
  ['screens (Chromium)', 'npm run screens'],
  ['screens (WebKit)', 'npm run screens:webkit'],
]

/** Test counts from jest ('Tests: 1 failed, 26 passed, 27 total') and node's runner ('ℹ pass 3', 'ℹ fail 0'). */
function count(output) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '')
  let passed = 0
  let failed = 0
  for (const line of plain.split('\n')) {
    const jest = line.match(/^Tests:\s+(.*)$/)
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0)
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0)
    }
    const node = line.match(/^ℹ (pass|fail) (\d+)$/)
    if (node?.[1] === 'pass') passed += Number(node[2])
    if (node?.[1] === 'fail') failed += Number(node[2])
  }
  return { passed, failed }
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (d) => { output += d; process.stdout.write(d) })
    child.stderr.on('data', (d) => { output += d; process.stderr.write(d) })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const only = process.argv.slice(2)
const totals = { passed: 0, failed: 0 }
const times = []
let failedStep = ''
for (const [name, command] of STEPS) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue
  console.log(`\n=== ${name}: ${command}`)
  const started = Date.now()
  const { code, output } = await run(command)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const c = count(output)
  totals.passed += c.passed
  totals.failed += c.failed
  times.push(`${name.padEnd(30)} ${seconds.padStart(6)} s  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`)
  if (code !== 0) {
    failedStep = name
    break
  }
}
console.log('\n=== summary')
for (const line of times) console.log(line)
if (failedStep) {
  console.log(`step failed: ${failedStep}`)
  if (totals.failed === 0) totals.failed = 1
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
process.exit(failedStep ? 1 : 0)
