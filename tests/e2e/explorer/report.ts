// The explorer's record: each screen visited (in which state, as whom, by which taps), what it found there, and what it
// could not reach with the reason. Printed as a table of screens × states and a list of violations.
import type { Target } from '../walk/targets'
import type { Open } from './open'

export interface Visit { screen: string; state: string; as: string; path: string; reads: string[]; problems: string[] }

export const visits: Visit[] = []
export const unreached: { screen: string; state: string; reason: string }[] = []

/** A tap path as the learner would read it: each tap's text (or its element), joined by ' > '. */
export function describePath(steps: Target[], from = 'home'): string {
  return [from, ...steps.map(({ sig, nth }) => {
    const [el, text] = sig.split('|')
    return `${text || el}${nth ? ` #${nth + 1}` : ''}`
  })].join(' > ')
}

/** The table of screens × states, the violations with their tap paths, and what was not reached. */
export function summary(ms: number): string {
  const states = [...new Set(visits.map((v) => v.state))]
  const screens = [...new Set(visits.map((v) => v.screen))].sort()
  const width = Math.max(...screens.map((s) => s.length), 10)
  const cell = (screen: string, state: string) => {
    const here = visits.filter((v) => v.screen === screen && v.state === state)
    if (!here.length) return '.'
    return here.some((v) => v.problems.length) ? 'FAIL' : 'ok'
  }
  const lines = [`explorer: ${visits.length} visits of ${screens.length} screens in ${(ms / 1000).toFixed(0)} s; ${visits.reduce((n, v) => n + v.reads.length, 0)} reads failed on purpose`]
  lines.push(`${'screen'.padEnd(width)}  ${states.map((_, i) => `[${i + 1}]`.padEnd(5)).join(' ')}`)
  for (const screen of screens) lines.push(`${screen.padEnd(width)}  ${states.map((st) => cell(screen, st).padEnd(5)).join(' ')}`)
  lines.push(...states.map((s, i) => `  [${i + 1}] ${s}`))
  const bad = visits.filter((v) => v.problems.length)
  lines.push(`violations: ${bad.reduce((n, v) => n + v.problems.length, 0)}`)
  for (const v of bad) {
    lines.push(`- ${v.screen} (${v.state}, as ${v.as}); reached by: ${v.path}`)
    for (const p of v.problems) lines.push(`    ${p}`)
  }
  lines.push(`not reached: ${unreached.length}`)
  for (const u of unreached) lines.push(`- ${u.screen} (${u.state}): ${u.reason}`)
  return lines.join('\n')
}

/**
 * The violations against the ratchet (explorer/open.ts): those not listed (new dead ends) and the listed ones no longer
 * found (fixed: to be taken off the list).
 */
export function ratchet(open: Open[]): { unlisted: { v: Visit; problem: string }[]; gone: Open[]; text: string } {
  const found = new Set<Open>()
  const unlisted: { v: Visit; problem: string }[] = []
  for (const v of visits) {
    for (const problem of v.problems) {
      const o = open.find((o) => o.screen === v.screen && (!o.state || o.state === v.state) && problem.startsWith(o.problem))
      if (o) found.add(o)
      else unlisted.push({ v, problem })
    }
  }
  const gone = open.filter((o) => !found.has(o))
  const lines = [`ratchet (explorer/open.ts): ${found.size} listed and still found; ${unlisted.length} new (not listed); ${gone.length} listed but not found`]
  if (unlisted.length) lines.push('NEW violations (fix them, or list them in tests/e2e/explorer/open.ts with a reason):')
  for (const { v, problem } of unlisted) lines.push(`  { screen: ${JSON.stringify(v.screen)}, ${v.state === 'as reached' ? '' : `state: ${JSON.stringify(v.state)}, `}problem: ${JSON.stringify(problem)}, reason: 'to fix: ' },`)
  if (gone.length) lines.push('LISTED BUT NOT FOUND (fixed? take them off tests/e2e/explorer/open.ts):')
  for (const o of gone) lines.push(`  ${o.screen}${o.state ? ` (${o.state})` : ''}: ${o.problem}`)
  return { unlisted, gone, text: lines.join('\n') }
}
