/** The pure parts of `npm run bench` (scripts/bench): medians, options, tick scripting from a trace, goals, tables. */
import { phasesOf } from '../../scripts/bench/tapPhases'
import { judgeGoals } from '../../scripts/bench/goals'
import { midTierMultiplier } from '../../scripts/bench/cpuCalibration'
import { parseOptions, PARTS } from '../../scripts/bench/options'
import { longestTasks, medianLighthouse } from '../../scripts/bench/lighthouseFigures'
import { renderMarkdown, taskSource } from '../../scripts/bench/report'
import type { BenchReport } from '../../scripts/bench/results'
import { median } from '../../scripts/bench/stats'
import { pageMainThread, scriptingPerSecond, selfTimes, tickScripting, type TraceEvent } from '../../scripts/bench/trace'

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[5, NaN, 1, 3], 3],
  ])('of %p is %p', (values, expected) => expect(median(values)).toBe(expected))
  it('is NaN for no numbers', () => expect(median([])).toBeNaN())
})

describe('options', () => {
  it('runs every part three times and builds by default', () => {
    expect(parseOptions([])).toEqual({ parts: [...PARTS], runs: 3, skipBuild: false, busy: false })
  })
  it('takes --only (in the bench order), --runs, --skip-build and --busy', () => {
    expect(parseOptions(['--only=firstTap,lighthouse,firstLoad', '--runs=1', '--skip-build', '--busy'])).toEqual({ parts: ['firstLoad', 'lighthouse', 'firstTap'], runs: 1, skipBuild: true, busy: true })
  })
  it.each([['--only=speed'], ['--only='], ['--runs=0'], ['--runs=two'], ['--fast']])('refuses %s', (arg) => {
    expect(() => parseOptions([arg])).toThrow(/usage: npm run bench/)
  })
})

const PID = 10
const MAIN = 1
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } })
const x = (name: string, ts: number, dur: number, tid = MAIN, pid = PID): TraceEvent => ({ name, ph: 'X', ts, dur, pid, tid })
const SEC = 1e6

/** Three seconds of a page whose one-second ticker runs 2 ms of script, 1 ms of it waiting on a forced layout. */
function tickerTrace(start = 5 * SEC): TraceEvent[] {
  const events: TraceEvent[] = [meta(PID, MAIN, 'CrRendererMain'), meta(PID, 2, 'Compositor'), meta(99, 1, 'CrRendererMain')]
  events.push(x('RunTask', start, 10)) // the trace starts here
  for (let s = 0; s < 3; s++) {
    const t = start + s * SEC + 100_000
    events.push(
      x('RunTask', t, 4000), // uncategorised wrapper: not counted
      x('TimerFire', t, 3000),
      x('FunctionCall', t + 100, 2800), // nested scripting: counted once, as self time
      x('Layout', t + 500, 1000), // forced layout inside the call: rendering, not scripting
      x('Paint', t + 3500, 300),
    )
  }
  // another renderer (an extension page, say) with less script, and a compositor thread
  events.push(x('FunctionCall', start + 200_000, 500, 1, 99), x('FunctionCall', start, 9000, 2))
  // the trace ends a little after the last tick, so there are three whole seconds
  events.push(x('RunTask', start + 3 * SEC + 10, 10))
  return events
}

describe('tick scripting from a trace', () => {
  it('self time: a nested categorised event is taken out of its parent, uncategorised ones are ignored', () => {
    const self = selfTimes(tickerTrace(), PID, MAIN).slice(0, 4)
    expect(self.map((s) => [s.category, s.self])).toEqual([
      ['scripting', 200], // TimerFire 3000 minus the FunctionCall 2800
      ['scripting', 1800], // FunctionCall 2800 minus the Layout 1000
      ['rendering', 1000],
      ['painting', 300],
    ])
  })

  it('B/E pairs count like complete events', () => {
    const events: TraceEvent[] = [
      { name: 'FunctionCall', ph: 'B', ts: 100, pid: PID, tid: MAIN },
      { name: 'FunctionCall', ph: 'E', ts: 600, pid: PID, tid: MAIN },
    ]
    expect(selfTimes(events, PID, MAIN)).toEqual([{ start: 100, category: 'scripting', self: 500 }])
  })

  it("the page's main thread is the renderer main thread that scripted most", () => {
    expect(pageMainThread(tickerTrace())).toEqual({ pid: PID, tid: MAIN })
  })

  it('sums scripting per whole second from the start of the window', () => {
    expect(scriptingPerSecond(tickerTrace(), { pid: PID, tid: MAIN }, 5 * SEC, 8.5 * SEC)).toEqual([2, 2, 2])
  })

  it('gives the median and max per tick over the whole trace', () => {
    const events = tickerTrace()
    events.push(x('EvaluateScript', 6 * SEC + 500_000, 4000)) // one busier second
    expect(tickScripting(events)).toEqual({ medianMs: 2, maxMs: 6, perSecondMs: [2, 6, 2] })
  })

  it('says so when the trace has no renderer main thread', () => {
    expect(() => tickScripting([x('FunctionCall', 0, 10)])).toThrow(/CrRendererMain/)
  })
})

