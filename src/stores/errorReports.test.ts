/** The app's one reporter: what it sends, that it sends each error once, and that it never throws, waits or recurses. */
import type { ErrorReport } from '@/core/errorReport'
import { createErrorReporter, type ReporterDeps } from './errorReports'

function reporter(over: Partial<ReporterDeps> = {}) {
  const sent: ErrorReport[] = []
  const send = jest.fn(async (r: ErrorReport) => {
    sent.push(r)
  })
  const report = createErrorReporter({ send, route: () => '/pages/goods/detail/index', platform: 'weapp', build: 'b7', now: () => 0, enabled: true, ...over })
  return { report, sent, send }
}

it('sends the error as one report: message, stack, page path, platform, build', () => {
  const { report, sent } = reporter()
  report(new Error('boom'), 'render')
  expect(sent).toEqual([{ kind: 'render', message: 'boom', stack: expect.stringContaining('boom'), route: '/pages/goods/detail/index', platform: 'weapp', build: 'b7' }])
})

it('nothing personal: no query of the page, no number, no token in the message', () => {
  const { report, sent } = reporter({ route: () => '/pages/login/index?mobileNo=13800138000&token=t0k' })
  report(new Error('login failed for 13800138000 token=t0k'), 'rejection')
  expect(JSON.stringify(sent)).not.toMatch(/13800138000|t0k|userId/)
  expect(sent[0].route).toBe('/pages/login/index')
})

it('the same error is sent once (dedupe), a different one is sent', () => {
  const { report, sent } = reporter()
  const error = new Error('again')
  report(error, 'error')
  report(error, 'error')
  report(new Error('other'), 'error')
  expect(sent.map((r) => r.message)).toEqual(['again', 'other'])
})

it('fire and forget: returns at once, and a failed send is dropped quietly (no rejection, no report of it)', async () => {
  const send = jest.fn(() => Promise.reject(new Error('offline')))
  const { report } = reporter({ send })
  expect(report(new Error('x'), 'error')).toBeUndefined()
  await new Promise((r) => setTimeout(r, 0))
  expect(send).toHaveBeenCalledTimes(1)
})

it('never recursive: an error raised while reporting is not reported', () => {
  let inner: () => void = () => undefined
  const { report, send } = reporter({
    route: () => {
      inner()
      return '/'
    },
  })
  inner = () => report(new Error('from inside the reporter'), 'error')
  report(new Error('outer'), 'error')
  expect(send.mock.calls.map(([r]) => r.message)).toEqual(['outer'])
})

it('never throws, even when the send itself throws', () => {
  const { report } = reporter({ send: () => { throw new Error('transport gone') } })
  expect(() => report(new Error('x'), 'error')).not.toThrow()
})

it('off: nothing is sent', () => {
  const { report, send } = reporter({ enabled: false })
  report(new Error('x'), 'error')
  expect(send).not.toHaveBeenCalled()
})
