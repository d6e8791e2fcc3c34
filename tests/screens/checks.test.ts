// Each screen check finds the defect it is for: small pages with one planted defect each (and a clean twin that
// passes), so a check that cannot fail is caught here.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { CHROMIUM_ARGS } from '../support/chromium'
import { CHECKS, MARK_TAP_HANDLERS, checkScreen, holdToasts, untilStill, type Finding } from './checks'

let browser: Browser | undefined
// Set by `before`, which node:test runs before any test.
let context: BrowserContext
before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })
  await context.addInitScript(MARK_TAP_HANDLERS)
})
after(() => browser?.close())

const STYLE = '<style>body{margin:0;font:16px sans-serif;color:#222;background:#fff} .nut-icon{display:inline-block;width:16px;height:16px;background:#333}</style>'
/** A page of `body` HTML; `script` runs after it (to attach handlers the way a framework does). */
async function pageWith(body: string, script = '') {
  const page = await context.newPage()
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>测试</title>${STYLE}</head><body><main>${body}</main><script>${script}</script></body></html>`)
  return page
}
const kinds = (findings: Finding[]) => findings.map((f) => f.check)

test('box: a 0x0 icon is found; a sized one passes', async () => {
  const bad = await pageWith('<p>勾选 <i class="nut-icon" style="width:0;height:0"></i></p>')
  assert.deepEqual(kinds(await CHECKS.boxes(bad)), ['box'])
  const good = await pageWith('<p>勾选 <i class="nut-icon"></i></p>')
  assert.deepEqual(await CHECKS.boxes(good), [])
})

test('box: an element with a tap handler is checked like a button', async () => {
  const bad = await pageWith('<div id="t" style="width:0;height:0;overflow:hidden">去学习</div>', "document.getElementById('t').addEventListener('click', () => {})")
  assert.deepEqual(kinds(await CHECKS.boxes(bad)), ['box'])
})

test('covered: a button under a fixed bar is found; one the learner can reach passes', async () => {
  const bar = '<div style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#eee">底部栏</div>'
  const bad = await pageWith(`<div style="height:700px">内容</div><button style="display:block;height:40px">提交订单</button>${bar}`)
  assert.deepEqual(kinds(await CHECKS.boxes(bad)), ['covered'])
  const good = await pageWith(`<div style="height:700px">内容</div><button style="display:block;height:40px">提交订单</button><div style="height:130px"></div>${bar}`)
  assert.deepEqual(await CHECKS.boxes(good), [])
})

test('width and cut: a button past the page edge or cut off by its box is found; a carousel slide hidden on purpose is not', async () => {
  const bad = await pageWith('<button style="margin-left:340px;width:100px">立即购买</button>')
  assert.deepEqual(kinds(await CHECKS.boxes(bad)), ['width'])
  const cut = await pageWith('<div style="overflow-x:hidden;overflow-y:auto;width:200px;white-space:nowrap"><button style="margin-left:150px;width:100px">立即购买</button></div>')
  assert.deepEqual(kinds(await CHECKS.boxes(cut)), ['cut'])
  const good = await pageWith('<div style="overflow:hidden;width:375px"><div style="display:flex;width:750px"><button style="width:375px;flex:none">第一张</button><button style="width:375px;flex:none">第二张</button></div></div>'
    + '<div style="overflow-x:auto;width:375px;white-space:nowrap"><button style="width:300px">标签一</button><button style="width:300px">标签二</button></div>')
  assert.deepEqual(await CHECKS.boxes(good), [])
})

test('row: buttons side by side with centres 10 px apart, or touching, are found; centred ones with room pass', async () => {
  const bad = await pageWith('<div style="display:flex;align-items:flex-start"><button style="height:40px">查看订单</button><button style="height:60px">下载App</button></div>')
  assert.deepEqual(kinds(await CHECKS.rows(bad)), ['row'])
  const touching = await pageWith('<div style="display:flex;align-items:center"><button style="height:40px;margin:0">返回首页</button><button style="height:40px;margin:0">浏览网校课程</button></div>')
  assert.deepEqual((await CHECKS.rows(touching)).map((f) => f.detail), ['0.0 px between them'])
  const good = await pageWith('<div style="display:flex;align-items:center;gap:12px"><button style="height:40px">查看订单</button><button style="height:60px">下载App</button></div>')
  assert.deepEqual(await CHECKS.rows(good), [])
})

test('latin: an English UI string is found; brands and units pass', async () => {
  const bad = await pageWith('<p>study now</p><input placeholder="code login">')
  assert.deepEqual((await CHECKS.latin(bad)).map((f) => f.detail), ['Latin words: study, now', 'Latin words: code, login'])
  const good = await pageWith('<p>下载App</p><p>开通VIP会员</p><p>CPA先锋班</p>')
  assert.deepEqual(await CHECKS.latin(good), [])
})

test('axe: an input without a label, an icon button without a name and grey text on white are found', async () => {
  const bad = await pageWith('<input type="text"><button><i class="nut-icon"></i></button><p style="color:#bbb">已报名</p>')
  assert.deepEqual(kinds(await CHECKS.axe(bad)).sort(), ['axe:button-name', 'axe:color-contrast', 'axe:label'])
  const good = await pageWith('<label>手机号 <input type="text"></label><button aria-label="返回"><i class="nut-icon"></i></button><p style="color:#666">已报名</p>')
  assert.deepEqual(await CHECKS.axe(good), [])
})

test('checkScreen runs every check, and a dialog scope ignores what lies under its overlay', async () => {
  const page = await pageWith('<button style="height:40px">底下的按钮</button>'
    + '<div style="position:fixed;inset:0;background:rgba(0,0,0,.5)"></div>'
    + '<div class="dialog" role="dialog" aria-label="确认" style="position:fixed;top:300px;left:40px;right:40px;background:#fff;padding:16px"><p>确定取消该订单吗？</p><button>确定</button></div>')
  assert.deepEqual(kinds(await checkScreen(page)), ['covered'])
  assert.deepEqual(await checkScreen(page, { scope: '.dialog' }), [])
})

/** A toast as Taro's H5 draws one: white text on a dark, translucent box that fades out after `ms`. */
const toastFadingAfter = (ms: number, fadeMs = 1200) => `
  const t = document.createElement('div')
  t.className = 'taro__toast'
  t.style.cssText = 'position:fixed;top:40%;left:30%;padding:15px;color:#fff;background:rgba(17,17,17,.7);transition:opacity ${fadeMs}ms linear'
  t.innerHTML = '<p>请求失败~~~</p>'
  document.body.append(t)
  getComputedStyle(t).opacity // styled at 1 now, so the change below is a transition
  setTimeout(() => { t.style.opacity = '0'; setTimeout(() => { t.style.display = 'none' }, ${fadeMs}) }, ${ms})`

test('still: a toast fading out is waited out before the checks; one the screen pictures is held opaque', async () => {
  // Unwaited, a check finds the toast half faded: axe measured such a toast's text at 2.33:1 in the screen suite.
  const fading = await pageWith('<p>加载失败，点击重试</p>', toastFadingAfter(100, 2000))
  await fading.waitForTimeout(1000)
  const opacity = Number(await fading.locator('.taro__toast').evaluate((t) => getComputedStyle(t).opacity))
  assert.ok(opacity > 0 && opacity < 1, `opacity ${opacity}`)
  // checkScreen looks once it has gone.
  const page = await pageWith('<p>加载失败，点击重试</p>', toastFadingAfter(3500, 1000))
  assert.deepEqual(await checkScreen(page), [])
  assert.equal(await page.locator('.taro__toast').isVisible(), false)
  // A screen that pictures the toast: held fully shown while the checks look, whatever its timer says.
  const shown = await pageWith('<p>请选择上课校区</p>', toastFadingAfter(500))
  assert.equal(await untilStill(shown, 'shown'), '')
  await holdToasts(shown)
  await shown.waitForTimeout(2000)
  assert.equal(await shown.locator('.taro__toast').evaluate((t) => getComputedStyle(t).opacity), '1')
  assert.deepEqual(await checkScreen(shown, { scope: '.taro__toast', toasts: 'shown' }), [])
})

test('still: a page that never holds still is a finding, not a picture taken mid-move', async () => {
  const page = await pageWith('<p id="p" style="transition:transform 60s linear">正在加载</p>', "requestAnimationFrame(() => requestAnimationFrame(() => { document.getElementById('p').style.transform = 'translateX(100px)' }))")
  const findings = await checkScreen(page)
  assert.deepEqual(kinds(findings), ['still'])
  assert.match(findings[0].detail, /an animation on p\./)
})