const KB = 1024
const load = (page: string, jsGzip: number, cssGzip = 5 * KB) => ({ page, js: { raw: jsGzip * 3, gzip: jsGzip }, css: { raw: cssGzip * 4, gzip: cssGzip }, files: 3 })
const lighthouse = (score: number, lcpMs: number) => ({ score, fcpMs: 900, lcpMs, tbtMs: 50, cls: 0, runs: [] })

const phases = (inputDelayMs: number, processingMs: number, presentationMs: number) => ({ inputDelayMs, processingMs, presentationMs })

function report(over: Partial<BenchReport> = {}): Omit<BenchReport, 'goals'> {
  return {
    startedAt: '2026-11-22T10:00:00.000Z',
    seconds: 600,
    machine: { cpus: 2, node: 'v20.20.2', chromium: 'Chromium 156' },
    options: { parts: [...PARTS], runs: 3, skipBuild: false, busy: false },
    routes: [
      { name: 'home', url: '/publicPage/textualResearch', page: 'pages/home/index', build: load('pages/home/index', 140 * KB), lighthouse: lighthouse(97, 900) },
      { name: 'my orders', url: '/ty/myOrder', page: 'packages/order/myOrder/index', build: load('packages/order/myOrder/index', 180 * KB), lighthouse: lighthouse(96, 950) },
    ],
    bare: { name: 'bare Taro', url: '/', lighthouse: { ...lighthouse(100, 1000), runs: [] } },
    taps: [
      { route: 'home', name: 'a goods card', medianLatencyMs: 64, worstLatencyMs: 96, medianTapAtMs: 1800, medianPhases: phases(20, 30, 14), lost: 0, runs: [] },
      { route: 'my orders', name: 'a tab', medianLatencyMs: 40, worstLatencyMs: 120, medianTapAtMs: 2100, medianPhases: phases(4, 20, 16), lost: 0, runs: [] },
    ],
    build: { largest: load('packages/order/myOrder/index', 180 * KB), pages: 60, overBudgetPages: 0, overBudget: [] },
    packages: { main: { name: 'main', bytes: 700 * KB, files: 40 }, subpackages: [{ name: 'packages/order', bytes: 300 * KB, files: 20 }], total: 1000 * KB },
    orders: {
      ordersSeeded: 1000, firstCardMs: 800, firstCardRunsMs: [800], loadAllMs: 50_000, cardsMounted: 1000, countdownsMounted: 1000,
      tick: { medianMs: 1.5, maxMs: 3, perSecondMs: [1.5], traceSeconds: 10 }, heapAfter5sBytes: 50e6, heapAfter60sBytes: 52e6, heapGrowth: 0.04,
    },
    load: [
      { name: 'order list', path: '/api/order/getOrderList', connections: 50, seconds: 10, requestsPerSecond: 3000, p50Ms: 10, p99Ms: 18, errors: 0 },
      { name: 'article list', path: '/api/news/app/informationList/v3', connections: 50, seconds: 10, requestsPerSecond: 4000, p50Ms: 8, p99Ms: 15, errors: 0 },
    ],
    ...over,
  }
}

