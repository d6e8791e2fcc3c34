/**
 * Money in flight: what the cashier has taken is reserved until it settles; what an order cannot take is a refund due,
 * in the order and its ledger. A property test drives random interleavings of pay requests, cashier answers, signed
 * notifies (late, repeated, contradicting) and reconciles, and checks the books balance after each run:
 * the sum of paid payments = paidMoney + refunds due, paidMoney <= the price.
 */
import fc from 'fast-check'
import { makeApp, type TestApp } from './helpers'
import { ORDERS, O, payKit } from './payHelpers'

let t: TestApp
let k: ReturnType<typeof payKit>
/** Orders the seed made (paid without payments) are not this test's books. */
let seededUpTo = 0

beforeEach(async () => {
  t = await makeApp()
  k = payKit(t, (await t.login('13800138000')).token)
  seededUpTo = (t.app.db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get() as { n: number }).n
})
afterEach(() => t.app.close())

const ledger = async (orderId: number) => (await t.get(`${O}/ledger?orderId=${orderId}`, k.h)).body

/** The books of every order: paid payments = paid + refunds due; nothing over the price; each payment split exactly. */
function assertBooksBalance() {
  const orders = t.app.db.prepare('SELECT id, pay_price, paid_money, refund_due, state FROM orders WHERE id > ?').all(seededUpTo) as {
    id: number; pay_price: number; paid_money: number; refund_due: number; state: number
  }[]
  for (const o of orders) {
    const paid = (t.app.db.prepare("SELECT COALESCE(SUM(amount), 0) AS n FROM sub_orders WHERE order_id = ? AND status = 'paid'").get(o.id) as { n: number }).n
    const loans = (t.app.db.prepare("SELECT COALESCE(SUM(amount), 0) AS n FROM loan_applications WHERE order_id = ? AND status = 'approved'").get(o.id) as { n: number }).n
    const refunds = (t.app.db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM refunds_due WHERE order_id = ?').get(o.id) as { n: number }).n
    expect({ order: o.id, books: paid + loans }).toEqual({ order: o.id, books: o.paid_money + refunds })
    expect(o.refund_due).toBe(refunds)
    expect(o.paid_money).toBeLessThanOrEqual(o.pay_price)
  }
  const split = t.app.db.prepare(
    "SELECT s.id FROM sub_orders s LEFT JOIN refunds_due r ON r.sub_order_id = s.id WHERE s.status = 'paid' AND s.applied_amount + COALESCE(r.amount, 0) != s.amount",
  ).all()
  expect(split).toEqual([])
}

describe('money in flight', () => {
  it('a part payment the cashier took and that has not settled is reserved: two 1000.00 payments on 1680.00 cannot both start', async () => {
    const { orderId } = await k.create(ORDERS.course) // ¥1680, part payments allowed
    const a = (await k.alipay(orderId, 100000, { isMince: 1 })).data
    await k.cashier(a.tradeNo, 'pay') // taken, settling
    expect(await k.alipay(orderId, 100000, { isMince: 1 })).toEqual({ code: 400, msg: '支付金额超过待支付金额', data: null })
    const b = (await k.alipay(orderId, 68000, { isMince: 1 })).data // what is left may still be paid
    await k.cashier(b.tradeNo, 'pay')
    expect(await k.alipay(orderId, 1, { isMince: 1 })).toEqual({ code: 400, msg: '上一笔支付正在处理中，请稍后查看订单', data: null })
    t.app.settlement.flush()
    expect(await k.order(orderId)).toMatchObject({ state: 3, paidMoney: 168000, refundDue: 0 })
    assertBooksBalance()
  })

  it('a second down payment cannot start while the first settles; one that arrives anyway is owed back', async () => {
    const { orderId } = await k.create({ ...ORDERS.loanable, installmentType: 1, loanPlatformId: 1 })
    const down = { isDownPayment: 1, payType: 1, tradeType: 5, payPrice: 89400 }
    const a = (await k.pay(orderId, down)).data
    await k.cashier(a.tradeNo, 'pay')
    expect((await k.pay(orderId, down)).msg).toBe('上一笔支付正在处理中，请稍后查看订单')
    // A payment the merchant had closed, which the platform took all the same: a late signed notify.
    const closedBefore = (await k.pay(orderId, { ...down, clientPayKey: 'x' })).msg
    expect(closedBefore).toBe('上一笔支付正在处理中，请稍后查看订单')
    t.app.settlement.flush()
    const late = t.app.db
      .prepare("INSERT INTO sub_orders (order_id, user_id, trade_no, amount, pay_type, trade_type, is_down_payment, status, created_at) SELECT id, user_id, 'PLATE1', 89400, 1, 5, 1, 'closed', 0 FROM orders WHERE id = ?")
      .run(orderId)
    expect(late.changes).toBe(1)
    expect((await k.notify('PLATE1')).data).toEqual({ tradeNo: 'PLATE1', status: 'paid', applied: false })
    expect(await k.order(orderId)).toMatchObject({ state: 6, paidMoney: 89400, refundDue: 89400, loan: { downPaymentStatus: 3 } })
    const books = (await ledger(orderId)).data
    expect(books).toMatchObject({ paidMoney: 89400, refundDue: 89400, refundsDue: [{ amount: 89400, reason: '首付款已支付' }] })
    expect(books.payments.map((p: { status: string; appliedAmount: number }) => [p.status, p.appliedAmount])).toEqual([['paid', 89400], ['paid', 0]])
    assertBooksBalance()
  })

  it('a payment beyond the price (a late notify of a closed payment) completes the order and owes back the rest', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const first = (await k.alipay(orderId, 100000, { isMince: 1 })).data
    const second = (await k.alipay(orderId, 168000)).data // closes the first, not yet answered
    expect((await k.status(orderId, { subOrderId: first.subOrderId })).data.payStatus).toBe(5)
    await k.notify(second.tradeNo)
    await k.notify(first.tradeNo) // the platform took it after all
    expect(await k.order(orderId)).toMatchObject({ state: 3, paidMoney: 168000, refundDue: 100000 })
    expect((await ledger(orderId)).data.refundsDue).toEqual([{ subOrderId: first.subOrderId, amount: 100000, reason: '订单已支付完成', createTime: expect.any(String) }])
    await k.notify(first.tradeNo) // repeated: nothing more
    expect((await k.order(orderId)).refundDue).toBe(100000)
    assertBooksBalance()
  })

  it('the seeded course paid twice: the detail and the ledger owe ¥199.00 back, and its books balance', async () => {
    const own = payKit(t, (await t.login('15900159000')).token)
    const [order] = (await t.get(`${O}/getOrderList?page=1`, own.h)).body.data.orderList
    expect(await own.order(order.orderId)).toMatchObject({ state: 3, paidMoney: 19900, refundDue: 19900 })
    const books = (await t.get(`${O}/ledger?orderId=${order.orderId}`, own.h)).body.data
    expect(books).toMatchObject({ payPrice: 19900, paidMoney: 19900, refundDue: 19900, refundsDue: [{ amount: 19900, reason: '订单已支付完成' }] })
    expect(books.payments.map((p: { status: string; appliedAmount: number }) => [p.status, p.appliedAmount])).toEqual([['paid', 19900], ['paid', 0]])
    seededUpTo = order.orderId - 1
    assertBooksBalance()
  })

  it('the ledger is the owner\'s only', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const other = await t.login('13700137002')
    expect((await t.get(`${O}/ledger?orderId=${orderId}`, { token: other.token })).body).toEqual({ code: 404, msg: '订单不存在', data: null })
    expect((await t.get(`${O}/ledger?orderId=${orderId}`)).body.code).toBe(401)
  })
})

