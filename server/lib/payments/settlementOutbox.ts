/**
 * Durable settlement: the cashier's outcome of a payment becomes a row of settlement_outbox in the same transaction
 * that records it, and the row leaves in the same transaction as the settlement it causes (lib/payments/applyPayment.ts). A process
 * killed anywhere between the two replays the row when it starts again; nothing is held only in memory.
 *
 *   record(tradeNo, 'ok')   cashier_result 'paid' + outbox row due in delayMs (WeChat Pay's return redirect can
 *                           reach the app before its notify: queryOrderStatus answers 2 "settling" meanwhile)
 *   record(tradeNo, 'fail' | 'close')   outbox row due now, delivered at once
 *   start()                 replays what is due, then arms one timer for the next row and runs the reconciler
 *   reconcile()             every reconcileMs: a settling payment with no outbox row is queued again; a payment the
 *                           cashier has not answered within cashierTimeoutMs is asked about (cashierStatus) and
 *                           closed when the cashier never took it
 * A delivery that throws (database busy) stays in the outbox and is tried again with a growing delay.
 */
import type { Database } from 'better-sqlite3'
import { faultPoint, findSubOrder, settleSubOrder, type NotifyResult } from './applyPayment'

export interface SettlementOptions {
  /** Cashier 'pay' to its notify (default 300 ms). */
  delayMs: number
  /** Period of the reconciler (default 60 s). */
  reconcileMs: number
  /** A payment the cashier has not answered for this long is asked about and closed if unpaid (default 2 h). */
  cashierTimeoutMs: number
}

interface Logger {
  warn(obj: object, msg: string): void
}

/** A timer that does not keep the process alive (a number in jsdom test environments, which has no unref). */
const unref = (t: unknown) => (t as { unref?: () => void }).unref?.()

interface OutboxRow {
  trade_no: string
  result: NotifyResult
  attempts: number
}

/**
 * The cashier's own answer about a payment (a real deployment asks the platform: alipay.trade.query, WeChat Pay's
 * order query). The sandbox cashier keeps its answer in sub_orders.cashier_result.
 */
export function cashierStatus(db: Database, tradeNo: string): 'paid' | 'unpaid' {
  return findSubOrder(db, tradeNo)?.cashier_result === 'paid' ? 'paid' : 'unpaid'
}

export function createSettlement(db: Database, now: () => number, log: Logger, opts: SettlementOptions) {
  let timer: NodeJS.Timeout | undefined
  let reconciler: NodeJS.Timeout | undefined
  let closed = false

  const deliver = (row: OutboxRow): boolean => {
    try {
      settleSubOrder(db, row.trade_no, row.result, now())
      faultPoint('settle-committed')
      return true
    } catch (err) {
      if (closed) return false
      const retryMs = Math.min(60_000, 1_000 * 2 ** row.attempts)
      db.prepare('UPDATE settlement_outbox SET attempts = attempts + 1, due_at = ? WHERE trade_no = ?').run(now() + retryMs, row.trade_no)
      log.warn({ err, tradeNo: row.trade_no, attempts: row.attempts + 1 }, 'settlement delivery failed; will retry')
      return false
    }
  }

  /** Delivers the rows due by `until` (default now; every row with Infinity); returns how many settled. */
  const deliverDue = (until = now()): number => {
    if (closed) return 0
    const rows = db
      .prepare('SELECT trade_no, result, attempts FROM settlement_outbox WHERE due_at <= ? ORDER BY due_at, trade_no')
      .all(Number.isFinite(until) ? until : Number.MAX_SAFE_INTEGER) as OutboxRow[]
    return rows.filter(deliver).length
  }

  const arm = () => {
    if (closed) return
    if (timer) clearTimeout(timer)
    timer = undefined
    const next = (db.prepare('SELECT MIN(due_at) AS due FROM settlement_outbox').get() as { due: number | null }).due
    if (next === null) return
    // The timer's expiry stands for the due time it waited for, whatever the injected clock says.
    timer = setTimeout(() => tick(next), Math.max(0, Math.min(next - now(), 2 ** 31 - 1)))
    unref(timer)
  }

  function tick(until = now()) {
    timer = undefined
    try {
      deliverDue(Math.max(until, now()))
    } finally {
      arm()
    }
  }

  const reconcile = (): { requeued: number; closed: number } => {
    if (closed) return { requeued: 0, closed: 0 }
    const t = now()
    const requeued = db
      .prepare(
        `INSERT INTO settlement_outbox (trade_no, result, due_at, created_at)
         SELECT trade_no, 'ok', @t, @t FROM sub_orders s WHERE s.status = 'pending' AND s.cashier_result = 'paid'
           AND NOT EXISTS (SELECT 1 FROM settlement_outbox x WHERE x.trade_no = s.trade_no)`,
      )
      .run({ t }).changes
    const stale = db
      .prepare(
        `SELECT trade_no FROM sub_orders s WHERE s.status = 'pending' AND s.cashier_result IS NULL AND s.created_at <= ?
           AND NOT EXISTS (SELECT 1 FROM settlement_outbox x WHERE x.trade_no = s.trade_no)`,
      )
      .all(t - opts.cashierTimeoutMs) as { trade_no: string }[]
    let closedCount = 0
    for (const { trade_no } of stale) {
      if (cashierStatus(db, trade_no) === 'unpaid' && record(trade_no, 'close')) closedCount++
    }
    deliverDue()
    arm()
    return { requeued, closed: closedCount }
  }

  /**
   * The cashier's outcome of a pending payment it had not answered yet: recorded with its notify in one transaction.
   * Returns false when the payment is unknown, no longer pending or already answered (a repeated tap).
   */
  function record(tradeNo: string, result: NotifyResult): boolean {
    if (closed) return false
    const t = now()
    const done = db.transaction((): boolean => {
      const sub = findSubOrder(db, tradeNo)
      if (!sub || sub.status !== 'pending' || sub.cashier_result) return false
      if (result === 'ok') db.prepare("UPDATE sub_orders SET cashier_result = 'paid' WHERE id = ?").run(sub.id)
      db.prepare('INSERT OR REPLACE INTO settlement_outbox (trade_no, result, due_at, created_at) VALUES (?, ?, ?, ?)').run(
        tradeNo, result, result === 'ok' ? t + opts.delayMs : t, t,
      )
      return true
    }).immediate()
    if (!done) return false
    faultPoint('cashier-recorded')
    if (result === 'ok') arm()
    else tick()
    return true
  }

  return {
    record,
    reconcile,
    start() {
      reconcile()
      reconciler = setInterval(reconcile, opts.reconcileMs)
      unref(reconciler)
    },
    /** Delivers every queued notify now, due or not (tests); returns how many settled. */
    flush(): number {
      const n = deliverDue(Infinity)
      arm()
      return n
    },
    /** Notifies not yet delivered. */
    size: () => (db.prepare('SELECT COUNT(*) AS n FROM settlement_outbox').get() as { n: number }).n,
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      if (reconciler) clearInterval(reconciler)
    },
  }
}

export type Settlement = ReturnType<typeof createSettlement>
