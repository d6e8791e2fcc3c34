/**
 * The agreement form of the BUILT mini-program against the reference server in-process: the ID kinds a school
 * enrols (a Hong Kong permit refused when malformed, accepted when right), a degree order's study fields reaching
 * the order detail's 复制报名信息 and the clipboard, and an answer without the sign link said while the form stays
 * usable ("Opening a payment page without a path fails with 'path undefined'", docs/spec/content-access.md section 5).
 */
import { launchApp, guardEachTest, type Json, type Mp, type Page, type WxResult } from './harness'

const LEARNER = '13800138000' // no seeded orders: each test creates its own
const DEGREE = { goodsId: 30, childSpecificationPriceIds: '3001', commodityIdList: '7061,7062,7063', signSchoolId: 10 }
const COURSE = { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '7001,7002,7003,7004', signSchoolId: 2 }

let mp: Mp
guardEachTest(() => mp)

async function api(app: Mp, method: string, path: string, body?: unknown): Promise<Json> {
  const token = app.storage.get('token')
  const res = await app.api(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, { body, headers: { token } })
  if (res.data.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(res.data)}`)
  return res.data.data
}

/** An order of the learner's, its agreement record holding a mainland ID and education 3 (the picker is not driven here). */
async function orderWithInfo(app: Mp, goods: Record<string, unknown>, key: string) {
  const order = await api(app, 'POST', '/api/order/createOrder', {
    installmentType: 0, isFree: 1, orderType: 1, isFormal: 1, businessIdInt: 1, platformType: 2, isIos: 0, isSendMessage: 0, clientOrderKey: key, ...goods,
  })
  const info = await api(app, 'GET', `/api/order/ty_get_contract_userinfo?orderId=${order.orderId}&queryType=1`)
  await api(app, 'POST', '/api/order/ty_update_contract_userinfo', {
    contractRecordId: info.contractRecordId, realName: '王小明', idCard: '110101199003071233', mobile: LEARNER, education: 3,
  })
  return { ...order, contractRecordId: info.contractRecordId }
}

const input = (page: Page, placeholder: string) => page.getInput({ placeholder })

test('a degree order: a Hong Kong permit and the study fields, signed; the order detail copies the enrolment info', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await orderWithInfo(mp, DEGREE, 'weapp-degree')
  const page = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('大专')
  await page.findByText('报考信息')
  expect(page.getByText('居民身份证')).toBeTruthy()
  expect(page.attrs(input(page, '请输入身份证号'))).toMatchObject({ type: 'idcard', value: '110101199003071233' })

  await page.tap(page.getByClass('sign-form__id-kind'))
  await page.tap(await page.findByText('港澳居民来往内地通行证'))
  await page.waitFor(() => page.queryAllInputs({ placeholder: '请输入证件号码' })[0])
  expect(page.getByText('证件号码')).toBeTruthy()
  expect(page.attrs(input(page, '请输入证件号码')).type).toBe('text')
  await page.input(input(page, '请输入证件号码'), 'H1234567')
  await page.tap(page.getButton('提交并签署协议'))
  await page.waitFor(() => mp.toasts.includes('请输入正确的证件号码'))
  expect(mp.requests.filter((r) => r.path === '/api/order/ty_update_contract_userinfo')).toHaveLength(0)

  await page.input(input(page, '请输入证件号码'), 'H12345678')
  const study = { '请输入报考层次': '专升本', '请输入报考本科院校': '重庆工商大学', '请输入报考本科专业': '会计学', '请输入第二志愿院校': '西南大学', '请输入第二志愿专业': '财务管理' }
  for (const [placeholder, value] of Object.entries(study)) await page.input(input(page, placeholder), value)
  await page.tap(page.getButton('提交并签署协议'))
  const update = await mp.waitForRequest('/api/order/ty_update_contract_userinfo', { method: 'POST' })
  expect(update.body).toMatchObject({
    contractRecordId: order.contractRecordId, idCardType: 2, idCard: 'H12345678', academicLevel: '专升本', bkSchool: '重庆工商大学',
    bkMajor: '会计学', secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '财务管理',
  })
  expect(update.response.code).toBe(200)
  await page.waitFor(() => mp.toasts.some((t) => t.startsWith('[modal] 请在浏览器中签署')))

  const detail = await mp.loadPage('packages/order/orderDetail/index', { query: { tradeOrderId: order.tradeOrderId } })
  await detail.tap(await detail.findByText('复制报名信息'))
  const text = '报考层次：专升本\n报考本科院校：重庆工商大学\n报考本科专业：会计学\n第二志愿院校：西南大学\n第二志愿专业：财务管理'
  await detail.waitFor(() => mp.clipboard[mp.clipboard.length - 1] === text, { message: () => `clipboard: ${JSON.stringify(mp.clipboard)}` })
  expect(mp.toasts[mp.toasts.length - 1]).toBe('内容已复制到剪贴板')
})

test('an answer without the sign link: said in Chinese, the form kept as typed, the button usable; the next try opens the link', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const order = await orderWithInfo(mp, COURSE, 'weapp-no-link')
  const page = await mp.loadPage('packages/order/signAgreement/index', { query: { tradeOrderId: order.tradeOrderId } })
  await page.findByText('大专')
  await page.input(input(page, '请输入真实姓名'), '王大明')

  // The server's real answer reaches the app without its signUrl.
  const request = mp.wx.request
  mp.wx.request = (opts) => {
    if (!opts.url.includes('/ty_update_contract_userinfo')) return request(opts)
    return request({ ...opts, success: (res: WxResult) => opts.success?.({ ...res, data: { ...res.data, data: {} } }) })
  }
  await page.tap(page.getButton('提交并签署协议'))
  await page.waitFor(() => mp.toasts.some((t) => t.startsWith('[modal]') && t.includes('未获取到协议签署地址，请稍后重试')))
  expect(mp.toasts.some((t) => t.startsWith('[modal] 请在浏览器中签署'))).toBe(false)
  expect(page.attrs(input(page, '请输入真实姓名')).value).toBe('王大明')
  expect(page.attrs(input(page, '请输入身份证号')).value).toBe('110101199003071233')
  // Usable again: NutUI's disabled and loading classes go with the request (the wxml disabled attribute stays '').
  await page.waitFor(() => !/nut-button-(disabled|loading)/.test(page.getButton('提交并签署协议').className))

  mp.wx.request = request
  await page.tap(page.getButton('提交并签署协议'))
  await page.waitFor(() => mp.toasts.some((t) => t.startsWith('[modal] 请在浏览器中签署')), {
    timeout: 10_000, message: () => `toasts: ${JSON.stringify(mp.toasts)}; update calls: ${mp.requests.filter((r) => r.path === '/api/order/ty_update_contract_userinfo').length}`,
  })
  const saved = mp.server.db.prepare('SELECT real_name FROM contracts WHERE id = ?').get(order.contractRecordId) as { real_name: string }
  expect(saved.real_name).toBe('王大明')
})
