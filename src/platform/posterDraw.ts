/**
 * Draws the knowledge-store poster on a Canvas 2D context (the browser's, and the mini-program's `type="2d"` canvas,
 * which replaced WeChat's deprecated canvas-id API); the platform finds the canvas, loads the cover and exports the
 * picture (./poster.h5.ts: a data URL; ./poster.weapp.ts: a temp file), which the page shows as an image the learner
 * long-presses to save.
 */
import { KNOWLEDGE_APP_TEXT, wrapLines, type PosterContent } from '@/core/knowledge'

/** Drawn in a 300×460 layout on a canvas twice as large (sharp on 2x screens). */
export const POSTER_SIZE = { width: 300, height: 460, scale: 2 } as const

/** What the poster uses of a Canvas 2D context, which both platforms' contexts have. */
export interface PosterContext {
  fillStyle: unknown
  font: string
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  drawImage(image: never, x: number, y: number, w: number, h: number): void
  measureText(text: string): { width: number }
}

const font = (px: number) => `${px}px sans-serif`

/** Text lines fill the poster's width less its 16 px margins, measured in the font set last. */
function lines(ctx: PosterContext, text: string, maxLines: number): string[] {
  return wrapLines(text, POSTER_SIZE.width - 32, maxLines, (s) => ctx.measureText(s).width)
}

/** The poster on `ctx` (a canvas of POSTER_SIZE times its scale); `cover` is a loaded image of that platform, or null. */
export function drawPoster(ctx: PosterContext, content: PosterContent, cover: unknown): void {
  const { width: w, height: h } = POSTER_SIZE
  // Absolute, so a second poster on the same canvas is not scaled twice.
  ctx.setTransform(POSTER_SIZE.scale, 0, 0, POSTER_SIZE.scale, 0, 0)
  ctx.fillStyle = '#fff6ef'
  ctx.fillRect(0, 0, w, h)
  ctx.fillStyle = '#cf2a20'
  ctx.fillRect(0, 0, w, 64)
  ctx.fillStyle = '#ffffff'
  ctx.font = font(18)
  ctx.fillText(content.title, 16, 30)
  ctx.font = font(12)
  ctx.fillText(content.link ? KNOWLEDGE_APP_TEXT.posterBrand : KNOWLEDGE_APP_TEXT.posterBrandApp, 16, 50)
  if (cover) ctx.drawImage(cover as never, 16, 80, w - 32, 150)
  else {
    ctx.fillStyle = '#f3d9c9'
    ctx.fillRect(16, 80, w - 32, 150)
  }
  ctx.fillStyle = '#222222'
  ctx.font = font(16)
  lines(ctx, content.name, 2).forEach((line, i) => ctx.fillText(line, 16, 260 + i * 22))
  ctx.fillStyle = '#666666'
  ctx.font = font(12)
  lines(ctx, content.remark, 2).forEach((line, i) => ctx.fillText(line, 16, 312 + i * 18))
  ctx.fillStyle = '#cf2a20'
  ctx.fillRect(16, 360, w - 32, 1)
  ctx.fillStyle = '#333333'
  ctx.font = font(12)
  ctx.fillText(KNOWLEDGE_APP_TEXT.posterInvite, 16, 384)
  ctx.fillStyle = '#999999'
  ctx.font = font(10)
  lines(ctx, content.link, 3).forEach((line, i) => ctx.fillText(line, 16, 404 + i * 14))
}
