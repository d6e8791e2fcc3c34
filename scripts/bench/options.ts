/** `npm run bench -- [--only=a,b] [--runs=N] [--skip-build] [--busy]`: which parts run and how often (pure). */

export const PARTS = ['firstLoad', 'lighthouse', 'firstTap', 'webkit', 'packages', 'orders', 'load'] as const
export type Part = (typeof PARTS)[number]

export interface BenchOptions {
  parts: Part[]
  /** Repeats of each first-load and Lighthouse measurement (the report quotes medians). */
  runs: number
  /** Use dist/h5, dist/weapp and dist/bench-bare as they are. */
  skipBuild: boolean
  /** A loaded run: one core kept busy by another process while the browser measures (scripts/bench/busy.ts). */
  busy: boolean
}

export const USAGE = `usage: npm run bench -- [--only=${PARTS.join(',')}] [--runs=3] [--skip-build] [--busy]`

export function parseOptions(argv: string[]): BenchOptions {
  const opts: BenchOptions = { parts: [...PARTS], runs: 3, skipBuild: false, busy: false }
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2)
    if (key === '--only') {
      const names = value.split(',').map((s) => s.trim()).filter(Boolean)
      const unknown = names.filter((n) => !PARTS.includes(n as Part))
      if (!names.length || unknown.length) throw new Error(`unknown part(s) ${unknown.join(', ') || '(none given)'}; ${USAGE}`)
      opts.parts = PARTS.filter((p) => names.includes(p))
    } else if (key === '--runs') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1) throw new Error(`--runs needs a whole number of at least 1; ${USAGE}`)
      opts.runs = n
    } else if (key === '--skip-build') {
      opts.skipBuild = true
    } else if (key === '--busy') {
      opts.busy = true
    } else {
      throw new Error(`unknown option ${arg}; ${USAGE}`)
    }
  }
  return opts
}
