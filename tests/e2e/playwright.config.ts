// The Chromium e2e suites on @playwright/test: `npm run test:e2e` (extra arguments pick files by name, as
// `npm run test:e2e -- login csp`). Each file is a suite with its own server (tests/e2e/fixtures.ts); files run side
// by side in E2E_WORKERS workers (2: the CI machine has two cores), each worker one Chromium. `npm test` runs a
// failed file once more (--retries=1); the failed attempt's trace is kept (test-results/e2e/playwright/,
// `npx playwright show-trace`), and the report lists the file as flaky. Every request the app sends is checked against
// the calls' contract (contractLog.ts).
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../support/chromium'

const RESULTS = path.resolve(__dirname, '../../test-results/e2e')

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.e2e.ts',
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A test waits on a server, the app's chunks and the sandbox's cashier; the slowest (the route walk's) take a minute.
  timeout: 180_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(RESULTS, 'report') }]],
  outputDir: path.join(RESULTS, 'playwright'),
  globalSetup: require.resolve('./contractLog'),
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-first-failure',
  },
})
