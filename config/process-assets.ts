import type { Compilation, Compiler } from 'webpack'

/** Runs `fn` on each compilation's assets at `stage` (a webpack Compilation.PROCESS_ASSETS_STAGE_* name). */
export function onProcessAssets(
  compiler: Compiler,
  name: string,
  stage: 'PROCESS_ASSETS_STAGE_SUMMARIZE' | 'PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER' | 'PROCESS_ASSETS_STAGE_REPORT',
  fn: (compilation: Compilation, assets: Compilation['assets']) => void,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation[stage] }, (assets) => fn(compilation, assets))
  })
}
