/** The canvas the poster is drawn on, mini-program: a Canvas 2D node (`type="2d"`) at the poster's size, found by id. */
import { Canvas } from '@tarojs/components'
import { POSTER_SIZE } from '@/platform/posterDraw'

export function PosterCanvas({ canvasId, className }: { canvasId: string; className?: string }) {
  const width = POSTER_SIZE.width * POSTER_SIZE.scale
  const height = POSTER_SIZE.height * POSTER_SIZE.scale
  return <Canvas type="2d" id={canvasId} className={className} style={{ width: `${width}px`, height: `${height}px` }} />
}
