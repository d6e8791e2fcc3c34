import { makeApp, type Json, type TestApp } from './helpers'
import { O, ORDERS, payKit } from './payHelpers'
import { LEARNER_9000_CASES } from '../db/seeds/orders'

const form = (url: string, payload: string) => ({ method: 'POST' as const, url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe('agreements', () => {
  let t: TestApp
  let a: Json
  let k: ReturnType<typeof payKit>
  beforeEach(async () => {
    t = await makeApp()
    a = await t.login('13800138000')
    k = payKit(t, a.token)
  })
  afterEach(() => t.app.close())

  it('get → update (each message) → sign page → review reject → sign again → approve', async () => {
    const { orderId, tradeOrderId } = await k.create(ORDERS.course)
    await k.notify((await k.alipay(orderId, 168000)).data.tradeNo)
    const get = async () => (await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data
    const info = await get()
    expect(info).toMatchObject({ contractRecordId: expect.any(Number), contractId: 1001, realName: '', mobile: '13800138000', education: 0, status: 22, xlType: null, goodsType: 1 })
    const id = info.contractRecordId
    const good = { contractRecordId: id, realName: '张三', idCard: '110101199001011237', mobile: '13800138000', education: 3 }
    const update = async (over: Record<string, unknown>) => (await t.post(`${O}/ty_update_contract_userinfo`, { ...good, ...over }, k.h)).body
    const cases: [Record<string, unknown>, string][] = [
      [{ contractRecordId: 99999 }, '抱歉，您的报名协议异常，请联系招生老师处理'],
      [{ realName: 'Zhang' }, '请输入真实姓名'],
      [{ realName: '张' }, '请输入真实姓名'],
      [{ idCard: '  ' }, '请输入身份证号'],
      [{ mobile: '' }, '请输入手机号'],
      [{ mobile: '138001380001' }, '请输入正确的手机号'],
      [{ mobile: '138-0013' }, '请输入正确的手机号'],
      [{ education: 0 }, '请选择学历'],
    ]
    for (const [over, msg] of cases) expect([over, (await update(over)).msg]).toEqual([over, msg])
    expect((await update({ realName: '阿依古丽·买买提•艾山' })).code).toBe(200)
    const res = await update({ realName: ' 张三 ' })
    expect(res.data).toEqual({ signUrl: expect.stringMatching(new RegExp(`^/sandbox/contract/sign\\?contractRecordId=${id}&ticket=[\\w-]+\\.[\\w-]+$`)) })
    expect(res.data.signUrl).not.toContain(a.token) // a short-lived ticket, never the session token
    const ticket = new URL(res.data.signUrl, 'http://x').searchParams.get('ticket')!
    expect(await get()).toMatchObject({ realName: '张三', idCard: '110101199001011237', education: 3 })

    const page = await t.app.inject({ url: res.data.signUrl })
    expect(page.body).toContain('签署协议')
    expect((await t.app.inject({ url: `/sandbox/contract/sign?contractRecordId=${id}&ticket=bad` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/sandbox/contract/sign?contractRecordId=${id}&token=${a.token}` })).statusCode).toBe(404)
    // Another learner's ticket, or one for another record or purpose, opens nothing.
    const other = await t.login('13700137001')
    const foreign = t.app.tickets.issue('contract-sign', id, other.userId ?? 999)
    expect((await t.app.inject({ url: `/sandbox/contract/sign?contractRecordId=${id}&ticket=${foreign}` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/sandbox/contract/review?contractRecordId=${id}&ticket=${ticket}` })).statusCode).toBe(404)
    t.clock.advance(31 * 60_000)
    expect((await t.app.inject({ url: res.data.signUrl })).statusCode).toBe(404) // expired
    t.clock.advance(-31 * 60_000)
    const signed = await t.app.inject(form('/sandbox/contract/sign', `contractRecordId=${id}&ticket=${ticket}`))
    expect(signed.statusCode).toBe(302)
    expect(signed.headers.location).toBe(`/ty/signAgreement?tradeOrderId=${tradeOrderId}&step=2`)
    expect(await k.order(orderId)).toMatchObject({ signContractStatus: 23, orderStatus: 18 })
    expect((await update({})).msg).toBe('报名协议已提交，无需重复签署')

    expect((await t.app.inject({ url: `/sandbox/contract/review?contractRecordId=${id}` })).statusCode).toBe(404)
    expect((await t.get(`/sandbox/contract/review-link?contractRecordId=${id}`, { token: other.token })).body.code).toBe(404)
    const link = (await t.get(`/sandbox/contract/review-link?contractRecordId=${id}`, { token: a.token })).body.data.url as string
    const reviewTicket = new URL(link, 'http://x').searchParams.get('ticket')!
    const review = await t.app.inject({ url: link })
    for (const text of ['审核通过', '驳回', 'name="reason"']) expect(review.body).toContain(text)
    expect((await t.app.inject(form('/sandbox/contract/review', `contractRecordId=${id}&action=approve`))).statusCode).toBe(404)
    await t.app.inject(form('/sandbox/contract/review', `contractRecordId=${id}&ticket=${reviewTicket}&action=reject&reason=${encodeURIComponent('身份证照片不清晰')}`))
    expect(await k.order(orderId)).toMatchObject({ signContractStatus: 25, signRejectMsg: '身份证照片不清晰', orderStatus: 17 })
    expect((await get()).signRejectMsg).toBe('身份证照片不清晰')
    expect((await update({})).code).toBe(200)
    await t.app.inject(form('/sandbox/contract/sign', `contractRecordId=${id}&ticket=${ticket}`))
    await t.app.inject(form('/sandbox/contract/review', `contractRecordId=${id}&ticket=${reviewTicket}&action=approve`))
    expect(await k.order(orderId)).toMatchObject({ signContractStatus: 24, signRejectMsg: '', orderStatus: 19 })
    expect((await t.app.inject(form('/sandbox/contract/review', `contractRecordId=${id}&ticket=${reviewTicket}&action=approve`))).statusCode).toBe(400)
  })

  it('status 5 blocks signing; the section 7 contract calls', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const C = `${O}/order/api/contract/app`
    const unsigned = (await t.post(`${C}/getUnSignContract`, {}, k.h)).body.data
    expect(unsigned).toEqual([{ contractRecordId: expect.any(Number), contractId: 1001, orderId, orderNo: expect.any(String), name: '2025初级会计职称·全科精讲班', status: 22 }])
    const id = unsigned[0].contractRecordId
    expect((await t.post(`${C}/getContractStatus`, { orderId }, k.h)).body.data).toEqual({ status: 22 })
    expect((await t.post(`${C}/info`, { contractRecordId: id }, k.h)).body.data).toMatchObject({ contractRecordId: id, generated: false, contractUrl: null })
    expect((await t.post(`${C}/generateContract`, { contractRecordId: id }, k.h)).body.data).toEqual({ generating: true })
    expect((await t.post(`${C}/info`, { contractRecordId: id }, k.h)).body.data).toMatchObject({ generated: true, contractUrl: expect.stringContaining('/sandbox/contract/sign') })
    const good = { contractRecordId: id, realName: '张三', idCard: '110101199003071233', mobile: '13800138000', education: 2 }
    expect((await t.post(`${C}/updateUserInfo`, good, k.h)).body.data.signUrl).toContain(`contractRecordId=${id}`)
    expect((await t.post(`${C}/updateStatus`, { contractRecordId: id, status: 23 }, k.h)).body.data).toEqual({ status: 23 })
    expect((await t.post(`${C}/getUnSignContract`, {}, k.h)).body.data).toEqual([])
    t.app.db.prepare('UPDATE contracts SET status = 5 WHERE id = ?').run(id)
    expect((await t.post(`${O}/ty_update_contract_userinfo`, good, k.h)).body).toEqual({ code: 400, msg: '当前报名协议暂不可签署', data: null })
  })

  it('every ID kind a school enrols is accepted, its bad inputs refused with its message; the mainland format only for a mainland ID', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const id = (await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data.contractRecordId
    const base = { contractRecordId: id, realName: '张三', mobile: '13800138000', education: 3 }
    const rows: [number | undefined, string, string][] = [
      [undefined, '110101900307123', ''], // 15 digits, no kind named: a mainland resident ID
      [undefined, 'E12345678', '请输入正确的身份证号'],
      [1, '110101199003071234', '请输入正确的身份证号'],
      [1, ' ', '请输入身份证号'],
      [2, 'H12345678', ''],
      [2, 'H1234567', '请输入正确的证件号码'],
      [2, '', '请输入证件号码'],
      [3, '1234567890(B)', ''],
      [3, '123456789', '请输入正确的证件号码'],
      [4, '810000199003071237', ''],
      [4, '110101199003071233', '请输入正确的证件号码'],
      [5, 'USA123456789012', ''],
      [5, 'US1234567890123', '请输入正确的证件号码'],
      [6, 'E12345678', ''],
      [6, 'ABCDEFGH', '请输入正确的证件号码'],
      [9, 'E12345678', '请选择证件类型'],
    ]
    for (const [idCardType, idCard, msg] of rows) {
      const body = (await t.post(`${O}/ty_update_contract_userinfo`, { ...base, idCardType, idCard }, k.h)).body
      expect([idCardType, idCard, body.code === 200 ? '' : body.msg]).toEqual([idCardType, idCard, msg])
    }
    // The kind is kept with the number, and given back for the form (GET answers the same).
    expect((await t.get(`${O}/ty_update_contract_userinfo?contractRecordId=${id}&realName=${encodeURIComponent('张三')}&idCardType=6&idCard=EA1234567&mobile=13800138000&education=3`, k.h)).body.code).toBe(200)
    expect((await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data).toMatchObject({ idCardType: 6, idCard: 'EA1234567' })
  })

  it('a degree order: the study fields of the sign form become the order\'s enrolment info, which the order detail reads', async () => {
    const { orderId, tradeOrderId } = await k.create(ORDERS.degree)
    const before = await k.order(orderId)
    expect([before.xlType, before.enrollInfo]).toEqual([1, null])
    const info = (await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data
    expect(info).toMatchObject({ contractId: 2001, xlType: 1, idCardType: 1 })
    const study = { academicLevel: '专升本', bkSchool: ' 重庆工商大学 ', bkMajor: '会计学', secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '财务管理' }
    const res = await t.post(`${O}/ty_update_contract_userinfo`, {
      contractRecordId: info.contractRecordId, realName: '张三', idCardType: 2, idCard: 'H12345678', mobile: '13800138000', education: 3, ...study,
    }, k.h)
    expect(res.body.code).toBe(200)
    const enrolled = { academicLevel: '专升本', bkSchool: '重庆工商大学', bkMajor: '会计学', zkSchool: '', zkMajor: '', school: '', major: '', secondVolunteerUniversity: '西南大学', secondVolunteerMajor: '财务管理' }
    expect((await t.get(`${O}/queryOrderDetail?tradeOrderId=${tradeOrderId}`, k.h)).body.data[0].enrollInfo).toEqual(enrolled)
    expect((await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data).toMatchObject({ ...enrolled, idCardType: 2, idCard: 'H12345678' })
    // A course order has no enrolment info, whatever the form sends.
    const course = await k.create(ORDERS.course)
    const courseInfo = (await t.get(`${O}/ty_get_contract_userinfo?orderId=${course.orderId}&queryType=1`, k.h)).body.data
    await t.post(`${O}/ty_update_contract_userinfo`, { contractRecordId: courseInfo.contractRecordId, realName: '张三', idCard: '110101199003071233', mobile: '13800138000', education: 3, school: '某大学' }, k.h)
    expect((await k.order(course.orderId)).enrollInfo).toBeNull()
  })

  it('a visa-free order has no record', async () => {
    const { orderId } = await k.create(ORDERS.single)
    expect((await t.post(`${O}/ty_get_contract_userinfo`, { orderId, queryType: 1 }, k.h)).body.data).toMatchObject({ contractRecordId: null, status: 21 })
  })
})

describe('invite codes', () => {
  let t: TestApp
  let k: ReturnType<typeof payKit>
  beforeEach(async () => {
    t = await makeApp()
    k = payKit(t, (await t.login('13800138000')).token)
  })
  afterEach(() => t.app.close())

  it('checks and saves once per order; the v2 aliases behave the same', async () => {
    for (const p of ['order_getInvitorInfo', 'queryByInviteCode/v2']) {
      expect((await t.get(`${O}/${p}?inviteCode=NOPE1`, k.h)).body.data).toEqual({ inviteTag: false, inviteMsg: '邀请码不存在' })
      expect((await t.get(`${O}/${p}?inviteCode=kj2025a`, k.h)).body.data).toEqual({ inviteTag: true, inviteMsg: '邀请人：张老师' })
      expect((await t.get(`${O}/${p}?inviteCode=OLD2023`, k.h)).body.data).toEqual({ inviteTag: false, inviteMsg: '邀请码已失效' })
    }
    const { orderId } = await k.create(ORDERS.course)
    expect((await t.post(`${O}/order_addInvitedNum`, { orderId, inviteCode: 'NOPE1' }, k.h)).body.data).toEqual({ saveTag: false, saveMsg: '邀请码不存在' })
    expect((await t.post(`${O}/order_addInvitedNum`, { orderId, inviteCode: 'KJ2025A' }, k.h)).body.data).toEqual({ saveTag: true, saveMsg: '保存成功' })
    expect((await k.order(orderId)).inviteCode).toBe('KJ2025A')
    expect((await t.get(`${O}/tradeOrderExtend/save/v2?orderId=${orderId}&inviteCode=KJ2025A`, k.h)).body.data).toEqual({ saveTag: true, saveMsg: '保存成功' })
    expect((await t.get(`${O}/tradeOrderExtend/save/v2?orderId=${orderId}&inviteCode=TEACH88`, k.h)).body.data).toEqual({ saveTag: false, saveMsg: '该订单已填写邀请码' })
  })
})

describe('seeded learners', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeApp()
  })
  afterAll(() => t.app.close())
  const list = async (token: string, q: string) => (await t.get(`${O}/getOrderList?${q}`, { token })).body.data

  it('15800158000 has 25 orders (10/10/5); 18600186000 has 120 unpaid; 13800138000 and 13700137000 none', async () => {
    const tok = (await t.login('15800158000')).token
    const pages = await Promise.all([1, 2, 3].map((p) => list(tok, `page=${p}`)))
    expect(pages.map((p) => p.orderList.length)).toEqual([10, 10, 5])
    expect(pages[0].page).toEqual({ currentPage: 1, totalPages: 3 })
    expect(new Set(pages.flatMap((p) => p.orderList.map((o: { state: number }) => o.state))).size).toBeGreaterThanOrEqual(4)
    const busy = await list((await t.login('18600186000')).token, 'page=1&tagStatus=1')
    expect(busy.unPayNum).toBe(120)
    expect(busy.page.totalPages).toBe(12)
    for (const m of ['13800138000', '13700137000']) expect((await list((await t.login(m)).token, 'page=1')).unPayNum).toBe(0)
  })

  it('13900139000 has one order in every state the UI shows', async () => {
    const token = (await t.login('13900139000')).token
    const all = (await list(token, 'page=1&pageSize=50')).orderList
    expect(all).toHaveLength(LEARNER_9000_CASES.length)
    const byKey = Object.fromEntries(LEARNER_9000_CASES.map(([key], i) => [key, all[all.length - 1 - i]]))
    expect(byKey.pending).toMatchObject({ state: 1, orderStatus: 11, countDownTime: 22 * 3600_000 })
    expect(byKey.pendingNationalGuidance).toMatchObject({ state: 1, schoolId: 7 })
    expect(byKey.payingSign).toMatchObject({ state: 2, signContractStatus: 22 })
    expect(byKey.payingReject).toMatchObject({ state: 2, signContractStatus: 25, signRejectMsg: '身份证号与姓名不符，请重新填写' })
    expect(byKey.completeVisaFree).toMatchObject({ state: 3, signContractStatus: 21, studyStatus: 0 })
    expect(byKey.completeSigned).toMatchObject({ state: 3, signContractStatus: 24 })
    expect(byKey.completeRealAccountOpenError).toMatchObject({ state: 3, goodsTypeId: 2, authorityStatus: 33 })
    expect(byKey.completeDropOut).toMatchObject({ state: 3, studyStatus: 1 })
    expect(byKey.cancel).toMatchObject({ state: 4, orderStatus: 14 })
    expect(byKey.timeout).toMatchObject({ state: 5, orderStatus: 15 })
    expect(byKey.inTheLoan).toMatchObject({ state: 6, downPaymentStatus: 3, installmentType: 1 })
    expect(byKey.loanFail).toMatchObject({ state: 8, loanStatus: 3, installmentType: 1 })
    expect(byKey.closed).toMatchObject({ orderStatus: 20, signContractStatus: 24 })
    expect(byKey.supplementary).toMatchObject({ isSupply: true })
    expect(byKey.contractError).toMatchObject({ signContractStatus: 26 })
    expect(byKey.legacyBlueWhale).toMatchObject({ orderOriginType: 1 })
    const degree = (await t.get(`${O}/queryOrderDetail?tradeOrderId=${byKey.degree.orderId}`, { token })).body.data[0]
    expect(degree).toMatchObject({ xlType: 1, enrollInfo: expect.objectContaining({ academicLevel: '专科' }) })
    const noRecord = (await t.get(`${O}/ty_get_contract_userinfo?orderId=${byKey.contractNoRecord.orderId}&queryType=1`, { token })).body.data
    expect(noRecord).toMatchObject({ contractRecordId: null, status: 22 })
    expect((await t.post(`${O}/getLoanFailMsg`, { orderId: byKey.loanFail.orderId }, { token })).body.data.show).toBe(true)
  })
})
