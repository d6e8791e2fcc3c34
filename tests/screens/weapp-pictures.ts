// `npm run screens:weapp` step 2: each mini-program page tree written by tests/weapp/pictures.weapp.ts drawn in
// Chromium at 375x812 with its wxss, to test-results/screens/weapp/<name>.png, listed in manifest.json for the
// contact sheet. Pictures come from a reference server started here (the build's API origin is rewritten to it).
//
// The screen is an iPhone X's as WeChat lays it out: a 44 px status bar and the 44 px navigation bar with the page's
// title (unless the page asks for navigationStyle custom), the page's window below them (position: fixed is relative
// to it, as in WeChat), and on a tab page the custom tab bar at the bottom, the window ending above it.
// What this shows and what it cannot: the page's own layout, text, pictures and NutUI's styles as the wxss gives
// them. WeChat's built-in component styles are approximated (below: view is a block, image 320x240 unless sized,
// button WeChat's default box, a swiper its first item, rich-text its nodes as HTML); native components (video, map,
// canvas) and the client's own drawing (status bar contents, the capsule's icons, the home indicator, the
// safe-area inset) are stand-ins or missing. Each picture's notes in manifest.json say which apply.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../support/chromium'
import { ROOT, freePort } from '../support/server'
import { STILL_MS, untilStill } from './checks'

const DIR = path.join(ROOT, 'test-results/screens/weapp')
const SRC = path.join(DIR, 'src')
const BUILT_API_ORIGIN = 'http://127.0.0.1:3100'

// WeChat's defaults for its components, as far as the pictures need them.
// Zero specificity (:where), so the page's own classes win as they do over WeChat's built-in styles.
const WECHAT_BASE = `
html, body { margin: 0; background: #f5f6f7; }
.wx-screen { position: relative; width: 375px; height: 812px; overflow: hidden; }
.wx-navbar { position: absolute; top: 0; left: 0; right: 0; height: 88px; box-sizing: border-box; padding-top: 44px; z-index: 10;
  font: 500 17px/44px 'PingFang SC', 'WenQuanYi Zen Hei', sans-serif; text-align: center; }
.wx-navbar__title { display: block; margin: 0 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.wx-navbar__capsule { position: absolute; right: 7px; top: 50px; width: 87px; height: 32px; box-sizing: border-box;
  border-radius: 16px; border: 0.5px solid rgba(0, 0, 0, 0.12); background: rgba(255, 255, 255, 0.6); }
.wx-navbar__capsule b { position: absolute; top: 0; width: 43px; font: 700 12px/31px sans-serif; letter-spacing: -1px; }
.wx-navbar__capsule b + b { left: 44px; font-size: 15px; }
.wx-navbar__capsule b:first-child { left: 0; }
.wx-navbar__capsule::after { content: ''; position: absolute; left: 43px; top: 8px; height: 16px; border-left: 0.5px solid rgba(0, 0, 0, 0.15); }
.wx-window { position: absolute; left: 0; right: 0; bottom: 0; overflow: hidden; transform: translateZ(0); }
.wx-page { font-family: 'PingFang SC', 'WenQuanYi Zen Hei', sans-serif; font-size: 16px; color: #222; min-height: 100%; }
.wx-page.wx-tabbar-host { position: absolute; inset: 0; transform: translateZ(0); pointer-events: none; background: transparent !important; min-height: 0 !important; }
:where(div) { display: block; }
:where(span.wx-text) { display: inline; }
:where(img.wx-image) { display: inline-block; width: 320px; height: 240px; object-fit: fill; }
:where(img[data-mode="aspectFill"]) { object-fit: cover; }
:where(img[data-mode="aspectFit"]) { object-fit: contain; }
:where(img[data-mode="widthFix"]) { height: auto; }
:where(button.wx-button) { position: relative; display: block; margin: 0 auto; padding: 0 14px; box-sizing: border-box;
  font-size: 18px; line-height: 2.55555556; text-align: center; border-radius: 5px; border: 0; color: #000;
  background-color: #f8f8f8; overflow: hidden; font-family: inherit; }
:where(input.wx-input, textarea.wx-textarea) { display: block; border: 0; background: transparent; font: inherit; height: 1.4em; min-height: 1.4em; width: 100%; }
:where(div.wx-swiper) { position: relative; overflow: hidden; height: 150px; }
:where(div.wx-swiper-item) { position: absolute; inset: 0; }
:where(div.wx-swiper-item ~ div.wx-swiper-item) { display: none; }
:where(div.wx-video) { background: #000; width: 300px; height: 225px; }
`

