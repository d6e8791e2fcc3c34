/** The canvas the poster is drawn on, mini-program: Taro's Canvas (a native canvas-id canvas) at the poster's size. */
import { Canvas } from '@tarojs/components'
import { POSTER_SIZE } from './poster-draw'

export function PosterCanvas({ canvasId, className }: { canvasId: string; className?: string }) {
  const width = POSTER_SIZE.width * POSTER_SIZE.scale
  const height = POSTER_SIZE.height * POSTER_SIZE.scale
  return <Canvas canvasId={canvasId} className={className} style={{ width: `${width}px`, height: `${height}px` }} />
}
