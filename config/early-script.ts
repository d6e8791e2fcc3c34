/**
 * What runs before the app's JS on H5 (docs/performance.md), bundled with esbuild from src/:
 * - index.html's inline script (src/platform/earlyData/inline.h5.ts): the first screen's calls, then the app;
 * - each key page's first-screen script (src/platform/earlyData/firstScreen: the runner and the page's drawing),
 *   js/first-screen-<name>.<hash>.js, which the inline script loads on that page to draw its first screen from the
 *   early answer.
 * The app's TARO_APP_* settings are defined as in the app's own build, so both ask the same service roots.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import type { Compiler } from 'webpack'
import { manifestOf } from './h5-manifest'
import { onProcessAssets } from './process-assets'

const SRC = path.resolve(__dirname, '..', 'src')

/** The NutUI icons the first screen draws (src/platform/earlyData/firstScreen/pages). */
const FIRST_SCREEN_ICONS = ['ArrowLeft', 'Search', 'Eye', 'Fabulous']

/** Each icon's picture as NutUI's own icon module carries it (its svg64 data URL), by name. */
function nutIcons(names: string[]): Record<string, string> {
  const dir = path.dirname(require.resolve('@nutui/icons-react-taro/dist/es/icons/ArrowLeft.js'))
  return Object.fromEntries(names.map((name) => {
    const svg = /svg64: "(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+)"/.exec(fs.readFileSync(path.join(dir, `${name}.js`), 'utf8'))?.[1]
    if (!svg) throw new Error(`@nutui/icons-react-taro's ${name} has no svg64 picture: has the icon package changed?`)
    return [name, svg]
  }))
}

/** What EARLY_CHUNKS and FIRST_SCREEN_SRC read as in the inline script until EarlyChunksPlugin writes them over. */
const CHUNKS_MARK = '__EARLY_CHUNKS__'
const FIRST_SCREEN_MARK = '__FIRST_SCREEN_SRC__'

/** An entry file of src/, or the text of an entry module (resolved in `stdin.dir`). */
type Entry = string | { contents: string; dir: string }

function bundle(entry: Entry, define: Record<string, string>): string {
  const result = buildSync({
    ...(typeof entry === 'string'
      ? { entryPoints: [path.join(SRC, entry)] }
      : { stdin: { contents: entry.contents, resolveDir: entry.dir, loader: 'ts' as const } }),
    tsconfig: path.resolve(__dirname, '..', 'tsconfig.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome80', 'safari13'],
    define: { 'process.env.TARO_ENV': '"h5"', ...define },
    write: false,
    legalComments: 'none',
    // The H5 side of a platform module (name.h5.ts), as the app's build picks it.
    resolveExtensions: ['.h5.ts', '.ts', '.js'],
  })
  return result.outputFiles[0].text.trim()
}

const envDefines = (appEnv: Record<string, string>) =>
  Object.fromEntries(Object.entries(appEnv).map(([key, value]) => [`process.env.${key}`, value]))

export function earlyScript(appEnv: Record<string, string>): string {
  // Required here, not imported: config/index.ts registers the compiler for src/core before it calls this.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EARLY_PAGES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PAGE_ROUTES } = require('../src/core/routes') as typeof import('../src/core/routes')
  const routes = PAGE_ROUTES.filter((r) => (EARLY_PAGES as readonly string[]).includes(r.page))
    .map(({ urls, page, needsLogin, title }) => ({ urls, page, needsLogin: !!needsLogin, title }))
  const text = bundle('platform/earlyData/inline.h5.ts', {
    ...envDefines(appEnv),
    EARLY_ROUTES: JSON.stringify(routes),
    EARLY_CHUNKS: CHUNKS_MARK,
    FIRST_SCREEN_SRC: FIRST_SCREEN_MARK,
  })
  // Inside <script>: a '</script' in a string would end the element.
  return text.replace(/<\/script/gi, '<\\/script')
}

/** The first-screen script of each early page, by page: its drawing (firstScreen/pages/<name>.h5.ts) and the runner. */
export function firstScreenScripts(appEnv: Record<string, string>): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { FIRST_SCREEN_MODULES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
  const define = { ...envDefines(appEnv), EARLY_ICONS: JSON.stringify(nutIcons(FIRST_SCREEN_ICONS)) }
  const dir = path.join(SRC, 'platform', 'earlyData', 'firstScreen')
  return Object.fromEntries(Object.entries(FIRST_SCREEN_MODULES).map(([page, name]) => [page, bundle({
    contents: `import draw from './pages/${name}'\nimport { runFirstScreen } from './run'\nrunFirstScreen(draw)\n`,
    dir,
  }, define)]))
}

/**
 * Webpack plugin: emits the first-screen scripts as js/first-screen-<name>.<hash>.js, and writes into index.html's
 * inline script, over the marks, their addresses and the files of each early page's chunk group (from webpack's own chunk
 * graph), which the script preloads for the page of the URL. Runs before the precompression, which then compresses
 * both.
 */
export class EarlyChunksPlugin {
  constructor(private readonly appEnv: Record<string, string>) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    onProcessAssets(compiler, 'EarlyChunksPlugin', 'PROCESS_ASSETS_STAGE_SUMMARIZE', (compilation, assets) => {
      const html = assets['index.html']
      if (!html) return
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { EARLY_PAGES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
      const { pages } = manifestOf(compilation)
      const chunks = Object.fromEntries(EARLY_PAGES.map((page) => [page, pages[page] ?? []]))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { FIRST_SCREEN_MODULES } = require('../src/core/earlyCalls') as typeof import('../src/core/earlyCalls')
      // Only a production build draws first screens: in development the stylesheets that lay them out are written in
      // by the JS (style-loader), so there is nothing to lay one out before the app runs.
      const sources: Record<string, string> = {}
      const scripts = compiler.options.mode === 'production' ? firstScreenScripts(this.appEnv) : {}
      for (const [page, script] of Object.entries(scripts)) {
        const name = FIRST_SCREEN_MODULES[page as keyof typeof FIRST_SCREEN_MODULES]
        const file = `js/first-screen-${name}.${crypto.createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`
        compilation.emitAsset(file, new RawSource(script))
        sources[page] = `/${file}`
      }
      let text = html.source().toString()
      for (const mark of [CHUNKS_MARK, FIRST_SCREEN_MARK]) {
        if (!text.includes(mark)) throw new Error(`index.html has no ${mark}: is the early script in src/index.html?`)
      }
      text = text.split(CHUNKS_MARK).join(JSON.stringify(chunks)).split(FIRST_SCREEN_MARK).join(JSON.stringify(sources))
      compilation.updateAsset('index.html', new RawSource(text))
    })
  }
}
