/**
 * Settlement survives the process dying at every step: the real server (server/main.ts) is killed with SIGKILL at each
 * named step of a payment's settlement (SERVER_FAULT_KILL_AT, lib/payments/applyPayment.ts faultPoint), stopped with SIGTERM between
 * the cashier and its notify, and killed in the middle of thirty payments; started again on the same database, every
 * payment the cashier took settles and the books balance.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

jest.setTimeout(180_000)

const ROOT = path.resolve(__dirname, '../..')
let dir = ''
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kill-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

interface Running {
  url: string
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  log: () => string
}

async function start(dbFile: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort()
  // One process (tsx as a loader, not its CLI, which runs the server in a child a SIGKILL would orphan).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', SANDBOX: '1', PORT: String(port), DB_FILE: dbFile, LOG_LEVEL: 'warn', SMS_PER_IP_PER_HOUR: '10000', SMS_PER_MINUTE: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })))
  const url = `http://127.0.0.1:${port}`
  // Up when main.ts prints its listening line (after app.listen, whatever LOG_LEVEL); a child that exits first, or is
  // not up within a minute (as tests/support/server.ts waits: a start took 21-33 s under load 15), did not start.
  const up = await new Promise<boolean>((resolve) => {
    const deadline = setTimeout(() => resolve(false), 60_000)
    const settle = (ok: boolean) => {
      clearTimeout(deadline)
      resolve(ok)
    }
    child.stdout!.on('data', () => log.includes('[server] API listening on') && settle(true))
    void exited.then(() => settle(false))
  })
  if (up && (await fetch(`${url}/health`)).ok) return { url, child, exited, log: () => log }
  child.kill('SIGKILL')
  throw new Error(`server did not start:\n${log}`)
}

async function api(s: Running, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${s.url}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await res.json()) as { code: number; msg: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function login(s: Running, mobile: string): Promise<string> {
  await api(s, 'GET', `/api/account/getOtp?mobileNo=${mobile}&type=3`)
  const { otp } = (await api(s, 'GET', `/dev/otp?mobileNo=${mobile}`)).data
  return (await api(s, 'POST', '/api/account/loginAndRegister', { mobileNo: mobile, otp })).data.token
}

/** A ¥199 order and its alipay payment: {orderId, tradeNo, ticket}. */
async function orderAndPayment(s: Running, token: string, key: string) {
  const order = (await api(s, 'POST', '/api/order/createOrder', { goodsId: 2, childSpecificationPriceIds: '201', commodityIdList: '7001', installmentType: 0, clientOrderKey: key }, token)).data
  const pay = (await api(s, 'POST', '/api/order/ty_order_pay', { orderId: order.orderId, payType: 1, tradeType: 5, payPrice: 19900 }, token)).data
  return { orderId: order.orderId as number, tradeNo: pay.tradeNo as string, ticket: pay.alipayForm.fields.ticket as string }
}

/** The cashier's 确认支付 (the request dies with the server when the step kills it). */
const cashierPay = (s: Running, tradeNo: string, ticket: string) =>
  fetch(`${s.url}/sandbox/cashier/result`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tradeNo, ticket, result: 'pay' }).toString(),
  }).catch(() => null)

const killed = (e: { code: number | null; signal: NodeJS.Signals | null }) => e.signal === 'SIGKILL'

const readDb = <T>(dbFile: string, fn: (db: Database.Database) => T): T => {
  const db = new Database(dbFile, { readonly: true })
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/**
 * Until `check` holds, or `ms`: the restarted server settles on its own timers, in another process, and says nothing
 * when it has (no fake time reaches it), so this asks its API or its database every 20 ms, and ends at the first yes.
 */
async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('timed out')
}

/** The learner's own rows (the seed has paid orders of other learners). */
const MINE = '(SELECT id FROM users WHERE mobile = @mobile)'

const balanced = (dbFile: string, mobile: string) =>
  readDb(dbFile, (db) =>
    db.prepare(
      `SELECT o.id, o.paid_money + o.refund_due AS books,
         (SELECT COALESCE(SUM(amount), 0) FROM sub_orders s WHERE s.order_id = o.id AND s.status = 'paid') AS paid
       FROM orders o WHERE o.user_id = ${MINE} AND EXISTS (SELECT 1 FROM sub_orders s WHERE s.order_id = o.id)`,
    ).all({ mobile }) as { id: number; books: number; paid: number }[],
  )

const count = (dbFile: string, mobile: string, where: string) =>
  readDb(dbFile, (db) => (db.prepare(`SELECT COUNT(*) AS n FROM sub_orders WHERE user_id = ${MINE} AND ${where}`).get({ mobile }) as { n: number }).n)

