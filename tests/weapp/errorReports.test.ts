/**
 * The mini-program's errors reach the one reporter (docs/errors.md): the App's onError (the message and stack as one
 * string, as WeChat hands them) and onUnhandledRejection, called on the built app, are sent to the report service and
 * stored by the reference server; the same error again is not sent twice.
 */
import { launchApp, type Mp } from './harness'

let mp: Mp | undefined
afterEach(async () => {
  await mp?.close()
  mp = undefined
})

interface AppHandlers {
  onError(error: string): void
  onUnhandledRejection(res: { reason: unknown; promise: Promise<unknown> }): void
}
const app = () => (globalThis as unknown as { getApp(): AppHandlers }).getApp()
const stored = () => mp!.server.db.prepare('SELECT kind, message, stack, route, platform FROM error_reports ORDER BY id').all() as Record<string, string>[]

test("App onError and onUnhandledRejection reach the reporter and the server stores them; nothing personal is sent", async () => {
  mp = await launchApp({ signedInAs: '13800138000' })
  await mp.loadPage('pages/home/index')
  const sent = mp.waitForRequest('/api/report/errors', { method: 'POST' })
  app().onError('TypeError: cannot read floors of 13800138000\n    at HomeFloor (app-service.js:1:2)')
  expect((await sent).status).toBe(200)
  await mp.waitFor(() => stored().length === 1)
  expect(stored()[0]).toMatchObject({ kind: 'error', message: 'TypeError: cannot read floors of ***', platform: 'weapp' })
  expect(stored()[0].stack).toContain('at HomeFloor')

  const rejection = mp.waitForRequest('/api/report/errors', { method: 'POST' })
  const reason = new Error('request failed')
  app().onUnhandledRejection({ reason, promise: Promise.resolve() })
  await rejection
  await mp.waitFor(() => stored().length === 2)
  expect(stored()[1]).toMatchObject({ kind: 'rejection', message: 'request failed', platform: 'weapp' })

  // The same error again: not sent.
  app().onError('TypeError: cannot read floors of 13800138000\n    at HomeFloor (app-service.js:1:2)')
  await new Promise((r) => setTimeout(r, 300))
  expect(stored()).toHaveLength(2)
  const report = mp.requests.find((r) => r.url.includes('/api/report/errors'))!
  expect(JSON.stringify(report)).not.toMatch(/13800138000|userId|token=/)
})
