/**
 * index.html's inline script (src/platform/early-data/inline.h5.ts), bundled with esbuild for the H5 build: the first
 * screen's calls begun before the app's JS is fetched (README "Performance"). The app's TARO_APP_* settings are
 * defined as in the app's own build, so the script asks the same service roots.
 */
import path from 'node:path'
import { buildSync } from 'esbuild'
import type { Compiler } from 'webpack'
import { manifestOf } from './h5-manifest'
import { onProcessAssets } from './process-assets'

export function earlyScript(appEnv: Record<string, string>): string {
  // Required here, not imported: config/index.ts registers the compiler for src/core before it calls this.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EARLY_PAGES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PAGE_ROUTES } = require('../src/core/routes') as typeof import('../src/core/routes')
  const routes = PAGE_ROUTES.filter((r) => (EARLY_PAGES as readonly string[]).includes(r.page))
    .map(({ urls, page, needsLogin }) => ({ urls, page, needsLogin: !!needsLogin }))
  const define: Record<string, string> = { 'process.env.TARO_ENV': '"h5"', EARLY_ROUTES: JSON.stringify(routes), EARLY_CHUNKS: CHUNKS_MARK }
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

/** What EARLY_CHUNKS reads as in the bundled script until EarlyChunksPlugin writes the page chunks' map over it. */
const CHUNKS_MARK = '__EARLY_CHUNKS__'

/**
 * Webpack plugin: writes into index.html's inline script, over CHUNKS_MARK, the files of each early page's chunk group
 * (from webpack's own chunk graph), which the script preloads for the page of the URL, so they download beside the
 * app's entry instead of after it has run. Runs before the precompression, which then compresses the result.
 */
export class EarlyChunksPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    onProcessAssets(compiler, 'EarlyChunksPlugin', 'PROCESS_ASSETS_STAGE_SUMMARIZE', (compilation, assets) => {
      const html = assets['index.html']
      if (!html) return
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { EARLY_PAGES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
      const { pages } = manifestOf(compilation)
      const chunks = Object.fromEntries(EARLY_PAGES.map((page) => [page, pages[page] ?? []]))
      const text = html.source().toString()
      if (!text.includes(CHUNKS_MARK)) throw new Error(`index.html has no ${CHUNKS_MARK}: is the early script in src/index.html?`)
      compilation.updateAsset('index.html', new RawSource(text.split(CHUNKS_MARK).join(JSON.stringify(chunks))))
    })
  }
}
