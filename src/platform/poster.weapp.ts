/**
 * The poster in the mini-program: a canvas draws local files only, so the cover is fetched first (getImageInfo; a
 * cover that cannot be fetched leaves a plain block). Pages have no web address: the link line names the app.
 */
import Taro from '@tarojs/taro'
import type { PosterContent } from '@/core/knowledge'
import { mediaUrl } from './media'
import { drawPoster } from './poster-draw'

export { POSTER_SIZE } from './poster-draw'


export async function renderPoster(canvasId: string, content: PosterContent, scope?: unknown): Promise<string> {
  let cover: string | null = null
  if (content.cover) {
    try {
      cover = (await Taro.getImageInfo({ src: mediaUrl(content.cover) })).path
    } catch {
      cover = null
    }
  }
  return drawPoster(canvasId, content, cover, scope)
}
