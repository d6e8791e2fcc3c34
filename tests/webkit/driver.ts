// WebKit for the e2e suites: Debian's WebKitGTK MiniBrowser under Xvfb, driven through WebKitWebDriver by
// selenium-webdriver. openWebKit starts Xvfb, the driver and a session and gives `close`, which stops all three;
// webkitSuite adds the reference server (tests/support/server.ts) around a test file. Screenshots go to
// test-results/webkit/<suite>/ (git-ignored).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { after, afterEach, before } from 'node:test'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { ROOT, apiLogin, startServer, type TestServer } from '../support/server'
import { ENVIRONMENTS } from '../e2e/matrix/environments'
import { WECHAT_UA } from '../screens/userAgents'

// Two of selenium's own helpers that @types/selenium-webdriver does not declare, loaded as its index loads them.
const load = createRequire(path.join(ROOT, 'package.json'))
const { findFreePort } = load('selenium-webdriver/net/portprober.js') as { findFreePort: (host?: string) => Promise<number> }
const { waitForServer } = load('selenium-webdriver/http/util.js') as { waitForServer: (url: string, timeout: number) => Promise<void> }

const DRIVER = process.env.WEBKIT_DRIVER || 'WebKitWebDriver'
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** iPhone Safari: the payment matrix's ordinary mobile browser. */
export const IPHONE_SAFARI_UA = ENVIRONMENTS.browser.userAgent
/** WeChat on iOS: iPhone Safari's engine part with the messenger's marks (as WeChat's iOS browser sends them). */
export const WECHAT_IOS_UA = `${IPHONE_SAFARI_UA.replace(/ Version\/\S+/, '').replace(/ Safari\/\S+$/, '')} ${WECHAT_UA.slice(WECHAT_UA.indexOf('MicroMessenger/'))}`

/** A process started here: `exited` resolves when it has ended; `log` is the end of what it wrote to stderr. */
interface Started extends ChildProcess {
  exited: Promise<unknown>
  log: () => string
}

/** Every process started here, killed (its group) if the runner exits without `close`. */
const running = new Set<Started>()
process.on('exit', () => {
  for (const child of running) killGroup(child)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) killGroup(child)
    process.kill(process.pid, signal)
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    // No pid (it never started): -undefined is NaN, which process.kill refuses.
    process.kill(-child.pid!, signal)
  } catch { /* already gone */ }
}

/** Starts a process in its own group (its children, e.g. the MiniBrowser, go with it). */
function start(command: string, args: string[], env?: Record<string, string>): Started {
  // exited and log are added below.
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] }) as Started
  // WEBKIT_DEBUG=1 prints what Xvfb, the driver and the MiniBrowser say.
  child.stdout!.on('data', (d) => { if (process.env.WEBKIT_DEBUG) process.stdout.write(`[${command}] ${d}`) })
  running.add(child)
  let log = ''
  child.stderr!.on('data', (d) => {
    if (process.env.WEBKIT_DEBUG) process.stdout.write(`[${command}] ${d}`)
    log = (log + d).slice(-4000)
  })
  child.exited = new Promise((r) => child.once('exit', r))
  child.exited.then(() => running.delete(child))
  child.log = () => log
  return child
}

async function stop(child: Started | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  killGroup(child)
  const done = await Promise.race([child.exited.then(() => true), new Promise<boolean>((r) => setTimeout(r, 3000, false))])
  if (!done) killGroup(child, 'SIGKILL')
}

/** Xvfb on a display number it finds free itself (-displayfd writes the number it took). */
async function startXvfb() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'])
  const display = await new Promise<number>((resolve, reject) => {
    let out = ''
    xvfb.stdio[3]!.on('data', (d) => {
      out += d
      if (out.includes('\n')) resolve(Number(out.trim()))
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${xvfb.log()}`)))
    setTimeout(() => reject(new Error('Xvfb gave no display number within 10 s')), 10_000)
  })
  return { xvfb, display }
}

/** A WebKit opened by openWebKit: the session, the X display it draws on, and `close`, which ends all three. */
export interface WebKitBrowser {
  driver: WebDriver
  display: number
  close: () => Promise<void>
}

/** openWebKit's options: the browser's user agent and more MiniBrowser arguments. */
export interface WebKitOptions {
  userAgent?: string
  args?: string[]
}

/**
 * A MiniBrowser session with the given user agent (and more MiniBrowser `args`), sized as narrow as it goes (about 447 px) and 812+ tall.
 * Resolves { driver, display, close }; close ends the session, the driver and Xvfb, and never throws.
 */
export async function openWebKit({ userAgent = IPHONE_SAFARI_UA, args = [] }: WebKitOptions = {}): Promise<WebKitBrowser> {
  let xvfb: Started | undefined
  let webdriver: Started | undefined
  let driver: WebDriver | undefined
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
    throw new Error(`${(error as Error).message}\n${webdriver?.log() ?? ''}`)
  }
}

/** Numbered screenshots of each step under test-results/webkit/<suite>/. */
export function screenshots(driver: WebDriver, suite: string): (step: string) => Promise<void> {
  const dir = path.join(ROOT, 'test-results/webkit', suite)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  return async (step: string) => {
    n += 1
    fs.writeFileSync(path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`), await driver.takeScreenshot(), 'base64')
  }
}

/** webkitSuite's options (see there). */
export interface WebKitSuiteOptions {
  userAgent?: string
  serverEnv?: Record<string, string>
  args?: string[] | (() => string[])
}

/** A test file's server and WebKit, there once its `before` has run. */
export interface WebKitSuite {
  server: TestServer
  /** The server's address. */
  url: string
  browser: WebKitBrowser
  driver: WebDriver
  /** A numbered screenshot named after the step (see screenshots). */
  shot: (step: string) => Promise<void>
}

/**
 * One server and one WebKit for a test file, started before its tests and stopped after them (also after a failure):
 *   const s = webkitSuite('order'); test('...', async () => { await go(s.driver, `${s.url}/`); await s.shot('home') })
 * Options: the browser's userAgent, serverEnv for the server, args: more MiniBrowser arguments (or a function giving
 * them when the browser starts, e.g. for a proxy started by an earlier `before`).
 */
export function webkitSuite(name: string, { userAgent, serverEnv, args }: WebKitSuiteOptions = {}): WebKitSuite {
  // Filled in by `before`, which node:test runs before any test of the file.
  const s = {} as WebKitSuite
  before(async () => {
    s.server = await startServer({ env: serverEnv })
    s.url = s.server.url
    s.browser = await openWebKit({ userAgent, args: typeof args === 'function' ? args() : args })
    s.driver = s.browser.driver
    s.shot = screenshots(s.driver, name)
  })
  // What the page showed when each test ended (the last picture of a failed test). (`?.` here and in `after`: what a
  // failed `before` did not get to set up.)
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
export async function loginAs(s: Pick<WebKitSuite, 'url' | 'driver'>, mobileNo: string): Promise<string> {
  const token = await apiLogin(s.url, mobileNo)
  if (!(await s.driver.getCurrentUrl()).startsWith(s.url)) await s.driver.get(`${s.url}/404`)
  for (const name of ['token', 'userToken']) await s.driver.manage().addCookie({ name, value: token, path: '/' })
  return token
}

/** Clears the session: cookies and local storage. */
export async function signOut(s: Pick<WebKitSuite, 'driver'>): Promise<void> {
  await s.driver.manage().deleteAllCookies()
  await s.driver.executeScript('window.localStorage.clear(); window.sessionStorage.clear()')
}

export * from './page'