type Step =
  | { kind: 'pay'; order: number; amount: number }
  | { kind: 'cashier'; pick: number; result: 'pay' | 'fail' | 'close' }
  | { kind: 'notify'; pick: number; result: 'ok' | 'fail' | 'close' }
  | { kind: 'flush' }
  | { kind: 'reconcile' }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), order: fc.nat(2), amount: fc.nat(3) }),
  fc.record({ kind: fc.constant('cashier' as const), pick: fc.nat(20), result: fc.constantFrom('pay' as const, 'fail' as const, 'close' as const) }),
  fc.record({ kind: fc.constant('notify' as const), pick: fc.nat(20), result: fc.constantFrom('ok' as const, 'ok' as const, 'fail' as const, 'close' as const) }),
  fc.constant({ kind: 'flush' as const }),
  fc.constant({ kind: 'reconcile' as const }),
)

describe('the books balance whatever the interleaving', () => {
  it('random pay requests, cashier answers, late and repeated notifies, run concurrently in rounds', async () => {
    let runs = 0
    let paidSum = 0
    let refundSum = 0
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(stepArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), async (rounds) => {
        const orders = [
          (await k.create(ORDERS.course)).orderId,
          (await k.create({ ...ORDERS.loanable, installmentType: 1, loanPlatformId: 1 })).orderId,
          (await k.create(ORDERS.single)).orderId,
        ]
        const trades: string[] = []
        const run = async (s: Step) => {
          if (s.kind === 'pay') {
            const orderId = orders[s.order]
            // the course takes part payments (and refuses 1 cent too many), the single package one payment
            const amount = s.order === 0 ? [50000, 100000, 168000, 168001][s.amount] : [19900, 19900, 9900, 1][s.amount]
            const down = s.order === 1 ? { isDownPayment: 1, payPrice: 89400 } : { payPrice: amount, isMince: amount < (s.order === 0 ? 168000 : 19900) ? 1 : 0 }
            const res = await k.pay(orderId, { payType: 1, tradeType: 5, ...down })
            if (res.code === 200 && res.data.tradeNo) trades.push(res.data.tradeNo)
            else expect(res.code).toBe(400)
          } else if (s.kind === 'cashier') {
            if (trades.length) expect((await k.cashier(trades[s.pick % trades.length], s.result)).status).toBe(302)
          } else if (s.kind === 'notify') {
            if (trades.length) expect((await k.notify(trades[s.pick % trades.length], s.result)).code).toBe(200)
          } else if (s.kind === 'flush') {
            t.app.settlement.flush()
          } else {
            t.app.settlement.reconcile()
          }
        }
        // Each round's steps race one another (in-process requests interleave at every await).
        for (const round of rounds) await Promise.all(round.map(run))
        t.app.settlement.flush()
        assertBooksBalance()
        runs++
      }),
      { numRuns: 150 },
    )
    const totals = t.app.db.prepare("SELECT (SELECT COALESCE(SUM(amount),0) FROM sub_orders WHERE status = 'paid') AS paid, (SELECT COALESCE(SUM(amount),0) FROM refunds_due) AS refunds").get() as { paid: number; refunds: number }
    paidSum = totals.paid
    refundSum = totals.refunds
    expect(runs).toBeGreaterThanOrEqual(150)
    // The property met overpayments, not only clean runs.
    expect(refundSum).toBeGreaterThan(0)
    expect(paidSum).toBeGreaterThan(refundSum)
  }, 120_000)
})
