/**
 * The static part of the mini-program audit (npm run weapp:audit; tests/weapp/audit/run.mjs): WeChat's experience
 * score rules that the built files and the source decide, one row per page (or package, or the app) and rule, written
 * to test-results/weapp-audit/static.json even when rules fail. WEAPP_DIST=<folder> reads another build. The rules'
 * own tests on planted defects (static.test.mjs) run first.
 *   scroll-inertia, hover-class, safe-area   the wxss each page gets (tests/weapp/audit/static-wxss.mjs)
 *   picture-mode                             the pictures each page's source draws (static-source.mjs)
 *   unreachable-page                         a link of the app to each page, or the page named as an outside entry
 *   wxss-usage                               per package: selectors whose classes its code names; unused bytes per file
 *   deprecated-api                           ESLint's @typescript-eslint/no-deprecated over src (WeChat's typings)
 *   https-only                               the hosts of src/config/index.ts and docs/configuration.md
 *   main-package-size                        scripts/package-sizes.ts's measure of the main package
 *   window-resize                            WeChat applies it to resizable pages only: app.json must not make them so
 *   min-base-library, colour-contrast        rows saying why they cannot be judged here (WeChat weighs them 0)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { ESLint } from 'eslint'
import { activeSelectors, pageWxss, scrollWithoutInertia, unpaddedBottomBars, wxssUsage } from './static-wxss.mjs'
import { isLocal, originsIn, pageFiles, picturesWithoutMode, reachedBy, sourceFiles } from './static-source.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const DIST = path.resolve(process.env.WEAPP_DIST || path.join(ROOT, 'dist', 'weapp'))
const SRC = path.join(ROOT, 'src')
const OUT = path.join(ROOT, 'test-results', 'weapp-audit', 'static.json')
const KB = 1024
const MAIN_LIMIT = 1024 * KB
const MAIN_AIM = 900 * KB
const WXSS_UNUSED_LIMIT = 2 * KB

const list = (items, n = 4) => (items.length > n ? `${items.slice(0, n).join('; ')}; and ${items.length - n} more` : items.join('; '))

async function main() {
  // The rules' own tests on planted defects first (tests/weapp/audit/static.test.mjs).
  const own = spawnSync(process.execPath, ['--test', '--test-reporter=spec', path.join(ROOT, 'tests', 'weapp', 'audit', 'static.test.mjs')], { cwd: ROOT, stdio: 'inherit' })
  if (own.status !== 0) throw new Error("the static rules' own tests failed (tests/weapp/audit/static.test.mjs)")
  if (!fs.existsSync(path.join(DIST, 'app.json'))) throw new Error(`${DIST}/app.json is missing: build the mini-program first (npm run build:weapp)`)
  const app = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/^\.?\/+|\/+$/g, ''))
  const pages = [...app.pages, ...(app.subPackages ?? app.subpackages ?? []).flatMap((p) => p.pages.map((x) => `${p.root.replace(/\/+$/, '')}/${x}`))]
  const tabs = new Set((app.tabBar?.list ?? []).map((t) => t.pagePath))
  const rows = []
  const row = (rule, page, value, limit, pass, note) => rows.push({ rule, page, value, limit, pass, ...(note ? { note } : {}) })

  // Experience: the wxss each page gets.
  for (const page of pages) {
    const rules = pageWxss(DIST, page, { tab: tabs.has(page) })
    const scroll = scrollWithoutInertia(rules)
    row('scroll-inertia', page, scroll.length, 0, scroll.length === 0, scroll.length ? `scrolling without -webkit-overflow-scrolling: touch: ${list(scroll)}` : `${rules.length} rules read (the rule reads the wxss, as WeChat's does; a <scroll-view> is WeChat's own scrolling component)`)
    const active = activeSelectors(rules)
    row('hover-class', page, active.length, 0, active.length === 0, active.length ? `:active selectors: ${list(active)}` : undefined)
    const bars = unpaddedBottomBars(rules)
    row('safe-area', page, bars.length, 0, bars.length === 0, bars.length ? `fixed bottom bars: ${list(bars.map((b) => `${b.selector} (${b.reason})`))}` : undefined)
  }

  // Pictures: the source files each page reaches.
  const files = sourceFiles(SRC)
  const unsized = new Map(files.map((f) => [path.relative(SRC, f), picturesWithoutMode(f)]).filter(([, p]) => p.length))
  for (const page of pages) {
    const reach = await pageFiles(SRC, path.join(ROOT, 'tsconfig.weapp.json'), page)
    const found = [...unsized].filter(([f]) => reach.has(f)).flatMap(([f, ps]) => ps.map((p) => `${f}:${p.line} ${p.what}`))
    const note = reach.size ? (found.length ? list(found) : `${reach.size} source files read`) : 'page source not found in src'
    row('picture-mode', page, found.length, 0, reach.size ? found.length === 0 : null, note)
  }

  // Reachability: a link of the app, a tab, the home page, or a named outside entry (src/core/routes.ts `entry`).
  const { PAGE_ROUTES } = await tsImport(path.join(SRC, 'core', 'routes.ts'), import.meta.url)
  const { PATHS } = await tsImport(path.join(SRC, 'core', 'links.ts'), import.meta.url)
  const aliases = Object.fromEntries([...fs.readFileSync(path.join(SRC, 'core', 'routes.ts'), 'utf8').matchAll(/export const (\w+) = PATHS\.(\w+)/g)].map((m) => [m[1], m[2]]))
  for (const page of pages) {
    const route = PAGE_ROUTES.find((r) => r.page === page)
    const names = Object.keys(PATHS).filter((n) => route?.urls.includes(PATHS[n]))
    const links = route ? reachedBy(files, SRC, names, page, aliases) : []
    const how = page === app.pages[0] ? 'the home page' : tabs.has(page) ? 'a tab' : links.length ? `linked: ${list(links, 2)}` : route?.entry ? `outside entry: ${route.entry}` : ''
    row('unreachable-page', page, how ? 0 : 1, 0, !!how, how || `no link of the app names ${names.join(', ') || 'its URL'}, and src/core/routes.ts names no outside entry for it`)
  }

  // WXSS usage per package.
  for (const u of wxssUsage(DIST, roots)) {
    const worst = u.unusedByFile[0] ?? { file: '-', unusedBytes: 0 }
    row('wxss-usage', u.pkg, Number(u.ratio.toFixed(3)), `unused <= ${WXSS_UNUSED_LIMIT} B per wxss file`, worst.unusedBytes <= WXSS_UNUSED_LIMIT,
      `${u.used}/${u.selectors} selectors used (a class counts as used when the code names it or a base it is built from: an upper bound); most unused: ${worst.file} ${worst.unusedBytes} B${u.unusedSelectors.length ? `; e.g. ${list(u.unusedSelectors, 3)}` : ''}`)
  }

  // Deprecated APIs: the lint rule over the app's source.
  const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-deprecated' })
  const results = await eslint.lintFiles(['src'])
  // A file ESLint could not parse with type information is not known to be free of deprecated calls: it counts too.
  const deprecated = results.flatMap((r) => r.messages.filter((m) => m.ruleId === '@typescript-eslint/no-deprecated' || m.fatal).map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.message.split('\n')[0]}`))
  row('deprecated-api', '(app)', deprecated.length, 0, deprecated.length === 0, deprecated.length ? list(deprecated) : 'ESLint @typescript-eslint/no-deprecated with miniprogram-api-typings and Taro\'s types over src (weapp files)')

  // HTTPS hosts of the production configuration.
  const origins = ['src/config/index.ts', 'docs/configuration.md'].flatMap((f) => originsIn(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((o) => ({ f, o })))
  const plain = origins.filter(({ o }) => o.startsWith('http:') && !isLocal(o))
  const local = [...new Set(origins.filter(({ o }) => isLocal(o)).map(({ o }) => o))]
  row('https-only', '(app)', plain.length, 0, plain.length === 0,
    `${plain.length ? `plain http: ${list(plain.map(({ f, o }) => `${o} (${f})`))}; ` : ''}${origins.length - local.length} production hosts read${local.length ? `; the sandbox defaults ${local.join(', ')} are loopback, replaced for a release (docs/configuration.md)` : ''}`)

  // The main package's size.
  const { measurePackages } = await tsImport(path.join(ROOT, 'scripts', 'package-sizes.ts'), import.meta.url)
  const sizes = measurePackages(DIST)
  const mainKb = Number((sizes.main.bytes / KB).toFixed(1))
  row('main-package-size', 'main', mainKb, MAIN_LIMIT / KB, sizes.main.bytes < MAIN_LIMIT,
    `KB; ${sizes.main.files} files; aim < ${MAIN_AIM / KB} KB${sizes.main.bytes < MAIN_AIM ? ' (met)' : ' (not met)'}; all packages ${(sizes.total / KB).toFixed(1)} KB`)

  // Window resizing: WeChat checks pages that may be resized; app.json makes none so.
  const resizable = app.resizable === true || (app.window?.pageOrientation && app.window.pageOrientation !== 'portrait')
  row('window-resize', '(app)', resizable ? 1 : 0, 0, !resizable, resizable ? 'app.json makes pages resizable: each needs @media or match-media handling' : 'app.json sets neither resizable nor pageOrientation: no page can be resized, the rule has nothing to check')

  // WeChat's hints of weight 0 that nothing here can judge.
  row('min-base-library', '(app)', '-', '-', null, 'not measurable here: the lowest base library is set in the mini-program admin console, not in the repository; the code checks each newer API before calling it (src/platform/*.weapp.ts)')
  row('colour-contrast', '(app)', '-', '-', null, "not measurable here: nothing lays the mini-program out; the same components' contrast is checked at WCAG AA on every H5 screen (npm run screens, axe)")
  return rows
}

let rows = []
let crash = null
try {
  rows = await main()
} catch (error) {
  crash = error
  console.error(error)
}
fs.mkdirSync(path.dirname(OUT), { recursive: true })
fs.writeFileSync(OUT, `${JSON.stringify({ part: 'static', rows, ...(crash ? { error: String(crash.stack || crash) } : {}) }, null, 1)}\n`)
const failed = rows.filter((r) => r.pass === false)
for (const r of failed) console.log(`FAIL ${r.rule} ${r.page}: ${r.value} (limit ${r.limit}) ${r.note ?? ''}`)
console.log(`static audit: ${rows.length} rows, ${failed.length} failed, ${rows.filter((r) => r.pass === null).length} not measurable; ${path.relative(process.cwd(), OUT)}`)
process.exit(crash || failed.length ? 1 : 0)
