/** Debian's Chromium through playwright-core, launched as the e2e tests launch it (tests/e2e/fixtures.mjs). */
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/** A fresh context (empty cache and storage) sized like a phone, as the e2e tests use. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })

/** The session the H5 app keeps (docs/architecture.md, the session): the token in the cookies token and userToken. */
export async function addSession(context: BrowserContext, baseUrl: string, token: string) {
  const domain = new URL(baseUrl).hostname
  await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: token, domain, path: '/' })))
}
