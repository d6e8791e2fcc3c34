/**
 * The bench's servers and data: its own database file (recreated each run, with the bench learner's 1 000 orders),
 * the production-like server on its own port (what `npm run preview` runs, so a running `npm run dev` is not disturbed),
 * and a sandbox login.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from '../../server/db/migrate'
import { seed } from '../../server/db/seed'
import { benchOrdersSeed } from '../../server/db/seeds/bench'
import type { OrderListResult } from '../../contract/order'

export const ROOT = path.resolve(__dirname, '../..')

/** Fresh database: the usual seeds plus the bench learner. */
export function prepareDatabase(file: string) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    migrate(db)
    seed(db)
    seed(db, Date.now, [benchOrdersSeed])
  } finally {
    db.close()
  }
}

export interface RunningServer {
  url: string
  stop(): Promise<void>
  /** CPU time (user + system, ms) the server has used so far: tsx's launcher and the node process it starts (Linux /proc). */
  cpuMs(): number
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100

/** User + system CPU ms of a process and all its descendants, read from /proc (0 where /proc is absent). */
export function processTreeCpuMs(rootPid: number): number {
  let entries: string[]
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))
  } catch {
    return 0
  }
  const stats = new Map<number, { ppid: number; ticks: number }>()
  for (const e of entries) {
    try {
      // pid (comm) state ppid ... utime stime: fields 4, 14 and 15; comm may hold spaces, so split after its ')'.
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(e), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) })
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0
  const tree = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, s] of stats) {
      if (!tree.has(pid) && tree.has(s.ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0
  return (ticks * 1000) / CLOCK_TICKS
}

/**
 * `npm run preview`'s command and environment (package.json: SANDBOX=1 SERVE_STATIC=<dir> tsx server/main.ts), with the folder, port and database chosen here. Request logging is off (LOG_LEVEL=warn) so the
 * load figures measure the server, not a log pipe. `root`: another checkout's server (scripts/bench/serverLoad.ts
 * --against), run with this one's node_modules.
 */
export async function startServer(opts: { port: number; dbFile: string; staticDir: string; root?: string }): Promise<RunningServer> {
  // A server left on the port would answer the health check and be measured instead.
  await assertPortFree(opts.port)
  const root = opts.root ?? ROOT
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SANDBOX: '1',
      SMS_PER_IP_PER_HOUR: '100000',
      SMS_PER_MINUTE: '100000',
      SERVE_STATIC: opts.staticDir,
      PORT: String(opts.port),
      DB_FILE: opts.dbFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const url = `http://127.0.0.1:${opts.port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop, cpuMs: () => processTreeCpuMs(child.pid!) }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`the server on ${url} did not start (is the port taken?):\n${log}`)
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there and run the bench again`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** Logs a learner in through the sandbox SMS (getOtp, /dev/otp, loginAndRegister); returns the token and uid. */
export async function login(baseUrl: string, mobileNo: string): Promise<{ token: string; uid: number }> {
  await fetch(`${baseUrl}/api/account/getOtp?mobileNo=${mobileNo}&type=3`)
  const otp = (await (await fetch(`${baseUrl}/dev/otp?mobileNo=${mobileNo}`)).json()) as { code: number; data?: { otp: string } }
  if (otp.code !== 200 || !otp.data) throw new Error(`no sandbox OTP for ${mobileNo}: ${JSON.stringify(otp)}`)
  const res = await fetch(`${baseUrl}/api/account/loginAndRegister`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNo, otp: otp.data.otp, nickName: mobileNo.slice(-4) }),
  })
  const body = (await res.json()) as { code: number; data?: { token: string; uid: number } }
  if (body.code !== 200 || !body.data) throw new Error(`login of ${mobileNo} failed: ${JSON.stringify(body)}`)
  return { token: body.data.token, uid: body.data.uid }
}

/** The bench learner's first unpaid order (confirm order needs one). */
export async function firstPendingOrder(baseUrl: string, token: string): Promise<{ tradeOrderId: string }> {
  const res = await fetch(`${baseUrl}/api/order/getOrderList?page=1&pageSize=1&tagStatus=1&token=${token}`)
  const body = (await res.json()) as { code: number; data?: OrderListResult }
  const order = body.data?.orderList[0]
  if (!order) throw new Error(`the bench learner has no unpaid order: ${JSON.stringify(body).slice(0, 300)}`)
  return order
}
