/** The poster's drawing, on a context that records what is drawn: the same calls reach both platforms' canvases. */
import { KNOWLEDGE_APP_TEXT } from '@/core/knowledge'
import { drawPoster, POSTER_SIZE, type PosterContext } from './posterDraw'

type Op = { op: string; args: unknown[] }

/** Records the calls; measures a character as the font's size, a Latin one as 0.55 of it (close to a canvas's). */
function recorder(): PosterContext & { ops: Op[] } {
  const ops: Op[] = []
  const call = (op: string) => (...args: unknown[]) => void ops.push({ op, args })
  let px = 10
  const ctx = {
    ops,
    set fillStyle(v: unknown) { ops.push({ op: 'fillStyle=', args: [v] }) },
    set font(v: string) {
      ops.push({ op: 'font=', args: [v] })
      px = parseFloat(v)
    },
    measureText: (s: string) => ({ width: [...s].reduce((w, c) => w + (c.charCodeAt(0) < 0x80 ? 0.55 : 1) * px, 0) }),
    setTransform: call('setTransform'),
    fillRect: call('fillRect'),
    fillText: call('fillText'),
    drawImage: call('drawImage'),
  }
  return ctx as unknown as PosterContext & { ops: Op[] }
}

const CONTENT = { title: '知识商城', name: '零基础会计入门训练营', remark: '从借贷记账到报表', cover: 'goods/1.png', link: 'https://m.example.com/course-detail?id=501&teacherId=T9&schoolId=12' }
const texts = (ctx: { ops: Op[] }) => ctx.ops.filter((o) => o.op === 'fillText').map((o) => o.args[0])

it('scales to the canvas absolutely, then draws title, brand, cover, name, remark, invitation and the link, lines as wide as the poster', () => {
  const ctx = recorder()
  const cover = { decoded: true }
  drawPoster(ctx, CONTENT, cover)
  expect(ctx.ops[0]).toEqual({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] })
  expect(ctx.ops.find((o) => o.op === 'drawImage')?.args).toEqual([cover, 16, 80, POSTER_SIZE.width - 32, 150])
  expect(texts(ctx)).toEqual(['知识商城', KNOWLEDGE_APP_TEXT.posterBrand, '零基础会计入门训练营', '从借贷记账到报表', KNOWLEDGE_APP_TEXT.posterInvite, 'https://m.example.com/course-detail?id=501&teach', 'erId=T9&schoolId=12'])
})

it('no cover: a plain block in its place; no link (the mini-program): the app is named instead and no link line', () => {
  const ctx = recorder()
  drawPoster(ctx, { ...CONTENT, link: '' }, null)
  expect(ctx.ops.some((o) => o.op === 'drawImage')).toBe(false)
  expect(ctx.ops).toContainEqual({ op: 'fillRect', args: [16, 80, POSTER_SIZE.width - 32, 150] })
  expect(texts(ctx)).toEqual(['知识商城', KNOWLEDGE_APP_TEXT.posterBrandApp, '零基础会计入门训练营', '从借贷记账到报表', KNOWLEDGE_APP_TEXT.posterInvite])
})

it('a long name is cut to two lines of 16 characters (16 px each in 268 px), the second ending in …', () => {
  const ctx = recorder()
  drawPoster(ctx, { ...CONTENT, name: '一'.repeat(40) }, null)
  const lines = texts(ctx).filter((t) => String(t).startsWith('一'))
  expect(lines).toEqual(['一'.repeat(16), '一'.repeat(15) + '…'])
})
