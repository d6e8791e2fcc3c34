/** Debian's Chromium through playwright-core, launched as the e2e tests launch it (tests/support/chromium.ts). */
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

/** The bench learner, logged in through the API. */
export interface Session {
  token: string
  uid: number
}

/**
 * The session the H5 app keeps after a login in the app (docs/architecture.md, the session): the token in the cookies
 * token and userToken, and {uid, token} in storage (userData), which the early calls naming the userId need. The storage
 * is written from a page of the origin that is not the app (/robots.txt, a 404), so no file of the app gets cached.
 */
export async function addSession(context: BrowserContext, baseUrl: string, session: Session) {
  const domain = new URL(baseUrl).hostname
  await context.addCookies(['token', 'userToken'].map((name) => ({ name, value: session.token, domain, path: '/' })))
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}/robots.txt`)
    await page.evaluate(([t, u]) => localStorage.setItem('userData', JSON.stringify({ data: { uid: u, token: t } })), [session.token, session.uid] as const)
  } finally {
    await page.close()
  }
}
