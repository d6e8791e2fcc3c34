// The Chromium e2e suites on @playwright/test: `npm run test:e2e` (extra arguments pick files by name, as
// `npm run test:e2e -- login csp`). Each file is a suite with its own server (tests/e2e/fixtures.ts); files run side
// by side in E2E_WORKERS workers (2 by default: the CI machine has two cores), each worker one Chromium.
// E2E_SHARD=k/n runs the k-th of n shards, one worker each, with artifacts and report of its own: npm test runs two
// shards as two steps, so each takes one of its two lanes. npm test runs a failed file once more (--retries=1); the
// failed attempt's trace is kept (test-results/e2e/playwright*/, `npx playwright show-trace`), and the report lists
// the file as flaky. Every request the app sends is checked against the calls' contract (contractLog.ts).
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../support/chromium'

const RESULTS = path.resolve(__dirname, '../../test-results/e2e')
const [current, total] = (process.env.E2E_SHARD ?? '').split('/').map(Number)
const shard = current && total ? { current, total } : null
// Read by the runner and by every worker (they inherit the environment), so both name the same folders.
const suffix = shard ? `-${current}of${total}` : ''

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.e2e.ts',
  // The dead-end explorer runs on demand (`npm run explore`, E2E_EXPLORER=1), not in npm test (docs/testing.md).
  testIgnore: process.env.E2E_EXPLORER ? undefined : '**/explorer.e2e.ts',
  workers: Number(process.env.E2E_WORKERS) || (shard ? 1 : 2),
  shard,
  // A test waits on a server, the app's chunks and the sandbox's cashier; the slowest (the route walk's) take a minute.
  timeout: 180_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(RESULTS, `report${suffix}`) }]],
  outputDir: path.join(RESULTS, `playwright${suffix}`),
  globalSetup: require.resolve('./contractLog'),
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-first-failure',
  },
})
