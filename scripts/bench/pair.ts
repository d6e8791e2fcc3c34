/**
 * `npx tsx scripts/bench/pair.ts <build A> <build B> [--runs=3] [--routes=home,goods] [--applied]`: Lighthouse on two H5 builds
 * of this app as a pair (A, B, A, B... on each key route, and the bare Taro page beside them each round), so that a
 * change is judged on the same minutes of this shared machine rather than on two runs an hour apart. Prints the
 * median TBT, FCP, LCP and score per route and build, and B's TBT as a share of A's. Both builds are served by reference
 * servers on one database (the same learner and order). `--applied`: Chromium applies the throttling (Lighthouse's
 * devtools method) instead of Lighthouse simulating it from the tasks seen unthrottled. For deciding what pays;
 * `npm run bench` gives the figures.
 */
import path from 'node:path'
import { BENCH_MOBILE } from '../../server/db/seeds/bench'
import { medianLighthouse, runLighthouse, type LighthouseRun } from './lighthouse'
import { BARE_ROUTE, keyRoutes } from './routes'
import { firstPendingOrder, login, prepareDatabase, ROOT, startServer, type RunningServer } from './server'

const PORTS = [3195, 3196, 3197]
const DB_FILE = '.data/bench-pair.sqlite'

async function main() {
  const args = process.argv.slice(2)
  const dirs = args.filter((a) => !a.startsWith('--'))
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
  const only = args.find((a) => a.startsWith('--routes='))?.slice(9).split(',')
  const throttling = args.includes('--applied') ? 'devtools' : 'simulate'
  if (dirs.length !== 2 || !Number.isInteger(runs) || runs < 1) {
    throw new Error('usage: npx tsx scripts/bench/pair.ts <build A> <build B> [--runs=3] [--routes=home,goods] [--applied]')
  }
  prepareDatabase(path.join(ROOT, DB_FILE))
  const servers: RunningServer[] = []
  try {
    for (const [i, dir] of dirs.entries()) servers.push(await startServer({ port: PORTS[i], dbFile: DB_FILE, staticDir: path.relative(ROOT, path.resolve(dir)) }))
    const bare = await startServer({ port: PORTS[2], dbFile: ':memory:', staticDir: 'dist/bench-bare' })
    servers.push(bare)
    const session = await login(servers[0].url, BENCH_MOBILE)
    const routes = keyRoutes((await firstPendingOrder(servers[0].url, session.token)).tradeOrderId)
      .filter((r) => !only || only.some((name) => r.name.startsWith(name)))
    const figures = new Map<string, LighthouseRun[]>()
    const add = (key: string, run: LighthouseRun) => figures.set(key, [...(figures.get(key) ?? []), run])
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        // A then B in odd rounds, B then A in even ones: neither build always goes first.
        const order = round % 2 ? [0, 1] : [1, 0]
        for (const i of order) {
          console.error(`[pair] ${round}/${runs} ${route.name} ${'AB'[i]}`)
          add(`${route.name}\t${i}`, await runLighthouse(servers[i].url, route, session, throttling))
        }
      }
      console.error(`[pair] ${round}/${runs} bare`)
      add('bare', await runLighthouse(bare.url, BARE_ROUTE, session, throttling))
    }
    const bareRun = medianLighthouse(figures.get('bare')!)
    const host = bareRun.midTier ? `; BenchmarkIndex ${bareRun.benchmarkIndex?.toFixed(0)}, a mid-tier phone at ${bareRun.midTier.multiplier.toFixed(2)}x (bare TBT there ${Math.round(bareRun.midTier.tbtMs)} ms)` : ''
    console.log(`A = ${dirs[0]}, B = ${dirs[1]}; ${throttling} throttling; medians of ${runs}; the bare Taro page's TBT ${Math.round(bareRun.tbtMs)} ms${host}`)
    console.log('| Route | TBT A | TBT B | B / A | FCP A | FCP B | LCP A | LCP B | score A | score B | mid-tier TBT A | B |')
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|')
    for (const route of routes) {
      const [a, b] = [0, 1].map((i) => medianLighthouse(figures.get(`${route.name}\t${i}`)!))
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
      const mid = (r: LighthouseRun) => (r.midTier ? `${Math.round(r.midTier.tbtMs)} ms` : '')
      console.log(`| ${route.name} | ${Math.round(a.tbtMs)} ms | ${Math.round(b.tbtMs)} ms | ${(b.tbtMs / a.tbtMs).toFixed(2)} | ${s(a.fcpMs)} | ${s(b.fcpMs)} | ${s(a.lcpMs)} | ${s(b.lcpMs)} | ${a.score} | ${b.score} | ${mid(a)} | ${mid(b)} |`)
    }
  } finally {
    for (const server of servers) await server.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
