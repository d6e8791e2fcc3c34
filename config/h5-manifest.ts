import type { Compilation, Compiler } from 'webpack'
import { onProcessAssets } from './process-assets'

/** File the H5 build writes next to index.html: which files each page needs on first load (scripts/bundle-budget.ts). */
export const H5_MANIFEST = 'bundle-manifest.json'

export interface H5Manifest {
  /** Files index.html loads before any page: the entry chunk group (runtime, shared initial chunks, app). */
  entry: string[]
  /** Page path as in app.config ('pages/index/index') -> files of its async chunk group, shared chunks included. */
  pages: Record<string, string[]>
}

/** The page a dynamic import() of Taro's H5 app entry points at: './pages/index/index' -> 'pages/index/index'. */
export function pageOfRequest(request: string | undefined): string | undefined {
  const m = request?.match(/^(?:\.\/)?((?:pages|packages)\/.+?)(?:\.[jt]sx?)?$/)
  return m?.[1]
}

/** Files of a chunk group, source maps left out. */
const filesOf = (group: { chunks: Iterable<{ files: Iterable<string> }> }) =>
  [...new Set([...group.chunks].flatMap((chunk) => [...chunk.files]))].filter((f) => !f.endsWith('.map')).sort()

export function manifestOf(compilation: Compilation): H5Manifest {
  const manifest: H5Manifest = { entry: [], pages: {} }
  for (const [, entry] of compilation.entrypoints) manifest.entry.push(...filesOf(entry))
  manifest.entry = [...new Set(manifest.entry)].sort()
  for (const group of compilation.chunkGroups) {
    if (compilation.entrypoints.has(group.name ?? '')) continue
    for (const origin of group.origins) {
      const page = pageOfRequest(origin.request)
      if (page) manifest.pages[page] = [...new Set([...(manifest.pages[page] ?? []), ...filesOf(group)])].sort()
    }
  }
  return manifest
}

/**
 * Where the bytes come from: each JS file's modules, largest first (source size, before minification), by package
 * (`H5_BUNDLE_MODULES=1`) or by module path (`H5_BUNDLE_MODULES=full`).
 */
function moduleSizesOf(compilation: Compilation, byPath: boolean): Record<string, Record<string, number>> {
  const byFile: Record<string, Record<string, number>> = {}
  for (const chunk of compilation.chunks) {
    const file = [...chunk.files].find((f) => f.endsWith('.js'))
    if (!file) continue
    const sizes: Record<string, number> = {}
    for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const name = mod.nameForCondition() ?? mod.identifier()
      const key = byPath
        ? name.replace(/^.*node_modules\//, '')
        : (name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? name.replace(/^.*\/src\//, 'src/'))
      sizes[key] = (sizes[key] ?? 0) + mod.size()
    }
    byFile[file] = Object.fromEntries(Object.entries(sizes).sort((a, b) => b[1] - a[1]))
  }
  return byFile
}

/**
 * Webpack plugin: writes bundle-manifest.json into the output folder, from webpack's own chunk graph, so the size
 * budget is read from build output, not from a browser run; with H5_BUNDLE_MODULES set, bundle-modules.json too.
 */
export class H5ManifestPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    onProcessAssets(compiler, 'H5ManifestPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      compilation.emitAsset(H5_MANIFEST, new RawSource(JSON.stringify(manifestOf(compilation), null, 1)))
      const modules = process.env.H5_BUNDLE_MODULES
      if (modules) compilation.emitAsset('bundle-modules.json', new RawSource(JSON.stringify(moduleSizesOf(compilation, modules === 'full'), null, 1)))
    })
  }
}
