/**
 * The canvas the poster is drawn on, H5: a plain <canvas> at the poster's pixel size, found by its id
 * (./poster.h5.ts). Taro's own H5 Canvas is a Stencil web component: it would bring Stencil's runtime and Taro's
 * React wrappers of every component (26 KB gzip) onto the first load of each page with a share button.
 */
import { POSTER_SIZE } from '@/platform/posterDraw'

export function PosterCanvas({ canvasId, className }: { canvasId: string; className?: string }) {
  const width = POSTER_SIZE.width * POSTER_SIZE.scale
  const height = POSTER_SIZE.height * POSTER_SIZE.scale
  return <canvas id={canvasId} className={className} width={width} height={height} style={{ width: `${width}px`, height: `${height}px` }} />
}
