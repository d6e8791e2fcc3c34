/**
 * Draws the knowledge-store poster on a Taro <Canvas canvasId> (Taro's canvas API works on both platforms) and
 * exports it as an image file (H5: a data URL; mini-program: a temp file), which the page shows as an <Image> the
 * learner long-presses to save. The cover is passed already loadable by the platform (poster.h5 / poster.weapp).
 */
import Taro from '@tarojs/taro'
import { KNOWLEDGE_APP_TEXT, wrapLines, type PosterContent } from '@/core/knowledge'

/** Drawn in a 300×460 layout on a canvas twice as large (sharp on 2x screens). */
export const POSTER_SIZE = { width: 300, height: 460, scale: 2 } as const

export async function drawPoster(canvasId: string, content: PosterContent, cover: string | null, scope?: unknown): Promise<string> {
  const { width: w, height: h } = POSTER_SIZE
  const ctx = Taro.createCanvasContext(canvasId, scope as never)
  // Absolute, so a second poster on the same canvas is not scaled twice.
  ctx.setTransform(POSTER_SIZE.scale, 0, 0, POSTER_SIZE.scale, 0, 0)
  ctx.setFillStyle('#fff6ef')
  ctx.fillRect(0, 0, w, h)
  ctx.setFillStyle('#cf2a20')
  ctx.fillRect(0, 0, w, 64)
  ctx.setFillStyle('#ffffff')
  ctx.setFontSize(18)
  ctx.fillText(content.title, 16, 30)
  ctx.setFontSize(12)
  ctx.fillText(content.link ? KNOWLEDGE_APP_TEXT.posterBrand : KNOWLEDGE_APP_TEXT.posterBrandApp, 16, 50)
  if (cover) ctx.drawImage(cover, 16, 80, w - 32, 150)
  else {
    ctx.setFillStyle('#f3d9c9')
    ctx.fillRect(16, 80, w - 32, 150)
  }
  ctx.setFillStyle('#222222')
  ctx.setFontSize(16)
  wrapLines(content.name, 16, 2).forEach((line, i) => ctx.fillText(line, 16, 260 + i * 22))
  ctx.setFillStyle('#666666')
  ctx.setFontSize(12)
  wrapLines(content.remark, 22, 2).forEach((line, i) => ctx.fillText(line, 16, 312 + i * 18))
  ctx.setFillStyle('#cf2a20')
  ctx.fillRect(16, 360, w - 32, 1)
  ctx.setFillStyle('#333333')
  ctx.setFontSize(12)
  ctx.fillText(KNOWLEDGE_APP_TEXT.posterInvite, 16, 384)
  ctx.setFillStyle('#999999')
  ctx.setFontSize(10)
  wrapLines(content.link, 42, 3).forEach((line, i) => ctx.fillText(line, 16, 404 + i * 14))
  await new Promise<void>((resolve, reject) => {
    try {
      ctx.draw(false, () => resolve())
    } catch (e) {
      reject(e)
    }
  })
  const s = POSTER_SIZE.scale
  const res = await Taro.canvasToTempFilePath({ canvasId, fileType: 'png', width: w * s, height: h * s, destWidth: w * s, destHeight: h * s }, scope as never)
  if (!res.tempFilePath) throw new Error('poster export failed')
  return res.tempFilePath
}
