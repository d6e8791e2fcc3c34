/**
 * `npm run weapp:audit`: the built mini-program against WeChat's experience score rules (docs/performance.md, "The
 * mini-program as WeChat grades it"). Runs the three parts in order, each even when one before it failed, then the
 * report that merges their rows (test-results/weapp-audit/*.json); exits non-zero when a part crashed or a row
 * failed. A part whose file is not there is skipped, saying so. Arguments go to report.mjs (--write-docs).
 * WEAPP_DIST=<folder> audits another build (default dist/weapp), E2E_STATIC=<folder> another H5 build.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, '../../..')
const OUT = path.join(ROOT, 'test-results', 'weapp-audit')

/** [part, the file that must exist, command]: runtime (miniprogram-simulate), static (the build's files), layout. */
const PARTS = [
  ['runtime', 'jest.config.js', 'npx jest -c tests/weapp/audit/jest.config.js --ci'],
  ['static', 'static.mjs', 'node tests/weapp/audit/static.mjs'],
  ['layout', 'layout.mjs', 'node tests/weapp/audit/layout.mjs'],
]

// Rows of an earlier run must not stand in for a part that crashes or is skipped now.
for (const [part] of PARTS) fs.rmSync(path.join(OUT, `${part}.json`), { force: true })

const crashed = []
for (const [part, file, command] of PARTS) {
  if (!fs.existsSync(path.join(HERE, file))) {
    console.log(`=== ${part}: skipped, tests/weapp/audit/${file} does not exist yet`)
    continue
  }
  console.log(`=== ${part}: ${command}`)
  const began = Date.now()
  const { status } = spawnSync(command, { cwd: ROOT, shell: true, stdio: 'inherit' })
  const written = fs.existsSync(path.join(OUT, `${part}.json`))
  console.log(`=== ${part}: exit ${status} in ${((Date.now() - began) / 1000).toFixed(0)} s${written ? '' : `, wrote no test-results/weapp-audit/${part}.json`}`)
  if (!written) crashed.push(part)
}

const report = spawnSync(process.execPath, [path.join(HERE, 'report.mjs'), ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' })
if (crashed.length) console.log(`weapp audit: no rows from ${crashed.join(', ')} (crashed)`)
process.exit(crashed.length || report.status !== 0 ? 1 : 0)
