/**
 * Draws the knowledge-store poster on a Taro <Canvas canvasId> (Taro's canvas API works on both platforms) and
 * exports it as an image file (H5: a data URL; mini-program: a temp file), which the page shows as an <Image> the
 * learner long-presses to save. The cover is passed already loadable by the platform (poster.h5 / poster.weapp).
 */
import Taro from '@tarojs/taro'
import { wrapLines, type PosterContent } from '@/core/knowledge'

export const POSTER_SIZE = { width: 300, height: 460 } as const

export async function drawPoster(canvasId: string, content: PosterContent, cover: string | null, scope?: unknown): Promise<string> {
  const { width: w, height: h } = POSTER_SIZE
  const ctx = Taro.createCanvasContext(canvasId, scope as never)
  ctx.setFillStyle('#fff6ef')
  ctx.fillRect(0, 0, w, h)
  ctx.setFillStyle('#e6372e')
  ctx.fillRect(0, 0, w, 64)
  ctx.setFillStyle('#ffffff')
  ctx.setFontSize(18)
  ctx.fillText(content.title, 16, 30)
  ctx.setFontSize(12)
  ctx.fillText(content.link ? '会计学堂 · 知识商城' : '会计学堂小程序 · 知识商城', 16, 50)
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
  ctx.setFillStyle('#e6372e')
  ctx.fillRect(16, 360, w - 32, 1)
  ctx.setFillStyle('#333333')
  ctx.setFontSize(12)
  ctx.fillText('邀请你一起来学习', 16, 384)
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
  const res = await Taro.canvasToTempFilePath({ canvasId, fileType: 'png', width: w, height: h, destWidth: w * 2, destHeight: h * 2 }, scope as never)
  if (!res.tempFilePath) throw new Error('poster export failed')
  return res.tempFilePath
}
