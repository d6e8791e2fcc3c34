// The Chromium e2e suites' fixtures on @playwright/test (tests/e2e/playwright.config.ts). Each suite file gets its own
// reference server and database (tests/support/server.ts) and one phone (a context of the worker's Chromium, launched
// by Playwright with tests/support/chromium.ts's options), set up before its first test and torn down after its last.
// A file's tests run in order and share that phone (a later test goes on from where the one before left the app),
// so a failure skips the rest and a retry runs the whole file again, with a trace of the failed attempt.
// Screenshots go to test-results/e2e/<suite>/ (git-ignored).
import { test } from '@playwright/test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { openPhone, screenshots, type PhoneOptions } from '../support/chromium'
import { startServer, type TestServer } from '../support/server'

export * from '../support/chromium'
export * from '../support/server'

/** One suite file's world: its server, the worker's browser, the phone's context and page, and its step screenshots. */
export interface Suite {
  server: TestServer
  /** The worker's Chromium (another phone: `s.browser.newContext(PHONE)`). */
  browser: Browser
  url: string
  context: BrowserContext
  page: Page
  /** Uncaught errors of the page so far. */
  errors: string[]
  shot: (step: string) => Promise<void>
}

export interface SuiteOptions extends PhoneOptions {
  /** Run in every page before the app (e.g. a stand-in JS bridge). */
  initScript?: string | (() => void)
  /** Added to the server's environment (e.g. { SEED_HOSTILE: '1' }). */
  serverEnv?: Record<string, string>
}

/**
 * One server and one phone for a suite file:
 *   const s = suite('login'); test('...', async () => { await s.page.goto(`${s.url}/`); await s.shot('home') })
 */
export function suite(name: string, { initScript, serverEnv, ...phoneOptions }: SuiteOptions = {}): Suite {
  test.describe.configure({ mode: 'serial' })
  const s = {} as Suite
  test.beforeAll(async ({ browser }) => {
    s.server = await startServer({ env: serverEnv })
    s.browser = browser
    s.url = s.server.url
    const phone = await openPhone(browser, phoneOptions)
    if (initScript) await phone.context.addInitScript(initScript)
    Object.assign(s, phone)
    s.shot = screenshots(s.page, name)
  })
  test.afterAll(async () => {
    await s.context?.close()
    await s.server?.stop()
  })
  return s
}
