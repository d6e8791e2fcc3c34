/**
 * index.html's inline script (src/platform/early-data/inline.h5.ts), bundled with esbuild for the H5 build: the first
 * screen's calls begun before the app's JS is fetched (README "Performance"). The app's TARO_APP_* settings are
 * defined as in the app's own build, so the script asks the same service roots.
 */
import path from 'node:path'
import { buildSync } from 'esbuild'

export function earlyScript(appEnv: Record<string, string>): string {
  // Required here, not imported: config/index.ts registers the compiler for src/core before it calls this.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EARLY_PAGES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PAGE_ROUTES } = require('../src/core/routes') as typeof import('../src/core/routes')
  const routes = PAGE_ROUTES.filter((r) => (EARLY_PAGES as readonly string[]).includes(r.page))
    .map(({ urls, page, needsLogin }) => ({ urls, page, needsLogin: !!needsLogin }))
  const define: Record<string, string> = { 'process.env.TARO_ENV': '"h5"', EARLY_ROUTES: JSON.stringify(routes) }
  for (const [key, value] of Object.entries(appEnv)) define[`process.env.${key}`] = value
  const result = buildSync({
    entryPoints: [path.resolve(__dirname, '..', 'src', 'platform', 'early-data', 'inline.h5.ts')],
    tsconfig: path.resolve(__dirname, '..', 'tsconfig.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome80', 'safari13'],
    define,
    write: false,
    legalComments: 'none',
  })
  // Inside <script>: a '</script' in a string would end the element.
  return result.outputFiles[0].text.trim().replace(/<\/script/gi, '<\\/script')
}
