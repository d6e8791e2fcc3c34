/**
 * The order detail (/ty/payResult) and the agreement page (/ty/signAgreement) of the BUILT mini-program against the
 * reference server in-process. The seeded learner 13900139000 has an order in every state (server/db/seeds/orders.ts);
 * the tests find the ones they need through the order list, as the app would.
 */
import { launchApp, guardEachTest, type Json, type Mp } from './harness'

const LEARNER = '13900139000'

let mp: Mp
guardEachTest(() => mp)

const tokenOf = (app: Mp) => app.storage.get('token')

/** Every order of the signed-in learner (all pages of getOrderList). */
async function allOrders(app: Mp) {
  const orders: Json[] = []
  for (let page = 1; ; page++) {
    const res = await app.api('GET', `/api/order/getOrderList?page=${page}&pageSize=10&tagStatus=&token=${tokenOf(app)}`)
    expect(res.data.code).toBe(200)
    orders.push(...res.data.data.orderList)
    if (page >= res.data.data.page.totalPages) return orders
  }
}

/** The learner's order matching `where` (list fields); fails loudly when the seed has none. */
async function seededOrder(app: Mp, where: Record<string, unknown>, label: string) {
  const orders = await allOrders(app)
  const found = orders.find((o) => Object.entries(where).every(([k, v]) => o[k] === v))
  if (!found) throw new Error(`no seeded order ${label} for ${LEARNER}: ${orders.map((o) => `${o.state}/${o.signContractStatus}`).join(' ')}`)
  return found
}

