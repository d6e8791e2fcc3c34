/**
 * `npx tsx scripts/bench/serverLoad.ts [--seconds=10] [--runs=3] [--against=<checkout>]`: the bench's load part alone
 * (docs/performance.md, "The reference server under load"), without a build. It prepares its own database
 * (.data/bench-server.sqlite: the seeds and the bench learner's 1 000 orders), starts the server as the bench does on
 * port 3192 with a stand-in static folder (the same security headers and compression as with dist/h5; the API's
 * answers do not depend on the build), logs the bench learner in through the sandbox and runs scripts/bench/load.ts on
 * the order list and the article list: requests/s, p50, p99, errors and the server's CPU ms per request (user + system
 * over the timed run / requests), each the median of the runs.
 *
 * --against=<checkout>: also the server of another checkout (e.g. `git archive <commit> | tar -x -C <dir>` with a
 * node_modules link), on port 3193 with its own database; each run measures both, alternating, so a busy spell of the
 * machine falls on both alike.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_MOBILE } from '../../server/db/seeds/bench'
import { loadTargets, measureLoad, type LoadFigures } from './load'
import { login, prepareDatabase, ROOT, startServer, type RunningServer } from './server'

const PORT = 3192
const AGAINST_PORT = 3193

interface Options {
  seconds: number
  runs: number
  against?: string
}

function parse(argv: string[]): Options {
  const opts: Options = { seconds: 10, runs: 3 }
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2)
    const n = Number(value)
    if (key === '--seconds' && Number.isInteger(n) && n >= 1) opts.seconds = n
    else if (key === '--runs' && Number.isInteger(n) && n >= 1) opts.runs = n
    else if (key === '--against' && value) opts.against = path.resolve(value)
    else throw new Error(`unknown or bad option ${arg}; usage: npx tsx scripts/bench/serverLoad.ts [--seconds=10] [--runs=3] [--against=<checkout>]`)
  }
  return opts
}

/** A built app's stand-in: index.html with one inline script, so the policy carries a script hash as with dist/h5. */
function standInStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bench</title><script>document.documentElement.style.fontSize="20px"</script></head><body><div id="app"></div></body></html>',
  )
  return dir
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

interface Side {
  label: string
  server: RunningServer
  token: string
  runs: LoadFigures[][]
}

async function main() {
  const opts = parse(process.argv.slice(2))
  const staticDir = standInStaticDir()
  const sides: Side[] = []
  try {
    const checkouts: [string, string, number][] = [['this checkout', ROOT, PORT]]
    if (opts.against) checkouts.push([`against ${opts.against}`, opts.against, AGAINST_PORT])
    for (const [label, root, port] of checkouts) {
      const dbFile = path.join(ROOT, `.data/bench-server-${port}.sqlite`)
      prepareDatabase(dbFile)
      const server = await startServer({ port, dbFile, staticDir, root })
      sides.push({ label, server, token: (await login(server.url, BENCH_MOBILE)).token, runs: [] })
    }
    for (let run = 1; run <= opts.runs; run++) {
      for (const side of sides) {
        const figures: LoadFigures[] = []
        for (const target of loadTargets(side.token)) {
          const f = await measureLoad(side.server.url, target, opts.seconds, side.server.cpuMs)
          figures.push(f)
          console.log(
            `[server load] run ${run}/${opts.runs} ${side.label}: ${f.name} ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50Ms} ms, ` +
              `p99 ${f.p99Ms} ms, ${f.errors} errors, ${f.cpuMsPerRequest?.toFixed(3) ?? '?'} CPU ms/request`,
          )
        }
        side.runs.push(figures)
      }
    }
  } finally {
    for (const side of sides) await side.server.stop()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }

  console.log(`\nMedians of ${opts.runs} run(s) of ${opts.seconds} s (50 connections, loopback, gzip/deflate/br accepted), ${os.cpus().length} cores, Node ${process.version}\n`)
  console.log('| Server | Endpoint | Requests/s | p50 | p99 | Errors | CPU ms/request |')
  console.log('|---|---|--:|--:|--:|--:|--:|')
  for (const side of sides) {
    side.runs[0].forEach((f, i) => {
      const all = side.runs.map((r) => r[i])
      const m = (pick: (x: LoadFigures) => number) => median(all.map(pick))
      console.log(
        `| ${side.label} | ${f.name} | ${m((x) => x.requestsPerSecond).toFixed(0)} | ${m((x) => x.p50Ms)} ms | ${m((x) => x.p99Ms)} ms | ` +
          `${all.reduce((n, x) => n + x.errors, 0)} | ${m((x) => x.cpuMsPerRequest ?? NaN).toFixed(3)} |`,
      )
    })
  }
}

main().catch((err) => {
  console.error(`[server load] ${err instanceof Error ? err.stack ?? err.message : err}`)
  process.exit(1)
})
