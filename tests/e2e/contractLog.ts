// The calls' contract over the e2e run: every server the suites start appends one line per request the app sent to
// CONTRACT_LOG (server/lib/contractLog.ts). Set up before the suites; after them, the lines are counted and the run
// fails on any request the contract (contract/calls) does not allow.
import fs from 'node:fs'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'

interface Line { name: string; problems: string[] }

export default function contractLog(config: FullConfig) {
  const shard = config.shard ? `-${config.shard.current}of${config.shard.total}` : ''
  const log = path.resolve(__dirname, '../../test-results/e2e', `contract${shard}.jsonl`)
  fs.mkdirSync(path.dirname(log), { recursive: true })
  fs.rmSync(log, { force: true })
  // The workers, and the servers they start, inherit it.
  process.env.CONTRACT_LOG = log
  return () => {
    const lines: Line[] = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []
    const problems = [...new Set(lines.flatMap((l) => l.problems))]
    console.log(`calls' contract: ${lines.length} requests of the app checked, ${new Set(lines.map((l) => l.name)).size} calls, ${problems.length} problems (${path.relative(process.cwd(), log)})`)
    if (problems.length) throw new Error(`requests the calls' contract (contract/calls) does not allow:\n${problems.join('\n')}`)
  }
}