async function api(app: Mp, method: string, path: string, body?: unknown): Promise<Json> {
  const token = tokenOf(app)
  const res = await app.api(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, { body, headers: { token } })
  if (res.data.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.data)}`)
  return res.data.data
}

/** Saves the learner's info on the order's contract record the way the form sends it; returns the record. */
async function saveInfo(app: Mp, order: Json) {
  const info = await api(app, 'GET', `/api/order/ty_get_contract_userinfo?orderId=${order.orderId}&queryType=1`)
  await api(app, 'POST', '/api/order/ty_update_contract_userinfo', {
    contractRecordId: info.contractRecordId, realName: '王小明', idCard: '110101199003071233', mobile: LEARNER, education: 3,
  })
  return info
}

test('order detail of an unpaid order: status, countdown with the cutoff, copy the order number, the pay bar to confirm order', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await seededOrder(mp, { state: 1, schoolId: 2 }, 'pending (school 2)')
  const page = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: order.tradeOrderId, userId: order.orderId } })

  await page.findByText('待付款')
  await page.findByText(/^\d{2}:\d{2}:\d{2}$/)
  expect(page.getByText(/^请于\d{2}:\d{2}前完成支付/)).toBeTruthy()
  expect(page.getByText(order.orderNo)).toBeTruthy()
  expect(mp.requests.find((r) => r.path === '/api/order/queryOrderDetail')!.query!.tradeOrderId).toBe(order.tradeOrderId)

  await page.tap(page.getByText('复制'))
  await page.waitFor(() => mp.toasts.includes('内容已复制到剪贴板'))

  await page.tap(page.getButton('立即支付')) // not 查看订单: the button pays
  await page.waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].api).toBe('navigateTo')
  expect(mp.navigations[0].url).toMatch(new RegExp(`^/packages/order/confirmOrder/index\\?tradeOrderId=${order.tradeOrderId}&orderId=${order.orderId}&`))
})

test('order detail of a paid order: the study button instead of the pay bar; contract 26 alerts once', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const done = await seededOrder(mp, { state: 3, signContractStatus: 21, orderOriginType: 2, authorityStatus: null, studyStatus: 0 }, 'complete, visa-free')
  const page = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: done.tradeOrderId } })
  await page.findByText('立即学习')
  expect(page.queryByText('继续支付')).toBeNull()
  expect(page.queryByText('查看订单')).toBeNull()
  await page.tap(page.getButton('立即学习'))
  // The mini-program cannot open the app: the download address to copy (src/platform/appLink.weapp.ts).
  await page.waitFor(() => mp.toasts.some((t) => t.startsWith('[modal] 请在App中学习')))
  await mp.close()

  mp = await launchApp({ signedInAs: LEARNER })
  const error = await seededOrder(mp, { signContractStatus: 26 }, 'contract error')
  const errorPage = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: error.tradeOrderId } })
  await errorPage.findByText(error.orderNo)
  await errorPage.waitFor(() => mp.toasts.includes('[modal] 协议异常 抱歉，您的报名协议异常，请联系招生老师处理'))
  expect(mp.toasts.filter((t) => t.includes('协议异常')).length).toBe(1)
})

test('confirm order of a paid order: \'该订单已完成支付，无需重复支付\' and 查看订单 to the order detail, no agreement tick or pay bar', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const done = await seededOrder(mp, { state: 3, signContractStatus: 21, orderOriginType: 2 }, 'complete, visa-free')
  const page = await mp.loadPage('packages/order/confirmOrder/index', { query: { tradeOrderId: done.tradeOrderId } })
  await page.findByText('该订单已完成支付，无需重复支付', { timeout: 5000 })
  expect(page.queryByText('我已阅读并同意《课程服务协议》')).toBeNull()
  expect(page.queryAllByClass('pay-bar')).toHaveLength(0)
  await page.tap(page.getButton('查看订单'))
  await page.waitFor(() => mp.navigations.some((n) => n.url?.startsWith('/packages/order/orderDetail/index') && n.url.includes(`tradeOrderId=${done.tradeOrderId}`)))
})

test('sign agreement: the form checks, then the sign link to copy; under review after signing', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  let order = await seededOrder(mp, { state: 2, signContractStatus: 22 }, 'paying, agreement to sign')
  const page = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId, userId: order.orderId } })

  await page.findByText('完善信息')
  const name = await page.waitFor(() => page.getInput({ placeholder: '请输入真实姓名' }))
  expect(page.getInput({ placeholder: '请输入身份证号' })).toBeTruthy()
  expect(page.attrs(page.getInput({ placeholder: '请输入手机号' }))).toMatchObject({ type: 'number', maxlength: 11 })
  await mp.waitForRequest('/api/order/ty_get_contract_userinfo')
  // The education options: the enterprise dictionary's result.
  const dict = await mp.waitForRequest('/api/qw/api/open/dict/EDUCATION_TYPE/1')
  expect(dict.response.result.map((o: { label: string }) => o.label)).toEqual(['初中及以下', '高中/中专', '大专', '本科', '硕士及以上'])
  await page.tap(page.getByClass('sign-form__education'))
  for (const label of ['请选择', ...dict.response.result.map((o: { label: string }) => o.label)]) await page.findByText(label)

  await page.input(name, 'Wang')
  await page.tap(page.getButton('提交并签署协议'))
  await page.waitFor(() => mp.toasts.includes('请输入真实姓名'))
  await page.input(name, '王小明')
  await page.tap(page.getButton('提交并签署协议'))
  await page.waitFor(() => mp.toasts.includes('请输入身份证号'))
  expect(mp.requests.some((r) => r.path === '/api/order/ty_update_contract_userinfo')).toBe(false)
  await mp.close()

  // The learner's info saved (education chosen) the way the form sends it; the page then signs. Each launch has a
  // fresh database: the order is found again.
  mp = await launchApp({ signedInAs: LEARNER })
  order = await seededOrder(mp, { state: 2, signContractStatus: 22 }, 'paying, agreement to sign')
  const info = await saveInfo(mp, order)
  const filled = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId } })
  await filled.findByText('大专')
  await filled.tap(filled.getButton('提交并签署协议'))
  const update = await mp.waitForRequest('/api/order/ty_update_contract_userinfo', { method: 'POST' })
  expect(update.body).toMatchObject({ contractRecordId: info.contractRecordId, realName: '王小明', idCard: '110101199003071233', mobile: LEARNER, education: 3 })
  expect(update.response.data.signUrl).toMatch(/^\/sandbox\/contract\/sign\?/)
  await filled.waitFor(() => mp.toasts.some((t) => t.startsWith('[modal] 请在浏览器中签署')))
  await filled.waitFor(() => mp.toasts.includes('内容已复制到剪贴板'))
  await mp.close()

  // Signed on the (sandbox) sign page: step 1, under review.
  mp = await launchApp({ signedInAs: LEARNER })
  order = await seededOrder(mp, { state: 2, signContractStatus: 22 }, 'paying, agreement to sign')
  const record = await saveInfo(mp, order)
  // The sign page's own ticket (its link carries no session token).
  const owner = (mp.server.db.prepare('SELECT user_id FROM contracts WHERE id = ?').get(record.contractRecordId) as { user_id: number }).user_id
  const ticket = mp.server.tickets.issue('contract-sign', record.contractRecordId, owner)
  const signed = await mp.api('POST', '/sandbox/contract/sign', { body: { contractRecordId: record.contractRecordId, ticket } })
  expect(signed.status).toBe(302)
  const review = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId } })
  await review.findByText('协议已签署，正在审核中')
  expect(review.queryByText('提交并签署协议')).toBeNull()
})

test('sign agreement of a rejected agreement: the reject message and the form to fix', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await seededOrder(mp, { state: 2, signContractStatus: 25 }, 'paying, agreement rejected')
  const page = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('协议审核未通过')
  expect(page.getByText('身份证号与姓名不符，请重新填写')).toBeTruthy()
  expect(page.getButton('提交并签署协议')).toBeTruthy()
})
