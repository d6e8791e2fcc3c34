// `npm run screens:weapp` step 2: each mini-program page tree written by tests/weapp/pictures.weapp.js drawn in
// Chromium at 375x812 with its wxss, to test-results/screens/weapp/<name>.png, listed in manifest.json for the
// contact sheet. Pictures come from a reference server started here (the build's API origin is rewritten to it).
//
// What this shows and what it cannot: the page's own layout, text, pictures and NutUI's styles as the wxss gives
// them. WeChat's built-in component styles are approximated (below: view is a block, image 320x240 unless sized,
// button WeChat's default box, a swiper its first item, rich-text its HTML); native components (video, map, canvas),
// the navigation bar, the custom tab bar and anything drawn by the WeChat client are not in the tree and do not show.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, ROOT } from '../e2e/fixtures.mjs'

const DIR = path.join(ROOT, 'test-results/screens/weapp')
const SRC = path.join(DIR, 'src')
const BUILT_API_ORIGIN = 'http://127.0.0.1:3100'

// WeChat's defaults for its components, as far as the pictures need them.
// Zero specificity (:where), so the page's own classes win as they do over WeChat's built-in styles.
const WECHAT_BASE = `
html, body { margin: 0; background: #f5f6f7; }
.wx-page { font-family: 'PingFang SC', 'WenQuanYi Zen Hei', sans-serif; font-size: 16px; color: #222; min-height: 812px; }
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

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
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

if (!fs.existsSync(SRC)) {
  console.error('no page trees: run the first step (jest -c tests/weapp/pictures.config.js) after npm run build:weapp')
  process.exit(1)
}
const server = await startMediaServer()
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
const manifest = []
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
  for (const file of fs.readdirSync(SRC).filter((f) => f.endsWith('.json')).sort()) {
    const { name, route, html, css } = JSON.parse(fs.readFileSync(path.join(SRC, file), 'utf8'))
    const body = html.split(BUILT_API_ORIGIN).join(server.url)
    await page.setContent(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${WECHAT_BASE}</style><style>${css}</style></head><body><div class="wx-page">${body}</div></body></html>`)
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
    await page.evaluate(() => document.fonts.ready)
    const png = `${name}.png`
    await page.screenshot({ path: path.join(DIR, png) })
    manifest.push({ name, page: route, png, notes: route })
  }
} finally {
  await browser.close()
  server.stop()
}
fs.writeFileSync(path.join(DIR, 'manifest.json'), JSON.stringify(manifest, null, 1))
console.log(`${manifest.length} mini-program pictures in ${path.relative(ROOT, DIR)}`)