describe('goals', () => {
  it('all pass when every figure is within its goal', () => {
    const goals = judgeGoals(report())
    expect(goals).toHaveLength(13)
    expect(goals.filter((g) => g.pass !== true)).toEqual([])
  })

  it('names the route or package that misses', () => {
    const r = report()
    r.routes[1].lighthouse = lighthouse(94, 2100)
    r.packages!.subpackages[0].bytes = 1100 * KB
    r.routes[0].build = load('pages/home/index', 151 * KB)
    const failed = judgeGoals(r).filter((g) => g.pass === false)
    expect(failed.map((g) => g.measured)).toEqual([
      'lowest 94 (my orders)',
      'highest 2.10 s (my orders)',
      'highest 2.10× (my orders)',
      '151.0 KB (pages/home/index)',
      'largest 1100.0 KB (packages/order)',
    ])
  })

  it('LCP above 1.0 s or 1.3x the bare page, TBT above 100 ms and CLS above 0.05 fail, naming the route; without the bare page the ratio is not measured', () => {
    const r = report()
    r.routes[0].lighthouse = { ...lighthouse(97, 1310), tbtMs: 101, cls: 0.051, runs: [] }
    const failed = judgeGoals(r).filter((g) => g.pass === false).map((g) => `${g.goal}: ${g.measured}`)
    expect(failed).toEqual([
      'LCP ≤ 1.0 s on every key route: highest 1.31 s (home)',
      'LCP ≤ 1.3× the bare Taro page on every key route: highest 1.31× (home)',
      'TBT ≤ 100 ms on every key route: highest 101 ms (home)',
      'CLS ≤ 0.05 on every key route: highest 0.051 (home)',
    ])
    delete r.bare
    expect(judgeGoals(r).find((g) => g.goal.startsWith('LCP ≤ 1.3×'))?.pass).toBeNull()
  })

  it('a tick within 2 ms fails when fewer than 1 000 countdowns were mounted; heap growth above 10% fails; a slow p99 or errors fail', () => {
    const r = report()
    r.orders = { ...r.orders!, countdownsMounted: 400, heapGrowth: 0.11 }
    r.load = [{ ...r.load![0], p99Ms: 21 }, { ...r.load![1], errors: 3 }]
    const failed = judgeGoals(r).filter((g) => g.pass === false).map((g) => g.goal)
    expect(failed).toEqual([
      'One tick of 1 000 countdowns ≤ 2 ms scripting',
      'JS heap growth ≤ 10% from 5 s to 60 s',
      'Server p99 ≤ 20 ms at 50 connections: order list',
      'Server p99 ≤ 20 ms at 50 connections: article list',
    ])
  })

  it('a first tap whose median is over 100 ms fails, and so does one lost tap; the message names them', () => {
    const r = report()
    const goal = (x: Omit<BenchReport, 'goals'>) => judgeGoals(x).find((g) => g.goal.startsWith('First tap'))!
    expect(goal(r)).toMatchObject({ pass: true, measured: 'slowest 64 ms (home: a goods card); none lost' })
    r.taps![1] = { ...r.taps![1], medianLatencyMs: 101 }
    expect(goal(r)).toMatchObject({ pass: false, measured: 'slowest 101 ms (my orders: a tab); none lost' })
    r.taps![1] = { ...r.taps![1], medianLatencyMs: 40, lost: 1 }
    expect(goal(r)).toMatchObject({ pass: false, measured: 'slowest 64 ms (home: a goods card); lost: my orders: a tab 1×' })
  })

  it('a part that did not run is neither pass nor fail', () => {
    const goals = judgeGoals(report({ orders: undefined, load: undefined, packages: undefined, routes: [], build: undefined, taps: undefined }))
    expect(goals.every((g) => g.pass === null && g.measured === 'not measured')).toBe(true)
  })
})

it('renders markdown tables with a goals table, leaving out the parts that did not run', () => {
  const r = report({ load: undefined, bare: undefined })
  const md = renderMarkdown({ ...r, goals: judgeGoals(r) })
  expect(md).toContain('| Goal | Measured | Result |')
  expect(md).toContain('| home `/publicPage/textualResearch` | 97 | 0.90 s | 0.90 s | 50 ms | 0.000 | n/a |')
  expect(md).toContain('| home | a goods card | 64 ms | 96 ms | 20 ms / 30 ms / 14 ms | 1.80 s | 0 of 0 | 0 |')
  expect(md).toContain('| Server p99 ≤ 20 ms at 50 connections | not measured | — |')
  expect(md).not.toContain('Reference server (autocannon')
})

it("gives the server's CPU per request beside the load figures when the run measured it", () => {
  const r = report()
  expect(renderMarkdown({ ...r, goals: judgeGoals(r) })).not.toContain('CPU/request')
  r.load = [{ ...r.load![0], cpuMsPerRequest: 0.1754 }, r.load![1]]
  const md = renderMarkdown({ ...r, goals: judgeGoals(r) })
  expect(md).toContain('| Endpoint (50 connections) | Requests/s | p50 | p99 | Errors | Server CPU/request |')
  expect(md).toContain('| 3000 | 10 ms | 18 ms | 0 | 0.175 ms |')
  expect(md).toContain('| 4000 | 8 ms | 15 ms | 0 | — |')
})

