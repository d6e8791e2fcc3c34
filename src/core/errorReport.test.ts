import { buildReport, createReportGate, reportsOn, routePath, scrub, STACK_LINES } from './errorReport'

const PLACE = { route: '/pages/home/index', platform: 'h5' as const, build: 'b1' }

describe('nothing personal leaves the app', () => {
  it.each([
    ['a mobile number', 'no order for 13800138000', 'no order for ***'],
    ['a token', 'bad token=abc.def-123 in call', 'bad token=*** in call'],
    ['a user id in JSON', '{"userId": 42, "x": 1}', '{"userId": ***, "x": 1}'],
    ['a bearer header', 'Authorization: Bearer eyJhbGciOi.x', 'Authorization: Bearer ***'],
    ['a query in a URL', 'at https://x/article/12?token=abc&uid=2:10:5', 'at https://x/article/12'],
  ])('%s is masked', (_, text, expected) => {
    expect(scrub(text)).toBe(expected)
  })

  it('a route loses its query and fragment', () => {
    expect(routePath('/article/12?mobileNo=13800138000#top')).toBe('/article/12')
    expect(routePath('')).toBe('/')
  })

  it('a report holds the message, a trimmed stack, the path, the platform and the build: no more', () => {
    const error = new Error('Cannot read properties of null (reading \'map\') for 13900139000')
    error.stack = ['TypeError: x', ...Array.from({ length: 30 }, (_, i) => `    at Floor${i} (https://x/js/app.js?v=1:1:${i})`)].join('\n')
    const report = buildReport(error, 'render', { ...PLACE, route: '/pages/home/index?token=secret' })
    expect(Object.keys(report).sort()).toEqual(['build', 'kind', 'message', 'platform', 'route', 'stack'])
    expect(report).toMatchObject({ kind: 'render', route: '/pages/home/index', platform: 'h5', build: 'b1' })
    expect(report.message).toBe('Cannot read properties of null (reading \'map\') for ***')
    expect(report.stack!.split('\n')).toHaveLength(STACK_LINES)
    expect(report.stack).not.toContain('?v=1')
    expect(JSON.stringify(report)).not.toMatch(/secret|13900139000/)
  })

  it('whatever was thrown: a string (the mini-program\'s onError), an object, nothing', () => {
    expect(buildReport('TypeError: x is undefined\n    at a (app.js:1:1)', 'error', PLACE)).toMatchObject({ message: 'TypeError: x is undefined', stack: expect.stringContaining('at a') })
    expect(buildReport({ errMsg: 'request:fail' }, 'rejection', PLACE).message).toBe('request:fail')
    expect(buildReport(undefined, 'rejection', PLACE).message).toBe('undefined')
    expect(buildReport('x'.repeat(900), 'error', PLACE).message).toHaveLength(500)
  })
})

describe('which reports go', () => {
  const report = (message: string) => buildReport(new Error(message), 'error', PLACE)

  it('the same error once, however often it is thrown', () => {
    const gate = createReportGate()
    expect(gate.admit(report('a'), 0)).toBe(true)
    expect(gate.admit(report('a'), 1)).toBe(false)
    expect(gate.admit(report('b'), 2)).toBe(true)
  })

  it('at most max in a window, then again once it has passed', () => {
    const gate = createReportGate({ max: 2, windowMs: 1000 })
    expect([gate.admit(report('a'), 0), gate.admit(report('b'), 10), gate.admit(report('c'), 20)]).toEqual([true, true, false])
    expect(gate.admit(report('c'), 1010)).toBe(true)
  })

  it.each([
    ['', '', true],
    ['', 'production', false],
    ['https://r.example.com', 'production', true],
    ['off', '', false],
  ])('reportsOn(root %p, deploy env %p) is %p', (root, env, on) => {
    expect(reportsOn(root, env)).toBe(on)
  })
})
