// `npm run screens`: the screen checks' own tests (planted defects), then every screen pictured and checked on the
// built dist/h5. `npm run screens -- goods,login` runs the screens whose names start so. The contact sheet is
// test-results/screens/index.html.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2).join(',')
const result = spawnSync(process.execPath, [
  '--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec',
  ...(only ? [] : [path.join(dir, 'checks.test.mjs')]),
  path.join(dir, 'screens.test.mjs'),
], { stdio: 'inherit', env: { ...process.env, ...(only ? { SCREENS: only } : {}) } })
process.exit(result.status ?? 1)