it("splits a tap's Event Timing entry into input delay, handlers and the time to the paint", () => {
  const entry = { id: 7, name: 'pointerup', start: 1000, duration: 184, processingStart: 1120, processingEnd: 1150 }
  expect(phasesOf(entry)).toEqual(phases(120, 30, 34))
})

describe('longest main-thread tasks', () => {
  const home = { name: 'home', url: '/publicPage/textualResearch', page: 'pages/home/index' }
  const files = { entry: ['css/app.1.css', 'js/1752.a4c02ea0.js', 'js/app.fc850014.js'], pages: { 'pages/home/index': ['js/8893.b98bd12e.js'] } }

  it.each([
    ['/publicPage/textualResearch', 'index.html'],
    ['/js/first-screen-home.0c864a93.js', 'first screen'],
    ['/js/app.fc850014.js', 'app entry'],
    ['/js/1752.a4c02ea0.js', 'entry chunk 1752'],
    ['/js/8893.b98bd12e.js', 'page chunk 8893'],
    ['/js/carousel.6cfb2eb7.js', 'chunk carousel'],
    ['', 'unattributed'],
    ['Unattributable', 'unattributed'],
  ])('%s ran %s', (url, source) => expect(taskSource(url, home, files)).toBe(source))

  it('keeps the five longest, longest first, their URLs relative to the server', () => {
    const tasks = [30, 120, 60, 90, 51, 75].map((durationMs, i) => ({ url: `http://127.0.0.1:3190/js/c${i}.js`, startMs: i * 100, durationMs }))
    expect(longestTasks(tasks, 'http://127.0.0.1:3190').map((t) => [t.url, t.durationMs])).toEqual([
      ['/js/c1.js', 120], ['/js/c3.js', 90], ['/js/c5.js', 75], ['/js/c2.js', 60], ['/js/c4.js', 51],
    ])
  })

  it('the median run\'s tasks are those of the run whose TBT is nearest the median', () => {
    const run = (tbtMs: number) => ({ score: 99, fcpMs: 800, lcpMs: 1400, tbtMs, cls: 0, longTasks: [{ url: `/js/t${tbtMs}.js`, startMs: 0, durationMs: tbtMs }] })
    expect(medianLighthouse([run(40), run(300), run(90)]).longTasks).toEqual([{ url: '/js/t90.js', startMs: 0, durationMs: 90 }])
  })

  it('the report names each route\'s tasks', () => {
    const r = report()
    r.routes[0].lighthouse = { ...lighthouse(99, 1400), longTasks: [{ url: '/js/app.fc850014.js', startMs: 3600, durationMs: 114 }], runs: [] }
    r.build!.files = files
    expect(renderMarkdown({ ...r, goals: [] })).toContain('| home `/publicPage/textualResearch` | app entry 114 ms |')
  })
})

describe('the mid-tier phone\'s CPU slowdown for this host', () => {
  it.each([
    // Lighthouse's calculator anchors (docs/throttling.md, "Calibrating the CPU slowdown").
    [2000, 6], [1766, 5], [1533, 4], [1300, 3], [800, 2], [150, 1],
    [1031.5, 2.463],
  ])('BenchmarkIndex %p: %px', (index, multiplier) => expect(midTierMultiplier(index)).toBeCloseTo(multiplier, 2))
  it.each([[100], [NaN], [Infinity]])('none for %p (a phone already, or no measure)', (index) => expect(midTierMultiplier(index)).toBeUndefined())

  it('the median of the runs\' mid-tier figures, and the report shows them beside the 4x ones', () => {
    const run = (tbtMs: number, midTbt: number) => ({ score: 90, fcpMs: 800, lcpMs: 1400, tbtMs, cls: 0, benchmarkIndex: 1031, midTier: { multiplier: 2.46, score: 97, fcpMs: 700, lcpMs: 1200, tbtMs: midTbt, cls: 0 } })
    const m = medianLighthouse([run(400, 150), run(500, 190), run(450, 170)])
    expect(m).toMatchObject({ tbtMs: 450, benchmarkIndex: 1031, midTier: { multiplier: 2.46, tbtMs: 170, lcpMs: 1200 } })
    const r = report()
    r.routes[0].lighthouse = { ...m, runs: [] }
    const md = renderMarkdown({ ...r, goals: [] })
    expect(md).toContain('| Mid-tier phone: score | LCP | TBT |')
    expect(md).toMatch(/\| 450 ms \|.*\| 97 \| 1\.20 s \| 170 ms \|/)
    expect(md).toContain('BenchmarkIndex 1031')
    expect(md).toContain('at 2.46x')
  })
})
