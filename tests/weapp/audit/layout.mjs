// The audit's layout part: picture-size, tap-target and request-cache on every page, measured on the H5 build's
// layout. First the rules' own tests (planted defects, layout-measure.test.mjs), then the sweep (layout-pages.mjs);
// both under tsx, since they read the app's TypeScript route table. Writes test-results/weapp-audit/layout.json;
// exits non-zero only when a rule's own test fails or the measuring itself fails (report.mjs judges the rows).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const run = (args) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit' }).status ?? 1
const selfTest = run(['--test', '--test-reporter=dot', path.join(here, 'layout-measure.test.mjs')])
if (selfTest !== 0) {
  console.error('layout: the rules\' own tests failed (layout-measure.test.mjs): not measuring with them')
  process.exit(selfTest)
}
process.exit(run([path.join(here, 'layout-pages.mjs')]))
