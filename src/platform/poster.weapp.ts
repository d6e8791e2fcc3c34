/**
 * The poster in the mini-program, on Canvas 2D: the canvas node is found by its id, the cover fetched first
 * (getImageInfo, a local file; one that cannot be fetched leaves a plain block) and loaded with the canvas's
 * createImage, and the picture exported as a temp file. Pages have no web address: the link line names the app.
 */
import Taro from '@tarojs/taro'
import type { PosterContent } from '@/core/knowledge'
import { mediaUrl } from './media'
import { drawPoster, POSTER_SIZE, type PosterContext } from './posterDraw'

export { POSTER_SIZE } from './posterDraw'

/** The mini-program's Canvas 2D node, as much of it as the poster uses. */
interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): PosterContext
  createImage(): { src: string; onload: (() => void) | null; onerror: (() => void) | null }
}

function canvasNode(canvasId: string): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${canvasId}`)
      .fields({ node: true, size: true }, () => undefined)
      .exec((res: { node?: CanvasNode }[]) => (res[0]?.node ? resolve(res[0].node) : reject(new Error(`no canvas #${canvasId}`))))
  })
}

async function loadCover(canvas: CanvasNode, src: string): Promise<unknown> {
  try {
    const { path } = await Taro.getImageInfo({ src })
    const img = canvas.createImage()
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve()
      img.onerror = () => reject(new Error('cover'))
      img.src = path
    })
    return img
  } catch {
    return null
  }
}

export async function renderPoster(canvasId: string, content: PosterContent): Promise<string> {
  const canvas = await canvasNode(canvasId)
  const { width, height, scale } = POSTER_SIZE
  canvas.width = width * scale
  canvas.height = height * scale
  const cover = content.cover ? await loadCover(canvas, mediaUrl(content.cover)) : null
  drawPoster(canvas.getContext('2d'), content, cover)
  const res = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png', width: width * scale, height: height * scale, destWidth: width * scale, destHeight: height * scale })
  if (!res.tempFilePath) throw new Error('poster export failed')
  return res.tempFilePath
}