const esc = (v: unknown) => String(v).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as Record<string, string>)[c])

/** A page tree as tests/weapp/pictures.weapp.ts writes it (src/<name>.json). */
interface PageTree {
  name: string
  route: string
  html: string
  /** The custom tab bar's HTML, on a tab page. */
  tabBar?: string
  window?: { title: string; background: string; textStyle: string; custom?: boolean }
  notes?: string[]
  css: string
}

async function startMediaServer() {
  const port = await freePort()
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-pictures-'))
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX: '1', PORT: String(port), DB_FILE: path.join(dbDir, 'db.sqlite'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 150))
  }
  return { url, stop: () => { child.kill('SIGTERM'); fs.rmSync(dbDir, { recursive: true, force: true }) } }
}

async function main() {
  if (!fs.existsSync(SRC)) {
    console.error('no page trees: run the first step (jest -c tests/weapp/pictures.config.js) after npm run build:weapp')
    process.exit(1)
  }
  const server = await startMediaServer()
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const manifest: { name: string; page: string; png: string; notes: string }[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
    for (const file of fs.readdirSync(SRC).filter((f) => f.endsWith('.json')).sort()) {
      const { name, route, html, tabBar, window: win = { title: '', background: '#ffffff', textStyle: 'black' }, notes = [], css }: PageTree = JSON.parse(fs.readFileSync(path.join(SRC, file), 'utf8'))
      // vh is the window's height in WeChat (below the navigation bar, above the tab bar), not the screen's.
      const vh = (c: string) => c.replace(/(-?\d*\.?\d+)vh\b/g, (_, n: string) => `calc(${n} * var(--wx-vh))`)
      const media = (h: string) => h.split(BUILT_API_ORIGIN).join(server.url).replace(/ style="[^"]*"/g, vh)
      const pageCssVh = vh(css)
      // WeChat draws the capsule over a navigationStyle custom page too (the page draws its own bar under it).
      const capsule = '<span class="wx-navbar__capsule"><b>•••</b><b>◉</b></span>'
      const navbar = win.custom
        ? `<div class="wx-capsule-host" style="position:absolute;inset:0 0 auto 0;z-index:1000">${capsule}</div>`
        : `<div class="wx-navbar" style="background:${esc(win.background)};color:${win.textStyle === 'black' ? '#000' : '#fff'}"><span class="wx-navbar__title">${esc(win.title)}</span>${capsule}</div>`
      const top = win.custom ? 0 : 88
      const bar = tabBar ? `<div class="wx-page wx-tabbar-host">${media(tabBar)}</div>` : ''
      await page.setContent(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${WECHAT_BASE}</style><style>${pageCssVh}</style></head><body><div class="wx-screen" style="--wx-vh:${(812 - top) / 100}px">${navbar}<div class="wx-window" style="top:${top}px"><div class="wx-page">${media(html)}</div></div>${bar}</div></body></html>`)
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
      await page.evaluate(() => document.fonts.ready)
      // The page's own animations (a popup sliding up, a dialog fading in) end before it is pictured.
      const moving = await untilStill(page)
      if (moving) throw new Error(`${name}: still moving after ${STILL_MS} ms: ${moving}`)
      // The window ends above the tab bar; what is taller than the window is cut, as on the phone before scrolling.
      const { tall, shown } = await page.evaluate(() => {
        const tabs = document.querySelector('.wx-tabbar-host .nut-tabbar')
        // The document written above: its window, screen and page are there.
        const win = document.querySelector<HTMLElement>('.wx-window')!
        if (tabs) win.style.bottom = `${tabs.getBoundingClientRect().height}px`
        document.querySelector<HTMLElement>('.wx-screen')!.style.setProperty('--wx-vh', `${win.clientHeight / 100}px`)
        return { tall: document.querySelector('.wx-window > .wx-page')!.scrollHeight, shown: win.clientHeight }
      })
      const png = `${name}.png`
      await page.screenshot({ path: path.join(DIR, png) })
      const cut = tall > shown + 1 ? [`${tall} px tall: the first ${shown} px shown`] : []
      manifest.push({ name, page: route, png, notes: [...notes, ...cut].join('; ') })
    }
  } finally {
    await browser.close()
    server.stop()
  }
  fs.writeFileSync(path.join(DIR, 'manifest.json'), JSON.stringify(manifest, null, 1))
  console.log(`${manifest.length} mini-program pictures in ${path.relative(ROOT, DIR)}`)
}

// A failure fails the run, as an uncaught error does.
main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
