// Shared e2e fixtures: the production-like server (built dist/h5 + API on one port, sandbox on, a fresh
// database per run) and Debian's Chromium driven by playwright-core at 375x812. Screenshots go to
// test-results/e2e/<suite>/ (git-ignored).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before } from 'node:test'
import { chromium } from 'playwright-core'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function waitForHealth(url, ms = 20_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`server at ${url} did not answer /health within ${ms} ms`)
}

/** Starts `server/main.ts` serving dist/h5 with a throw-away database; `env` adds to its environment (SEED_HOSTILE=1). */
export async function startServer({ env = {} } = {}) {
  // E2E_STATIC: serve a copy of a build instead of dist/h5 (dist/h5 can then be rebuilt while the suites run).
  const served = process.env.E2E_STATIC || 'dist/h5'
  if (!fs.existsSync(path.resolve(ROOT, served, 'index.html'))) throw new Error(`${served} is missing: run npm run build:h5 first`)
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-db-'))
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    // `npm run preview`'s environment (the sandbox is refused under NODE_ENV=production); every test logs in from
    // this machine, so the per-address SMS budget is raised.
    env: { ...process.env, NODE_ENV: 'development', SANDBOX: '1', SERVE_STATIC: served, PORT: String(port), DB_FILE: path.join(dir, 'e2e.sqlite'), LOG_LEVEL: 'warn', SMS_PER_IP_PER_HOUR: '100000', SMS_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (d) => { log += d })
  child.stderr.on('data', (d) => { log += d })
  const url = `http://127.0.0.1:${port}`
  const dbFile = path.join(dir, 'e2e.sqlite')
  try {
    await waitForHealth(url)
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dir, { recursive: true, force: true }) // its throw-away database
    throw new Error(`${error.message}\n${log}`)
  }
  return {
    url,
    dbFile,
    log: () => log,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Until the app has taken over from the first screen index.html draws on the key routes before the app runs
 * (src/platform/earlyData/firstScreen): that layer repeats the top of the page with the app's own class names, so a
 * test's selector would find its copy first. A learner's taps go through it to the app beneath.
 */
export async function appTookOver(page, timeout = 15_000) {
  await page.waitForFunction(() => !document.getElementById('first-screen') && !window.__firstScreenPending, null, { timeout })
}

/** The page's goto and reload, each waiting for the app to take over from the first screen (appTookOver). */
export function waitsForApp(page) {
  for (const name of ['goto', 'reload']) {
    const original = page[name].bind(page)
    page[name] = async (...args) => {
      const response = await original(...args)
      await appTookOver(page).catch(() => undefined)
      return response
    }
  }
  return page
}

/**
 * A Chromium page at 375x812 (an iPhone-sized viewport) with console errors collected. bypassCSP: the page ignores
 * the server's Content-Security-Policy (a suite that must see what runs without that second line of defence).
 */
export async function openBrowser({ userAgent, bypassCSP = false } = {}) {
  // playwright gives every launch a fresh, throw-away user-data-dir of its own. Its default arguments switch the
  // back-forward cache off; phones have it on (Back restores the page as it was left), so it stays on here.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] })
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent, locale: 'zh-CN', bypassCSP })
  context.setDefaultTimeout(10_000)
  const page = waitsForApp(await context.newPage())
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return {
    browser, context, page, errors,
    async close() {
      await browser.close()
    },
  }
}

/**
 * The browser's Back or Forward, resolved once the history step has committed (a restore from the back-forward
 * cache fires no load). Right after a restore from the cache Chromium may still be swapping the page in,
 * and Playwright's first step (reading the history, before any navigation) then fails as "Not attached to an active
 * page": that step is tried again; a navigation that did start is never repeated.
 */
async function history(page, direction) {
  for (let tries = 1; ; tries++) {
    try {
      return await page[direction]({ waitUntil: 'commit' })
    } catch (error) {
      if (tries >= 5 || !String(error.message).includes('getNavigationHistory')) throw error
      await page.waitForTimeout(200)
    }
  }
}
export const back = (page) => history(page, 'goBack')
export const forward = (page) => history(page, 'goForward')

