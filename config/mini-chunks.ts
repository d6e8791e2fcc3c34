/**
 * Where the mini-program's shared code goes. Taro (optimizeMainPackage, on by default) moves a module that only
 * subpackages use into each of those subpackages' sub-common/ folder: the main package stays small, at the cost of
 * one copy per subpackage. That is right for small modules; a large one (the HTML sanitiser of the goods and
 * article pages, NutUI's Checkbox with its styles) would be downloaded again with every subpackage, so it joins
 * the main package's common chunk instead. scripts/package-sizes.ts checks the result in dist/weapp.
 */
import limits from './package-limits.json'

/** The main-package chunk (shared.js, shared.wxss) that holds them; app.js loads it with Taro's common chunks. */
export const SHARED_CHUNK = 'shared'

interface ChunkLike {
  name?: string | null
}
interface ModuleLike {
  size(type?: string): number
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: ModuleLike): Iterable<ChunkLike>
}

/** True when only subpackages use the module, more than one of them, and its source is at least `minBytes`. */
export function isLargeSubpackageShared(module: ModuleLike, chunkGraph: ChunkGraphLike, roots: string[], minBytes: number): boolean {
  if (module.size() < minBytes) return false
  const used = new Set<string>()
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    const root = roots.find((r) => chunk.name?.startsWith(`${r}/`))
    if (!root) return false // the main package uses it: Taro's common/vendors groups already place it there
    used.add(root)
  }
  return used.size > 1
}

/** A splitChunks cache group for the weapp build (priority above Taro's sub-common groups, 1000). */
export function largeSharedModulesGroup(roots: string[], minBytes: number = limits.sharedModuleSourceBytes) {
  return {
    name: SHARED_CHUNK,
    chunks: 'all' as const,
    minChunks: 2,
    priority: 2000,
    enforce: true,
    test: (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }) => isLargeSubpackageShared(module, chunkGraph, roots, minBytes),
  }
}
