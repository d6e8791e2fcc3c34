/**
 * Instalment orders in the BUILT mini-program (dist/weapp) against the reference server in-process, on the seeded
 * learner 13900139000 (server/db/seeds/orders.ts: a down-paid order in the loan, state 6, and a declined loan, state 8):
 * - my orders' '分期支付' on the order in the loan leads back to its own loan application, as the order detail's
 *   button does, not to choosing another platform; on the declined loan it is where another platform is chosen;
 * - the declined loan's detail offers '前往分期平台' ("also when the loan failed with the down payment complete"), to
 *   confirm order's Loan view, which says to choose another platform, not to apply after the down payment;
 * - the amounts a learner cannot change (Stages view's '分期金额', the down-payment step's '首付金额') read as text;
 * - "pending gives cancel (not for three special national-guidance schools)": the seeded group's order has no cancel.
 */
import { launchApp, waitFor, guardEachTest, type Json, type Mp, type Page } from './harness'
import { learnerApi } from './learner'

const LEARNER = '13900139000'

let mp: Mp
guardEachTest(() => mp)

const api = (method: string, path: string, body?: unknown) => learnerApi(mp, method, path, body)

/** The learner's order matching `where` (list fields), from every page of the list. */
async function seeded(where: Record<string, unknown>, label: string) {
  const orders: Json[] = []
  for (let page = 1; ; page++) {
    const data = await api('GET', `/api/order/getOrderList?page=${page}&pageSize=10&tagStatus=`)
    orders.push(...data.orderList)
    if (page >= data.page.totalPages) break
  }
  const found = orders.find((o) => Object.entries(where).every(([k, v]) => o[k] === v))
  if (!found) throw new Error(`no seeded order ${label} for ${LEARNER}`)
  return found
}

const cardOf = (page: Page, order: Json) => page.queryAllByClass('order-card').find((el) => el.textContent!.includes(order.orderNo))!
const buttonIn = (el: Element, text: string) => [...el.querySelectorAll('wx-button')].find((b) => b.textContent!.trim() === text)

test('my orders: 分期支付 on the down-paid order in the loan opens its own loan application; on the declined loan, another platform', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const inLoan = await seeded({ state: 6, downPaymentStatus: 3 }, 'in the loan, down paid')
  const declined = await seeded({ state: 8 }, 'loan declined')
  const page = await mp.loadPage('packages/order/myOrder/index')
  await page.findByText(`订单编号：${inLoan.orderNo}`, { timeout: 5000 })

  await page.tap(buttonIn(cardOf(page, inLoan), '分期支付')!)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations.at(-1)!.url).toMatch(new RegExp(`^/packages/order/loan/index\\?orderId=${inLoan.orderId}&userId=\\d+$`))

  // The declined loan (on the same first page): another platform, isLoanPay=1.
  await page.tap(buttonIn(cardOf(page, declined), '分期支付')!)
  await waitFor(() => mp.navigations.length > 1)
  expect(mp.navigations.at(-1)!.url).toMatch(new RegExp(`^/packages/order/confirmOrder/index\\?tradeOrderId=${declined.tradeOrderId}&.*isLoanPay=1$`))
})

test('the loan application it opens is the order\'s own: the down payment paid and the rest to instalment', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const inLoan = await seeded({ state: 6, downPaymentStatus: 3 }, 'in the loan, down paid')
  const page = await mp.loadPage('packages/order/loan/index', { query: { orderId: String(inLoan.orderId) } })
  await page.findByText('申请人信息', { timeout: 5000 })
  expect(page.getByText(`¥${(inLoan.paidMoney / 100).toFixed(2)}`)).toBeTruthy()
})

test('the declined loan (state 8): its detail\'s 前往分期平台 opens confirm order, whose Loan view asks to choose another platform', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const declined = await seeded({ state: 8 }, 'loan declined')
  const detail = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: declined.tradeOrderId } })
  await detail.findByText('分期失败', { timeout: 5000 })
  await detail.tap(detail.getByText('前往分期平台'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations.at(-1)!.url).toMatch(new RegExp(`^/packages/order/confirmOrder/index\\?tradeOrderId=${declined.tradeOrderId}&`))

  const confirm = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: declined.tradeOrderId } })
  await confirm.findByText('分期申请未通过，请选择其他分期平台 ›', { timeout: 5000 })
  expect(confirm.queryAllByText(/首付后申请分期/)).toEqual([])
})

test('amounts the learner cannot change read as text: the Stages view\'s 分期金额 and the down-payment step\'s 首付金额', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const inLoan = await seeded({ state: 6, downPaymentStatus: 3 }, 'in the loan, down paid')
  const stages = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: inLoan.tradeOrderId } })
  await stages.findByText('分期金额', { timeout: 5000 })
  const line = stages.getByClass('stages__line--strong')
  expect(line.querySelectorAll('wx-input').length).toBe(0)
  expect(line.textContent!.replace(/\s+/g, '')).toBe(`分期金额¥${(inLoan.waitPayMoney / 100).toFixed(2)}`)

  // Goods 1, package 103 (¥2999.00): loan platforms are offered from ¥2000.
  const order = await api('POST', '/api/order/createOrder', {
    goodsId: 1, childSpecificationPriceIds: '103', commodityIdList: '', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区',
    installmentType: 0, clientOrderKey: 'weapp-down-payment-text',
  })
  const down = await mp.loadPage('packages/order/confirmOrderLoan/index', { query: { tradeOrderId: order.tradeOrderId, orderId: String(order.orderId) } })
  await down.findByText('招联好期贷', { timeout: 5000 })
  await down.tap(down.getByText('招联好期贷'))
  await down.waitFor(() => down.queryAllByClass('loan-down').length > 0)
  const row = down.getByClass('loan-down')
  expect(row.querySelectorAll('wx-input').length).toBe(0)
  expect(row.textContent!.replace(/\s+/g, '')).toBe('首付金额¥599.80') // 20% of ¥2999.00
})

test('"pending gives cancel (not for three special national-guidance schools)": the seeded group\'s order has none', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const guidance = await seeded({ state: 1, schoolId: 7 }, 'pending at a national-guidance school')
  const ordinary = await seeded({ state: 1, schoolId: 2 }, 'pending (school 2)')
  const page = await mp.loadPage('packages/order/myOrder/index', { query: { tagStatus: '1' } })
  await page.findByText(`订单编号：${guidance.orderNo}`, { timeout: 5000 })
  expect(buttonIn(cardOf(page, guidance), '取消订单')).toBeUndefined()
  expect(buttonIn(cardOf(page, guidance), '去支付')).toBeTruthy()
  expect(buttonIn(cardOf(page, ordinary), '取消订单')).toBeTruthy()
})
