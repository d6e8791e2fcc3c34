// `npm run screens`: the screen checks' own tests (planted defects), then every screen pictured and checked on the
// built dist/h5. `npm run screens -- goods,login` runs the screens whose names start so. `npm run screens:webkit`
// (`--webkit`) runs the key screens in WebKit instead (webkit.test.ts). The contact sheet is
// test-results/screens/index.html.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const webkit = args.includes('--webkit')
const only = args.filter((a) => a !== '--webkit').join(',')
const files = webkit ? ['webkit.test.ts'] : [...(only ? [] : ['checks.test.ts']), 'screens.test.ts']
const result = spawnSync(process.execPath, [
  '--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec',
  ...files.map((f) => path.join(dir, f)),
], { stdio: 'inherit', env: { ...process.env, ...(only ? { SCREENS: only } : {}) } })
process.exit(result.status ?? 1)
