// The learner's order screens for the explorer: the order detail in each state 0-8 (the seed's orders of 13900139000,
// server/db/seeds/orders.ts; OrderState runs 1-8, so 0 is listed as not reached, as is a state the seed lacks), and
// confirm order, finish pay and the loan application with a pay session kept as a payment leaves it behind: an
// abandoned payment (the pending order, state 1), a part payment (paying, state 2), a down payment (in the loan,
// state 6) and a declined loan (state 8).
import { dbRows, type Suite } from '../fixtures'

export const LEARNER = '13900139000'

interface Row { state: number; id: number; t: string; no: string; u: number }

/** A screen of an order: its URL, the state it is seen in, and the pay session to keep first (Taro storage's form). */
export interface OrderScreen { screen: string; state: string; url: string; paySession?: string }

const SESSIONS: [label: string, state: number, loan: boolean][] = [
  ['abandoned payment', 1, false],
  ['part payment', 2, false],
  ['down payment', 6, true],
  ['declined loan', 8, true],
]

/** The order screens to visit, each by a label known before the server runs (one test each). */
export const ORDER_CASES: { screen: string; state: string }[] = [
  ...Array.from({ length: 9 }, (_, state) => ({ screen: '/ty/payResult', state: `order state ${state}` })),
  ...SESSIONS.flatMap(([label]) => ['/ty/confirmOrder', '/ty/finishPay', '/ty/loan'].map((screen) => ({ screen, state: `pay session: ${label}` }))),
]

/** The learner's order of each state, newest first (read once per suite). */
async function byState(s: Suite): Promise<Map<number, Row>> {
  const rows = await dbRows<Row>(s, `SELECT o.state AS state, o.id AS id, o.trade_order_id AS t, o.order_no AS no, o.user_id AS u
    FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = ? ORDER BY o.id DESC`, LEARNER)
  const map = new Map<number, Row>()
  for (const r of rows) if (!map.has(r.state)) map.set(r.state, r)
  return map
}

/** The screen of a case (ORDER_CASES): its URL and kept pay session, or why the seed cannot show it. */
export async function orderScreen(s: Suite, { screen, state }: { screen: string; state: string }): Promise<OrderScreen | { reason: string }> {
  const orders = await byState(s)
  const n = state.match(/^order state (\d)$/)
  if (n) {
    const r = orders.get(Number(n[1]))
    if (!r) return { reason: n[1] === '0' ? 'no such state: OrderState runs 1 (pending) to 8 (loan failed)' : `the seed gives ${LEARNER} no order in state ${n[1]}` }
    return { screen, state, url: `/ty/payResult?tradeOrderId=${r.t}` }
  }
  const [, orderState, loan] = SESSIONS.find(([label]) => state === `pay session: ${label}`)!
  const r = orders.get(orderState)
  if (!r) return { reason: `the seed gives ${LEARNER} no order in state ${orderState}` }
  const session = { isPay: true, isWxPay: false, orderId: r.id, payOrderInfo: { orderId: r.id, orderNo: r.no, tradeOrderId: r.t, userId: r.u, payType: loan ? 3 : 1 }, ...(loan ? { loan: true } : {}) }
  const url = screen === '/ty/confirmOrder' ? `/ty/confirmOrder?tradeOrderId=${r.t}`
    : screen === '/ty/finishPay' ? `/ty/finishPay?tradeOrderId=${r.t}&userId=${r.u}&payType=${loan ? 3 : 1}`
    : `/ty/loan?orderId=${r.id}&userId=${r.u}`
  return { screen, state, url, paySession: JSON.stringify({ data: session }) }
}
