/**
 * Lighthouse, performance category, mobile form factor with simulated throttling (its defaults), one fresh Chromium
 * profile per run.
 *
 * Why this way: confirm order, my orders and the article detail need the learner's session. Lighthouse resets the
 * origin's storage (cookies included) before it loads the page, and it cannot log in by itself. So each run launches
 * Chromium through playwright with a new, empty profile (cold HTTP cache, nothing stored) and a remote-debugging
 * port, puts the session cookies into that profile when the route needs them, and lets Lighthouse drive the same
 * browser over the port with disableStorageReset: the cookies stay, and the cache is cold because the profile is new.
 * Guest routes go the same way, without the cookies, so every figure is taken alike.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { addSession, CHROMIUM_ARGS, CHROMIUM_PATH, type Session } from './browser'
import type { BenchRoute } from './routes'

export { medianLighthouse, type LighthouseRun } from './lighthouseFigures'
import { longestTasks, type LighthouseRun } from './lighthouseFigures'
import { midTierMultiplier } from './cpuCalibration'
import type Result from 'lighthouse/types/lhr/lhr'
import type { RunnerResult } from 'lighthouse'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP...) come and go on a busy machine: one more try before giving up. */
export async function runLighthouse(baseUrl: string, route: BenchRoute, session: Session, throttling: Throttling = 'simulate'): Promise<LighthouseRun> {
  try {
    return await runLighthouseOnce(baseUrl, route, session, throttling)
  } catch (err) {
    if (!/Lighthouse on .*: NO_/.test(String(err))) throw err
    return runLighthouseOnce(baseUrl, route, session, throttling)
  }
}

/**
 * 'simulate': Lighthouse's default, the load's observed tasks scaled by 4 (what the goals judge). 'devtools': the same
 * 4x CPU and slow 4G applied in Chromium, so the tasks measured are the ones the page really ran at that speed (how a
 * change that splits tasks finer than the simulation's scaling can show is judged, scripts/bench/pair.ts --applied).
 */
export type Throttling = 'simulate' | 'devtools'

async function runLighthouseOnce(baseUrl: string, route: BenchRoute, session: Session, throttling: Throttling): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'))
  const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-artifacts-'))
  const port = await freePort()
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (route.login) await addSession(context, baseUrl, session)
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      formFactor: 'mobile' as const,
      throttlingMethod: throttling,
      disableStorageReset: true,
      // The load's artifacts are kept so that a simulated load can be judged a second time at another CPU slowdown.
      gatherMode: artifacts,
      auditMode: artifacts,
    }
    const lhr = checked(await lighthouse(baseUrl + route.url, flags), route)
    const run = figures(lhr, baseUrl)
    const benchmarkIndex = lhr.environment.benchmarkIndex
    const multiplier = midTierMultiplier(benchmarkIndex)
    if (throttling !== 'simulate' || multiplier === undefined) return { ...run, benchmarkIndex }
    // Simulated throttling is applied when the audits run, so the same load audited again with the mid-tier phone's
    // multiplier gives that phone's figures (Lighthouse refuses settings that differ from the load's, hence the edit).
    const file = path.join(artifacts, 'artifacts.json')
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'))
    saved.settings.throttling.cpuSlowdownMultiplier = multiplier
    fs.writeFileSync(file, JSON.stringify(saved))
    const { gatherMode: _load, ...auditOnly } = flags
    const again = checked(await lighthouse(baseUrl + route.url, { ...auditOnly, throttling: { ...saved.settings.throttling } }), route)
    const { longTasks: _tasks, ...midTier } = figures(again, baseUrl)
    return { ...run, benchmarkIndex, midTier: { ...midTier, multiplier } }
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
    fs.rmSync(artifacts, { recursive: true, force: true })
  }
}

function checked(result: RunnerResult | undefined, route: BenchRoute): Result {
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${route.url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  // A lost session would measure the login page instead.
  if (new URL(lhr.finalDisplayedUrl).pathname === '/login') throw new Error(`Lighthouse on ${route.url} ended on the login page`)
  return lhr
}

function figures(lhr: Result, baseUrl: string): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [])
  return {
    score: (lhr.categories.performance.score ?? NaN) * 100,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    longTasks: longestTasks(tasks.map((t) => ({ url: t.url ?? '', startMs: t.startTime ?? NaN, durationMs: t.duration ?? NaN })), baseUrl),
  }
}
