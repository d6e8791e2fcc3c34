/**
 * `npx tsx scripts/bench/profile.ts <build dir> <path> [--login] [--cpu=4] [--seconds=6]`: what the main thread's long
 * tasks ran on one cold load, by module. It serves the build (made with TARO_H5_SOURCE_MAPS=1 so its source maps
 * exist) from the reference server on port 3194 with its own database, opens the path at 4x CPU in Chromium, and
 * prints each task over 50 ms (4x CPU, so Lighthouse's long tasks) with the JS self time of its top modules
 * (node_modules packages by name, the app's files by path), from a CPU profile mapped through the source maps.
 * For finding what to split or defer; the figures that judge the goals are `npm run bench`'s.
 */
import fs from 'node:fs'
import path from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import { addSession, launchBrowser, phoneContext } from './browser'
import { BENCH_MOBILE } from '../../server/db/seeds/bench'
import { login, prepareDatabase, ROOT, startServer } from './server'

const PORT = 3194
const LONG_TASK_MS = 50

interface ProfileNode { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string } } }

const consumers = new Map<string, SourceMapConsumer | null>()
function moduleOf(dir: string, url: string, line: number, column: number): string {
  if (!url) return '(native)'
  const file = new URL(url).pathname
  if (!consumers.has(file)) {
    const map = path.join(dir, `${file}.map`)
    consumers.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null)
  }
  const consumer = consumers.get(file)
  const source = consumer?.originalPositionFor({ line: line + 1, column }).source
  if (!source) return file
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  return pkg ? pkg[1] : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
}

async function main() {
  const [dir, route, ...flags] = process.argv.slice(2)
  if (!dir || !route) throw new Error('usage: npx tsx scripts/bench/profile.ts <build dir> <path> [--login] [--cpu=4] [--seconds=6]')
  const cpu = Number(flags.find((f) => f.startsWith('--cpu='))?.slice(6) ?? 4)
  const seconds = Number(flags.find((f) => f.startsWith('--seconds='))?.slice(10) ?? 6)
  const dbFile = '.data/bench-profile.sqlite'
  prepareDatabase(path.join(ROOT, dbFile))
  const server = await startServer({ port: PORT, dbFile, staticDir: path.relative(ROOT, path.resolve(dir)) })
  const browser = await launchBrowser()
  try {
    const context = await phoneContext(browser)
    if (flags.includes('--login')) await addSession(context, server.url, await login(server.url, BENCH_MOBILE))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
    await cdp.send('Profiler.start')
    await page.goto(server.url + route, { waitUntil: 'commit' })
    await page.waitForTimeout(seconds * 1000)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
    await cdp.send('Tracing.end')
    await traced

    // The page's renderer: of the renderer main threads, the busiest.
    const mains = events.filter((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain')
    const busy = (m: TraceEvent) => events.filter((e) => e.name === 'RunTask' && e.tid === m.tid && e.pid === m.pid).reduce((sum, e) => sum + (e.dur ?? 0), 0)
    const main = mains.sort((a, b) => busy(b) - busy(a))[0]
    const tasks = events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tid === main?.tid && e.pid === main?.pid && (e.dur ?? 0) / 1000 >= LONG_TASK_MS)
      .sort((a, b) => a.ts - b.ts)
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    let t = profile.startTime
    const samples = profile.samples.map((id, i) => ({ node: byId.get(id)!, ts: (t += profile.timeDeltas[i]) }))
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? tasks[0]?.ts ?? 0
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      const self = new Map<string, number>()
      let prev = task.ts
      for (const s of samples) {
        if (s.ts < task.ts || s.ts > end) continue
        const cf = s.node.callFrame
        const key = cf.url ? moduleOf(dir, cf.url, cf.lineNumber, cf.columnNumber) : `(${cf.functionName || 'program'})`
        self.set(key, (self.get(key) ?? 0) + (s.ts - prev) / 1000)
        prev = s.ts
      }
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP) || 8)
      // What the renderer did besides running JS: its trace events inside the task, by name (nested ones counted too).
      const work = new Map<string, number>()
      for (const e of events) {
        if (e.ph !== 'X' || e.tid !== main.tid || e.pid !== main.pid || e.ts < task.ts || e.ts > end || e === task) continue
        if (!/^(Layout|UpdateLayoutTree|ParseHTML|ParseAuthorStyleSheet|Paint|PrePaint|Layerize|EvaluateScript|v8.compile|v8.evaluateModule|Decode Image|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|ScheduleStyleRecalculation|HitTest|IntersectionObserverController::computeIntersections|UpdateLayer|Commit)/.test(e.name)) continue
        work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
      }
      const kinds = [...work.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')
      console.log(`at ${((task.ts - nav) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${kinds})`)
      for (const [key, msSelf] of top) console.log(`    ${msSelf.toFixed(1).padStart(7)} ms  ${key}`)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
