// `npm test`: everything CI runs. Steps run two at a time (TEST_JOBS=<n> to change; 1 runs them one by one), each
// once the steps it needs have passed; the first failure stops the run (running steps are stopped too). A step's
// output is printed whole when it ends. Prints each step's time and, last, the tests counted over all runners as
// 'tests: N passed, N failed'. `npm test -- e2e screens` runs only the steps whose names start so (without their
// prerequisites: build first).
import { spawn } from 'node:child_process'
import os from 'node:os'

/**
 * [name, command, steps it needs]. Listed in the order they start when a lane is free: lint and typecheck fail
 * fastest; the builds come next, as most steps need them; then the longest first, so the two lanes end together.
 */
const STEPS = [
  ['lint', 'npm run lint', []],
  ['typecheck', 'npm run typecheck', []],
  ['build:h5', 'npm run build:h5', []],
  ['build:weapp', 'npm run build:weapp', []],
  ['first-load budget', 'npm run check:bundle', ['build:h5']],
  ['package sizes', 'npm run check:packages', ['build:weapp']],
  // Two shards of the Playwright run, one worker each. A failed file runs once more, its first attempt's trace kept.
  ['e2e (Chromium) 1/2', 'E2E_SHARD=1/2 npm run test:e2e -- --retries=1', ['build:h5']],
  ['e2e (Chromium) 2/2', 'E2E_SHARD=2/2 npm run test:e2e -- --retries=1', ['build:h5']],
  ['unit (jest)', 'npm run test:unit -- --ci', []],
  ['e2e (WebKit)', 'npm run test:webkit', ['build:h5']],
  ['weapp (miniprogram-simulate)', 'npm run test:weapp -- --ci', ['build:weapp']],
  // WeChat's experience score rules: the built mini-program, and the H5 build's layout for sizes (docs/performance.md).
  ['weapp audit', 'npm run weapp:audit', ['build:weapp', 'build:h5']],
  ['screens (Chromium)', 'npm run screens', ['build:h5']],
  ['screens (WebKit)', 'npm run screens:webkit', ['build:h5']],
  ['mini-program pictures', 'npm run screens:weapp', ['build:weapp']],
]

const LANES = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, os.availableParallelism()))

/** Test counts from jest ('Tests: 1 failed, 26 passed, 27 total'), Playwright's summary and node's runner ('ℹ pass 3', 'ℹ fail 0'). */
function count(output) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '')
  let passed = 0
  let failed = 0
  let flaky = 0
  for (const line of plain.split('\n')) {
    const jest = line.match(/^Tests:\s+(.*)$/)
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0)
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0)
    }
    // Playwright's summary: '  12 passed (3.1m)', '  1 failed', '  1 flaky' (passed when tried again).
    const playwright = line.match(/^ {2}(\d+) (passed|failed|flaky)(?: \(.*\))?$/)
    if (playwright) {
      if (playwright[2] === 'failed') failed += Number(playwright[1])
      else passed += Number(playwright[1])
      if (playwright[2] === 'flaky') flaky += Number(playwright[1])
    }
    const node = line.match(/^ℹ (pass|fail) (\d+)$/)
    if (node?.[1] === 'pass') passed += Number(node[2])
    if (node?.[1] === 'fail') failed += Number(node[2])
  }
  return { passed, failed, flaky }
}

const running = new Set()

function run(name, command) {
  return new Promise((resolve) => {
    // detached: the step's whole process group can be stopped when another step fails.
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    running.add(child)
    let output = ''
    child.stdout.on('data', (d) => { output += d })
    child.stderr.on('data', (d) => { output += d })
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
  })
}

function stopAll() {
  for (const child of running) {
    try { process.kill(-child.pid, 'SIGTERM') } catch { /* already gone */ }
  }
}
process.on('SIGINT', () => { stopAll(); process.exit(130) })
process.on('SIGTERM', () => { stopAll(); process.exit(143) })

const only = process.argv.slice(2)
const steps = STEPS.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)))
const chosen = new Set(steps.map(([name]) => name))
const done = new Set()
const totals = { passed: 0, failed: 0, flaky: 0 }
const times = []
const began = Date.now()
let failedStep = ''

// A line every two minutes says what still runs (a step's output comes only when it ends).
const heartbeat = setInterval(() => {
  console.log(`... at ${((Date.now() - began) / 1000).toFixed(0)} s: ${[...names.values()].join(', ')} running`)
}, 120_000)
const names = new Map()

await new Promise((finish) => {
  const waiting = [...steps]
  let active = 0
  const next = () => {
    if (failedStep) {
      if (active === 0) finish()
      return
    }
    while (active < LANES) {
      const i = waiting.findIndex(([, , needs]) => needs.every((n) => done.has(n) || !chosen.has(n)))
      if (i < 0) break
      const [name, command] = waiting.splice(i, 1)[0]
      active++
      const started = Date.now()
      const at = ((started - began) / 1000).toFixed(0)
      console.log(`=== start ${name} (at ${at} s): ${command}`)
      const job = run(name, command)
      names.set(job, name)
      job.then(({ code, output }) => {
        names.delete(job)
        active--
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(`\n=== ${name}: ${command} (${seconds} s, exit ${code})`)
        process.stdout.write(output)
        const c = count(output)
        totals.passed += c.passed
        totals.failed += c.failed
        totals.flaky += c.flaky
        // A step ended by stopAll (another step failed first) did not fail on its own.
        const verdict = code === 0 ? 'ok' : failedStep ? `stopped (${failedStep} failed)` : `FAILED (exit ${code})`
        times.push(`${name.padEnd(30)} ${seconds.padStart(7)} s  ${verdict}`)
        if (code === 0) done.add(name)
        else if (!failedStep) {
          failedStep = name
          stopAll()
        }
        next()
      })
    }
    if (active === 0) finish()
  }
  next()
})

clearInterval(heartbeat)
console.log(`\n=== summary (${LANES} at a time, ${((Date.now() - began) / 1000).toFixed(0)} s in all)`)
for (const line of times) console.log(line)
if (failedStep) {
  console.log(`step failed: ${failedStep}`)
  if (totals.failed === 0) totals.failed = 1
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.flaky ? ` (${totals.flaky} of the passed failed first and passed when run again: see the step's output)` : ''}`)
process.exit(failedStep ? 1 : 0)
