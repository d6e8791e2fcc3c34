import zlib from 'node:zlib'
import type { Compiler } from 'webpack'
import { onProcessAssets } from './process-assets'

/** Assets worth compressing once at build time (served as .br / .gz by `npm start`: server/static.ts). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/
const MIN_BYTES = 1024

/**
 * Webpack plugin: writes name.br (brotli 11) and name.gz (gzip 9) next to each text asset, so the server sends the
 * smallest encoding without compressing on every request (on the fly it would use brotli 4).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    onProcessAssets(compiler, 'PrecompressPlugin', 'PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER', (compilation, assets) => {
      for (const [name, source] of Object.entries(assets)) {
        if (!COMPRESSIBLE.test(name)) continue
        const body = source.buffer()
        if (body.length < MIN_BYTES) continue
        compilation.emitAsset(`${name}.br`, new RawSource(zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })))
        compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(body, { level: 9 })))
      }
    })
  }
}