/** Numbered screenshots of each step under test-results/e2e/<suite>/. */
export function screenshots(page, suite) {
  const dir = path.join(ROOT, 'test-results/e2e', suite)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  return async (step) => {
    n += 1
    await page.screenshot({ path: path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`) })
  }
}

/** The sandbox SMS code last sent to a mobile. */
export async function latestOtp(baseUrl, mobileNo) {
  const res = await fetch(`${baseUrl}/dev/otp?mobileNo=${mobileNo}`)
  const body = await res.json()
  if (body.code !== 200) throw new Error(`no OTP for ${mobileNo}: ${JSON.stringify(body)}`)
  return body.data.otp
}

/** Clicks a button by its text (every H5 button is NutUI's: a .nut-button element). */
export async function tapButton(page, text) {
  await page.locator('.nut-button', { hasText: text }).first().click()
}

/**
 * One server and one browser for a suite file, started before its tests and stopped after them:
 *   const s = suite('login'); test('...', async () => { await s.page.goto(`${s.url}/`); await s.shot('home') })
 * Options: the browser's userAgent and bypassCSP, an initScript run in every page before the app (e.g. a stand-in JS
 * bridge), and serverEnv for the server (e.g. { SEED_HOSTILE: '1' }).
 */
export function suite(name, { initScript, serverEnv, ...browserOptions } = {}) {
  const s = {}
  before(async () => {
    s.server = await startServer({ env: serverEnv })
    s.browser = await openBrowser(browserOptions)
    if (initScript) await s.browser.context.addInitScript(initScript)
    s.url = s.server.url
    s.page = s.browser.page
    s.context = s.browser.context
    s.errors = s.browser.errors
    s.shot = screenshots(s.page, name)
  })
  after(async () => {
    await s.browser?.close()
    await s.server?.stop()
  })
  return s
}

/** Logs a learner in through the API (sandbox SMS); resolves the session token. */
export async function apiLogin(baseUrl, mobileNo) {
  return (await apiLoginUser(baseUrl, mobileNo)).token
}

/** The login's user data ({uid, token, ...}) of a learner logged in through the API (sandbox SMS). */
export async function apiLoginUser(baseUrl, mobileNo) {
  await fetch(`${baseUrl}/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  const otp = await latestOtp(baseUrl, mobileNo)
  const res = await fetch(`${baseUrl}/api/account/loginAndRegister`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo, otp, nickName: mobileNo.slice(-4) }),
  })
  return (await res.json()).data
}

/** Logs a learner in through the API (sandbox SMS) and gives the browser the session cookies; returns the token. */
export async function loginAs(s, mobileNo, { userData = false } = {}) {
  const { token, uid } = await apiLoginUser(s.url, mobileNo)
  const host = new URL(s.url).hostname
  await s.context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain: host, path: '/' })))
  // userData: as after a login in the app, {uid, token} in Taro's storage beside the cookies (src/stores/session.ts),
  // while the cookie still holds this token (a logout clears both). Without it the learner is known by the cookie
  // alone, as single sign-on brings them: index.html then leaves the calls that name the userId to the page.
  if (userData) {
    await s.context.addInitScript(([t, u]) => {
      if (document.cookie.includes(`token=${t}`) && !localStorage.getItem('userData')) {
        localStorage.setItem('userData', JSON.stringify({ data: { uid: u, token: t } }))
      }
    }, [token, uid])
  }
  return token
}

/** Drags a NutUI picker column by `dy` CSS pixels with real touch events (the picker answers only to touch). */
export async function dragPicker(page, dy) {
  const box = await page.locator('.nut-pickerview-list').first().boundingBox()
  const cdp = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  let y = box.y + box.height / 2
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 0; i < 10; i++) {
    y += dy / 10
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForTimeout(600)
}

/** An API call as a learner: GET with query or POST with a JSON body; resolves the envelope. */
export async function api(s, token, method, path, body) {
  const sep = path.includes('?') ? '&' : '?'
  const res = await fetch(`${s.url}${path}${sep}token=${token}`, method === 'GET' ? {} : {
    method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}),
  })
  return res.json()
}

/**
 * An order created as a learner would create it from the confirm-order page (a full payment, the H5 platform), with
 * `body`'s goods, spec, school and clientOrderKey; fails the test unless the server created it. Resolves the envelope.
 */
export async function createOrder(s, token, body) {
  const created = await api(s, token, 'POST', '/api/order/createOrder', {
    commodityIdList: '', installmentType: 0, isFree: 1, orderType: 1, isFormal: 1, businessIdInt: 1, platformType: 2, isIos: 0, isSendMessage: 0, ...body,
  })
  if (created.code !== 200) throw new Error(`createOrder failed: ${JSON.stringify(created)}`)
  return created
}

/** Rows of the e2e server's database (read-only), for what no endpoint shows (e.g. how many payments were made). */
export async function dbRows(s, sql, ...params) {
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(s.server.dbFile, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params)
  } finally {
    db.close()
  }
}