describe.each([
  ['cashier-recorded', 'after the cashier result and its outbox row commit, before any timer'],
  ['settle-in-transaction', 'inside the settlement transaction, before it commits (rolled back)'],
  ['settle-committed', 'after the settlement commits'],
])('SIGKILL at %s (%s)', (step) => {
  it('the payment settles once after the restart', async () => {
    const dbFile = path.join(dir, `${step}.sqlite`)
    const first = await start(dbFile, { SERVER_FAULT_KILL_AT: step })
    const token = await login(first, '13800138000')
    const p = await orderAndPayment(first, token, `kill-${step}`)
    await cashierPay(first, p.tradeNo, p.ticket)
    expect(killed(await first.exited)).toBe(true)

    const before = readDb(dbFile, (db) => ({
      sub: db.prepare('SELECT status, cashier_result FROM sub_orders WHERE trade_no = ?').get(p.tradeNo),
      outbox: (db.prepare('SELECT COUNT(*) AS n FROM settlement_outbox').get() as { n: number }).n,
    }))
    if (step === 'settle-committed') expect(before).toEqual({ sub: { status: 'paid', cashier_result: 'paid' }, outbox: 0 })
    else expect(before).toEqual({ sub: { status: 'pending', cashier_result: 'paid' }, outbox: 1 })

    const second = await start(dbFile)
    try {
      await waitFor(async () => (await api(second, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${p.orderId}`, undefined, token)).data[0].state === 3)
      const status = (await api(second, 'POST', '/api/order/queryOrderStatus', { orderId: p.orderId, tradeNo: p.tradeNo }, token)).data
      expect(status).toEqual({ payStatus: 3 })
      expect(balanced(dbFile, '13800138000')).toEqual([{ id: p.orderId, books: 19900, paid: 19900 }])
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  })
})

it('SIGTERM between the cashier and its notify: the outbox row survives the graceful stop and settles on start', async () => {
  const dbFile = path.join(dir, 'sigterm.sqlite')
  const first = await start(dbFile, { NOTIFY_DELAY_MS: '1500' })
  const token = await login(first, '13800138001')
  const p = await orderAndPayment(first, token, 'term-1')
  await cashierPay(first, p.tradeNo, p.ticket)
  first.child.kill('SIGTERM')
  expect((await first.exited).code).toBe(0)
  expect(readDb(dbFile, (db) => db.prepare('SELECT trade_no FROM settlement_outbox').all())).toEqual([{ trade_no: p.tradeNo }])
  const second = await start(dbFile)
  try {
    await waitFor(async () => (await api(second, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${p.orderId}`, undefined, token)).data[0].state === 3)
  } finally {
    second.child.kill('SIGTERM')
    await second.exited
  }
})

it('SIGKILL in the middle of thirty payments: every payment the cashier took settles after the restart, the books balance', async () => {
  const dbFile = path.join(dir, 'thirty.sqlite')
  // The process dies right after the 13th settlement commits, while the other notifies are landing.
  const first = await start(dbFile, { NOTIFY_DELAY_MS: '500', SERVER_FAULT_KILL_AT: 'settle-committed', SERVER_FAULT_KILL_ON: '13' })
  const token = await login(first, '13800138002')
  const payments = []
  for (let i = 0; i < 30; i++) payments.push(await orderAndPayment(first, token, `thirty-${i}`))
  await Promise.all(payments.map((p) => cashierPay(first, p.tradeNo, p.ticket)))
  expect(killed(await first.exited)).toBe(true)
  const mobile = '13800138002'
  const taken = count(dbFile, mobile, "cashier_result = 'paid'")
  const settledBefore = count(dbFile, mobile, "status = 'paid'")
  // The kill comes 500 ms after the 13th payment was taken: on a quiet machine all 30 are taken by then, on a busy
  // one a few are still on their way and die with the process (they stay payable). Either way some taken payments
  // were waiting for their notify when the process died: those are what the restart must settle.
  expect(taken).toBeGreaterThan(13)
  expect(taken).toBeLessThanOrEqual(30)
  expect(settledBefore).toBe(13)

  const second = await start(dbFile)
  try {
    await waitFor(async () => count(dbFile, mobile, "status = 'paid'") === taken)
    expect(readDb(dbFile, (db) => (db.prepare('SELECT COUNT(*) AS n FROM settlement_outbox').get() as { n: number }).n)).toBe(0)
    const books = balanced(dbFile, mobile)
    expect(books.filter((b) => b.books !== b.paid)).toEqual([])
    // Payments the cashier never answered stay payable; none was taken twice.
    expect(readDb(dbFile, (db) => (db.prepare(`SELECT COUNT(*) AS n FROM refunds_due WHERE user_id = ${MINE}`).get({ mobile }) as { n: number }).n)).toBe(0)
    process.stdout.write(`[kill] thirty payments: ${taken} taken by the cashier, ${settledBefore} settled before the kill, ${taken} after the restart\n`)
  } finally {
    second.child.kill('SIGTERM')
    await second.exited
  }
})
