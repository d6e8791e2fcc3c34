/**
 * `npx tsx scripts/bench/lcp-chain.ts <build dir> [route name prefix] [--applied]`: one Lighthouse run per key route
 * (as `npm run bench` takes it: a fresh profile, the learner's session where the route needs it), printing the
 * largest contentful paint's element, its phases (TTFB, load delay, load time, render delay) and every request with
 * its start and end, so the chain in front of LCP can be read. `--applied`: Chromium applies the throttling
 * (Lighthouse's devtools method) instead of Lighthouse simulating it, so the requests' times are the ones the page
 * really waited. Each run's report is written to .data/lcp-chain-<route>.json. For finding what stands in the chain;
 * the figures that judge the goals are `npm run bench`'s.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { addSession, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser'
import { firstPendingOrder, login, prepareDatabase, ROOT, startServer } from './server'
import { BENCH_MOBILE } from '../../server/db/seeds/bench'
import { keyRoutes } from './routes'

const PORT = 3199
const DEBUG_PORT = 9399

interface Phase { phase: string; timing: number }
interface Request { networkRequestTime?: number; networkEndTime?: number; resourceType?: string; transferSize?: number; priority?: string; url: string }

async function main() {
  const args = process.argv.slice(2)
  const [dir, only] = args.filter((a) => !a.startsWith('--'))
  if (!dir) throw new Error('usage: npx tsx scripts/bench/lcp-chain.ts <build dir> [route name prefix] [--applied]')
  const throttling = args.includes('--applied') ? 'devtools' : 'simulate'
  const dbFile = '.data/bench-lcp-chain.sqlite'
  prepareDatabase(path.join(ROOT, dbFile))
  const server = await startServer({ port: PORT, dbFile, staticDir: path.relative(ROOT, path.resolve(dir)) })
  const { default: lighthouse } = await import('lighthouse')
  try {
    const session = await login(server.url, BENCH_MOBILE)
    const routes = keyRoutes((await firstPendingOrder(server.url, session.token)).tradeOrderId).filter((r) => !only || r.name.startsWith(only))
    for (const route of routes) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lcp-chain-'))
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`] })
      try {
        if (route.login) await addSession(context, server.url, session)
        const result = await lighthouse(server.url + route.url, {
          port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: throttling, disableStorageReset: true,
        })
        const lhr = result!.lhr
        const audit = (id: string) => lhr.audits[id]
        const ms = (id: string) => Math.round(audit(id)?.numericValue ?? NaN)
        console.log(`== ${route.name} (${throttling}): LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`)
        const element = audit('largest-contentful-paint-element')?.details as { items?: { items?: ({ node?: { selector?: string } } & Partial<Phase>)[] }[] } | undefined
        console.log(`   element: ${element?.items?.[0]?.items?.[0]?.node?.selector ?? '?'}`)
        const phases = (element?.items?.[1]?.items ?? []) as Phase[]
        console.log(`   phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`)
        for (const r of ((audit('network-requests')?.details as { items?: Request[] } | undefined)?.items ?? [])) {
          if (r.url.startsWith('data:')) continue
          const at = (t?: number) => String(Math.round(t ?? NaN)).padStart(6)
          console.log(`   ${at(r.networkRequestTime)} → ${at(r.networkEndTime)} ms  ${r.resourceType} ${r.transferSize} B ${r.priority}  ${r.url.replace(server.url, '').slice(0, 110)}`)
        }
        fs.writeFileSync(path.join(ROOT, `.data/lcp-chain-${route.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr))
      } finally {
        await context.close()
        fs.rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    await server.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
