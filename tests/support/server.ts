// The reference server for the browser suites (Chromium e2e, WebKit, screens, the mini-program audit's layout pass):
// the built dist/h5 and the API on one port, the sandbox on, a throw-away database per start; and the learner's calls
// a test makes around the pages (an OTP login, an order, a look at the database). No test framework here.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

// From __filename, not __dirname, and no dynamic import below: an .mjs script importing this file under tsx (the
// audit's layout pass, the walk's discovery) gets it compiled in a data: URL wrapper that sets only __filename.
export const ROOT = path.resolve(path.dirname(__filename), '../..')

export interface TestServer {
  url: string
  dbFile: string
  /** What the server printed so far. */
  log: () => string
  stop: () => Promise<void>
}

/** Whatever holds a server's address (a suite, a started server). */
export interface HasUrl { url: string }

/** A TCP port free on this machine now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

// A minute: under a load of 15 (builds beside the suites on 2 cores) the server's start took 21-33 s.
async function waitForHealth(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`server at ${url} did not answer /health within ${ms} ms`)
}

/** Starts `server/main.ts` serving dist/h5 with a throw-away database; `env` adds to its environment (SEED_HOSTILE=1). */
export async function startServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<TestServer> {
  // E2E_STATIC: serve a copy of a build instead of dist/h5 (dist/h5 can then be rebuilt while the suites run).
  const served = process.env.E2E_STATIC || 'dist/h5'
  if (!fs.existsSync(path.resolve(ROOT, served, 'index.html'))) throw new Error(`${served} is missing: run npm run build:h5 first`)
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-db-'))
  const dbFile = path.join(dir, 'e2e.sqlite')
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    // `npm run preview`'s environment (the sandbox is refused under NODE_ENV=production); every test logs in from
    // this machine, so the per-address SMS budget is raised.
    env: { ...process.env, NODE_ENV: 'development', SANDBOX: '1', SERVE_STATIC: served, PORT: String(port), DB_FILE: dbFile, LOG_LEVEL: 'warn', SMS_PER_IP_PER_HOUR: '100000', SMS_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (d) => { log += d })
  child.stderr.on('data', (d) => { log += d })
  const url = `http://127.0.0.1:${port}`
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const stopChild = async () => {
    if (exited()) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  try {
    await waitForHealth(url)
  } catch (error) {
    await stopChild()
    fs.rmSync(dir, { recursive: true, force: true }) // its throw-away database
    throw new Error(`${(error as Error).message}\n${log}`)
  }
  return {
    url,
    dbFile,
    log: () => log,
    async stop() {
      await stopChild()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The sandbox SMS code last sent to a mobile. */
export async function latestOtp(baseUrl: string, mobileNo: string): Promise<string> {
  const res = await fetch(`${baseUrl}/dev/otp?mobileNo=${mobileNo}`)
  const body = await res.json() as { code: number; data: { otp: string } }
  if (body.code !== 200) throw new Error(`no OTP for ${mobileNo}: ${JSON.stringify(body)}`)
  return body.data.otp
}

/** The login's user data of a learner logged in through the API (sandbox SMS). */
type LoginData = { uid: number; token: string } & Record<string, unknown>
/** The last API login of each learner on each server of this process. */
const apiLogins = new Map<string, LoginData>()

/**
 * Logs a learner in through the API (sandbox SMS); resolves the login's data. The server sends a number a new code
 * only 60 s after the last: a second login of the same learner on the same server within that minute (a suite's
 * later test, on a fast machine) gets the session the first one opened.
 */
export async function apiLoginUser(baseUrl: string, mobileNo: string): Promise<LoginData> {
  const key = `${baseUrl}|${mobileNo}`
  const sent = (await (await fetch(`${baseUrl}/api/account/getOtp?mobileNo=${mobileNo}&type=3`)).json()) as Envelope
  if (sent.code !== 200) {
    const earlier = apiLogins.get(key)
    if (earlier) return earlier
    throw new Error(`getOtp for ${mobileNo} refused: ${sent.msg}`)
  }
  const otp = await latestOtp(baseUrl, mobileNo)
  const res = await fetch(`${baseUrl}/api/account/loginAndRegister`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo, otp, nickName: mobileNo.slice(-4) }),
  })
  const login = (await res.json()) as Envelope<LoginData | null>
  if (!login.data) throw new Error(`login of ${mobileNo} refused: ${login.msg}`)
  apiLogins.set(key, login.data)
  return login.data
}

/** Logs a learner in through the API (sandbox SMS); resolves the session token. */
export async function apiLogin(baseUrl: string, mobileNo: string): Promise<string> {
  return (await apiLoginUser(baseUrl, mobileNo)).token
}

/** The server's answer: `{ code, msg, data }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whichever answer it asked for
export interface Envelope<T = any> { code: number; msg?: string; data: T }

/** An API call as a learner: GET with query or POST with a JSON body; resolves the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Envelope
export async function api<T = any>(s: HasUrl, token: string, method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<Envelope<T>> {
  const sep = apiPath.includes('?') ? '&' : '?'
  const res = await fetch(`${s.url}${apiPath}${sep}token=${token}`, method === 'GET' ? {} : {
    method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}),
  })
  return res.json() as Promise<Envelope<T>>
}

/**
 * An order created as a learner would create it from the confirm-order page (a full payment, the H5 platform), with
 * `body`'s goods, spec, school and clientOrderKey; fails the test unless the server created it. Resolves the envelope.
 */
export async function createOrder(s: HasUrl, token: string, body: Record<string, unknown>): Promise<Envelope> {
  const created = await api(s, token, 'POST', '/api/order/createOrder', {
    commodityIdList: '', installmentType: 0, isFree: 1, orderType: 1, isFormal: 1, businessIdInt: 1, platformType: 2, isIos: 0, isSendMessage: 0, ...body,
  })
  if (created.code !== 200) throw new Error(`createOrder failed: ${JSON.stringify(created)}`)
  return created
}

/** Rows of a test server's database (read-only), for what no endpoint shows (e.g. how many payments were made). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row has the columns the test's SQL names
export async function dbRows<T = Record<string, any>>(s: { server: { dbFile: string } }, sql: string, ...params: unknown[]): Promise<T[]> {
  const db = new Database(s.server.dbFile, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}
