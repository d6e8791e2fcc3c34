/** The poster on H5: the cover is drawn from its same-origin URL; the share link is this page's address. */
import type { PosterContent } from '@/core/knowledge'
import { mediaUrl } from './media'
import { drawPoster } from './poster-draw'

export { POSTER_SIZE } from './poster-draw'


export function renderPoster(canvasId: string, content: PosterContent, scope?: unknown): Promise<string> {
  return drawPoster(canvasId, content, content.cover ? mediaUrl(content.cover) : null, scope)
}
