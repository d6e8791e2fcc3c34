// WebKit for the e2e suites: Debian's WebKitGTK MiniBrowser under Xvfb, driven through WebKitWebDriver by
// selenium-webdriver. openWebKit starts Xvfb, the driver and a session and gives `close`, which stops all three;
// webkitSuite adds the reference server (tests/e2e/fixtures.mjs) around a test file. Screenshots go to
// test-results/webkit/<suite>/ (git-ignored).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, afterEach, before } from 'node:test'
import { Builder } from 'selenium-webdriver'
import { findFreePort } from 'selenium-webdriver/net/portprober.js'
import { waitForServer } from 'selenium-webdriver/http/util.js'
import { ROOT, apiLogin, startServer } from '../e2e/fixtures.mjs'
import { ENVIRONMENTS } from '../e2e/matrix/environments.mjs'
import { WECHAT_UA } from '../screens/userAgents.mjs'

const DRIVER = process.env.WEBKIT_DRIVER || 'WebKitWebDriver'
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** iPhone Safari: the payment matrix's ordinary mobile browser. */
export const IPHONE_SAFARI_UA = ENVIRONMENTS.browser.userAgent
/** WeChat on iOS: iPhone Safari's engine part with the messenger's marks (as WeChat's iOS browser sends them). */
export const WECHAT_IOS_UA = `${IPHONE_SAFARI_UA.replace(/ Version\/\S+/, '').replace(/ Safari\/\S+$/, '')} ${WECHAT_UA.slice(WECHAT_UA.indexOf('MicroMessenger/'))}`

/** Every process started here, killed (its group) if the runner exits without `close`. */
const running = new Set()
process.on('exit', () => {
  for (const child of running) killGroup(child)
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) killGroup(child)
    process.kill(process.pid, signal)
  })
}

function killGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal)
  } catch { /* already gone */ }
}

/** Starts a process in its own group (its children, e.g. the MiniBrowser, go with it). */
function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] })
  // WEBKIT_DEBUG=1 prints what Xvfb, the driver and the MiniBrowser say.
  child.stdout.on('data', (d) => { if (process.env.WEBKIT_DEBUG) process.stdout.write(`[${command}] ${d}`) })
  running.add(child)
  let log = ''
  child.stderr.on('data', (d) => {
    if (process.env.WEBKIT_DEBUG) process.stdout.write(`[${command}] ${d}`)
    log = (log + d).slice(-4000)
  })
  child.exited = new Promise((r) => child.once('exit', r))
  child.exited.then(() => running.delete(child))
  child.log = () => log
  return child
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  killGroup(child)
  const done = await Promise.race([child.exited.then(() => true), new Promise((r) => setTimeout(r, 3000, false))])
  if (!done) killGroup(child, 'SIGKILL')
}

/** Xvfb on a display number it finds free itself (-displayfd writes the number it took). */
async function startXvfb() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'])
  const display = await new Promise((resolve, reject) => {
    let out = ''
    xvfb.stdio[3].on('data', (d) => {
      out += d
      if (out.includes('\n')) resolve(Number(out.trim()))
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${xvfb.log()}`)))
    setTimeout(() => reject(new Error('Xvfb gave no display number within 10 s')), 10_000)
  })
  return { xvfb, display }
}

/**
 * A MiniBrowser session with the given user agent (and more MiniBrowser `args`), sized as narrow as it goes (about 447 px) and 812+ tall.
 * Resolves { driver, display, close }; close ends the session, the driver and Xvfb, and never throws.
 */
export async function openWebKit({ userAgent = IPHONE_SAFARI_UA, args = [] } = {}) {
  let xvfb
  let webdriver
  let driver
  const close = async () => {
    await Promise.race([driver?.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))])
    await stop(webdriver)
    await stop(xvfb)
  }
  try {
    const x = await startXvfb()
    xvfb = x.xvfb
    const port = await findFreePort()
    webdriver = start(DRIVER, [`--port=${port}`], { DISPLAY: `:${x.display}` })
    const url = `http://127.0.0.1:${port}`
    await waitForServer(url, 10_000)
    const session = new Builder().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${userAgent}`, ...args] },
    }).build()
    driver = session
    await Promise.race([session.getSession(), new Promise((_, reject) => setTimeout(() => reject(new Error('no MiniBrowser session within 30 s')), 30_000).unref())])
    await driver.manage().window().setRect({ x: 0, y: 0, width: 375, height: 900 })
    await driver.manage().setTimeouts({ script: 15_000, pageLoad: 30_000 })
    return { driver, display: x.display, close }
  } catch (error) {
    await close()
    throw new Error(`${error.message}\n${webdriver?.log() ?? ''}`)
  }
}

/** Numbered screenshots of each step under test-results/webkit/<suite>/. */
export function screenshots(driver, suite) {
  const dir = path.join(ROOT, 'test-results/webkit', suite)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  return async (step) => {
    n += 1
    fs.writeFileSync(path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`), await driver.takeScreenshot(), 'base64')
  }
}

/**
 * One server and one WebKit for a test file, started before its tests and stopped after them (also after a failure):
 *   const s = webkitSuite('order'); test('...', async () => { await go(s.driver, `${s.url}/`); await s.shot('home') })
 * Options: the browser's userAgent, serverEnv for the server, args: more MiniBrowser arguments (or a function giving
 * them when the browser starts, e.g. for a proxy started by an earlier `before`).
 */
export function webkitSuite(name, { userAgent, serverEnv, args } = {}) {
  const s = {}
  before(async () => {
    s.server = await startServer({ env: serverEnv })
    s.url = s.server.url
    s.browser = await openWebKit({ userAgent, args: typeof args === 'function' ? args() : args })
    s.driver = s.browser.driver
    s.shot = screenshots(s.driver, name)
  })
  // What the page showed when each test ended (the last picture of a failed test).
  afterEach(async (t) => {
    await s.shot?.(`end-${t.name.slice(0, 40).replace(/[^\w]+/g, '-')}`).catch(() => undefined)
  })
  after(async () => {
    await s.browser?.close()
    await s.server?.stop()
  })
  return s
}

/** Logs a learner in through the API and gives the browser the session cookies (opens the site first); the token. */
export async function loginAs(s, mobileNo) {
  const token = await apiLogin(s.url, mobileNo)
  if (!(await s.driver.getCurrentUrl()).startsWith(s.url)) await s.driver.get(`${s.url}/404`)
  for (const name of ['token', 'userToken']) await s.driver.manage().addCookie({ name, value: token, path: '/' })
  return token
}

/** Clears the session: cookies and local storage. */
export async function signOut(s) {
  await s.driver.manage().deleteAllCookies()
  await s.driver.executeScript('window.localStorage.clear(); window.sessionStorage.clear()')
}

export * from './page.mjs'
