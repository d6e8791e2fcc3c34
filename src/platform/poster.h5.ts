/** The poster on H5: a plain canvas, the cover loaded from its same-origin URL, exported as a PNG data URL. */
import type { PosterContent } from '@/core/knowledge'
import { mediaUrl } from './media'
import { drawPoster, type PosterContext } from './posterDraw'

export { POSTER_SIZE } from './posterDraw'

/** The picture, loaded and decoded; a cover that cannot load leaves a plain block. */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  const img = new Image()
  img.src = src
  return img.decode().then(() => img, () => null)
}

export async function renderPoster(canvasId: string, content: PosterContent): Promise<string> {
  const canvas = document.getElementById(canvasId)
  const ctx = canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : null
  if (!canvas || !ctx) throw new Error(`no canvas #${canvasId} to draw the poster on`)
  const cover = content.cover ? await loadImage(mediaUrl(content.cover)) : null
  drawPoster(ctx as unknown as PosterContext, content, cover)
  return (canvas as HTMLCanvasElement).toDataURL('image/png')
}
