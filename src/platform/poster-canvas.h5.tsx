/**
 * The canvas the poster is drawn on, H5: a plain <canvas canvas-id> at the poster's pixel size, which is all Taro's
 * H5 canvas API looks for (createCanvasContext and canvasToTempFilePath query `canvas[canvas-id]` in the page).
 * Taro's own H5 Canvas is a Stencil web component: it would bring Stencil's runtime and Taro's React wrappers of
 * every component (26 KB gzip) onto the first load of each page with a share button, for the same <canvas>.
 */
import { POSTER_SIZE } from './poster-draw'

export function PosterCanvas({ canvasId, className }: { canvasId: string; className?: string }) {
  const width = POSTER_SIZE.width * POSTER_SIZE.scale
  const height = POSTER_SIZE.height * POSTER_SIZE.scale
  return <canvas canvas-id={canvasId} className={className} width={width} height={height} style={{ width: `${width}px`, height: `${height}px` }} />
}
