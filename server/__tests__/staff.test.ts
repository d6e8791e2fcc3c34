import { CUSTOMER_COUNTS, REFERRAL_COUNTS, STAFF } from '../db/seeds/staff'
import { QW_TOKEN_TTL_MS } from '../lib/staff/staff'
import { makeApp, type Json, type TestApp } from './helpers'

const Q = '/api/qw'
const H5 = `${Q}/api/h5/v1`
const DAY = 24 * 3600 * 1000
const forbidden = (msg: string) => ({ code: 403, msg, data: null })

describe('enterprise channel (qw service, code 0) and sales-staff lists', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const tokenOf = async (mobile: string) => (await t.login(mobile)).token as string
  const bind = async (token: string) => (await t.get('/api/account/bindingQwUser', { token })).body
  /** A bound staff member's user token and qw token. */
  const staff = async (mobile: string = STAFF.bound) => {
    const token = await tokenOf(mobile)
    return { token, qwToken: (await bind(token)).data.qwToken as string }
  }
  const customers = async (s: { token: string; qwToken?: string }, payload: Record<string, unknown> = {}) =>
    (await t.post(`${H5}/biz/customer/list`, { ...payload, ...(s.qwToken ? { qwToken: s.qwToken } : {}) }, { token: s.token })).body
  const records = async (s: { token: string; qwToken: string }, payload: Record<string, unknown> = {}) =>
    (await t.post(`${H5}/record/list`, { qwToken: s.qwToken, ...payload }, { token: s.token })).body

  describe('binding and the qw token', () => {
    it('bindingQwUser, an Account call, binds the token user (client 2, in the directory by mobile) and answers code 200 with a 30-day qw token', async () => {
      expect((await t.get('/api/account/bindingQwUser')).body.code).toBe(401)
      expect(await bind(await tokenOf('13800138000'))).toEqual(forbidden('仅限销售人员使用'))
      expect(await bind(await tokenOf('13900139000'))).toEqual({ code: 404, msg: '未找到企业微信账号，请联系管理员', data: null })
      const token = await tokenOf(STAFF.unbound)
      const info = (await t.post(`${H5}/center/user/info`, {}, { token })).body
      expect(info).toMatchObject({ code: 0, data: { bindStatus: 0, showHomeTab: false, userClient: 2, qwUserId: null } })
      const bound = await bind(token)
      expect(bound).toEqual({
        code: 200,
        msg: 'ok',
        data: {
          qwToken: expect.stringMatching(/^[0-9a-f]{64}$/),
          expireTime: t.clock.now() + 30 * DAY,
          qwUserInfo: expect.objectContaining({ mobile: STAFF.unbound, bindStatus: 1, qwUserId: 'LiQiang', name: '李强', distributorCode: 'D1003', showHomeTab: true, qwTokenValid: true }),
        },
      })
      const again = await bind(token)
      expect(again.data.qwToken).not.toBe(bound.data.qwToken)
      expect(t.app.db.prepare("SELECT COUNT(*) n FROM qw_bindings WHERE qw_user_id = 'LiQiang'").get()).toEqual({ n: 1 })
    })

    it('the enterprise service serves no bindingQwUser (docs/spec/content-access.md lists it under Account)', async () => {
      const token = await tokenOf(STAFF.unbound)
      expect((await t.get(`${Q}/bindingQwUser`, { token })).body).toMatchObject({ code: 404 })
      expect(t.app.db.prepare("SELECT COUNT(*) n FROM qw_bindings WHERE qw_user_id = 'LiQiang'").get()).toEqual({ n: 0 })
    })

    it('center/user/info: the home tab only for bound staff on client 2; qwTokenValid only for the caller’s own live qw token', async () => {
      const learner = await tokenOf('13800138000')
      expect((await t.post(`${H5}/center/user/info`, {}, { token: learner })).body.data).toMatchObject({ bindStatus: 0, showHomeTab: false, userClient: 1 })
      const a = await staff()
      const b = await staff(STAFF.boundB)
      const info = async (qwToken?: string) => (await t.post(`${H5}/center/user/info`, qwToken ? { qwToken } : {}, { token: a.token })).body.data
      expect(await info()).toMatchObject({ bindStatus: 1, showHomeTab: true, qwUserId: 'ZhangMin', distributorCode: 'D1001', department: '渠道一部', qwTokenValid: false })
      expect((await info(a.qwToken)).qwTokenValid).toBe(true)
      expect((await info(b.qwToken)).qwTokenValid).toBe(false)
    })

    it('the qw token expires 30 days after issue; authorization gives bound staff a new one', async () => {
      const a = await staff()
      t.clock.advance(29 * DAY)
      const token = await tokenOf(STAFF.bound) // a fresh user token: only the qw token ages out
      expect((await customers({ token, qwToken: a.qwToken })).code).toBe(0)
      t.clock.advance(QW_TOKEN_TTL_MS - 29 * DAY - 1)
      expect((await customers({ token, qwToken: a.qwToken })).code).toBe(0)
      t.clock.advance(1)
      expect(await customers({ token, qwToken: a.qwToken })).toEqual(forbidden('企业微信授权已过期，请重新授权'))
      const renewed = (await t.post(`${Q}/api/open/v1/api/authorization`, {}, { token })).body
      expect(renewed).toMatchObject({ code: 0, data: { expireTime: t.clock.now() + QW_TOKEN_TTL_MS, qwUserInfo: { bindStatus: 1 } } })
      expect((await customers({ token, qwToken: renewed.data.qwToken })).code).toBe(0)
      expect((await t.post(`${Q}/api/open/v1/api/authorization`, {}, { token: await tokenOf(STAFF.unbound) })).body).toEqual(forbidden('请先绑定企业微信'))
      expect((await t.post(`${Q}/api/open/v1/api/authorization`, {}, { token: await tokenOf('13800138000') })).body).toEqual(forbidden('仅限销售人员使用'))
    })

    it('EDUCATION_TYPE dict: code 0 with data and result (the app reads result; src/core/education.test.ts quotes it); unknown dict 404', async () => {
      const res = (await t.get(`${Q}/api/open/dict/EDUCATION_TYPE/1`)).body
      expect(res).toMatchObject({ code: 0, msg: 'success' })
      expect(res.result).toEqual([
        { value: 1, label: '初中及以下' },
        { value: 2, label: '高中/中专' },
        { value: 3, label: '大专' },
        { value: 4, label: '本科' },
        { value: 5, label: '硕士及以上' },
      ])
      expect(res.data).toEqual(res.result)
      expect((await t.get(`${Q}/api/open/dict/GENDER/1`)).body).toEqual({ code: 404, msg: '字典不存在', data: null })
    })
  })

  describe('staff-only lists', () => {
    it('refused without the user token (401), for non-staff and unbound users, and without the caller’s own qw token (403)', async () => {
      expect((await t.post(`${H5}/biz/customer/list`, {})).body.code).toBe(401)
      expect(await customers({ token: await tokenOf('13800138000') })).toEqual(forbidden('仅限销售人员使用'))
      expect(await customers({ token: await tokenOf(STAFF.unbound) })).toEqual(forbidden('请先绑定企业微信'))
      const a = await staff()
      const b = await staff(STAFF.boundB)
      expect(await customers({ token: a.token })).toEqual(forbidden('企业微信授权已过期，请重新授权'))
      expect(await customers({ token: a.token, qwToken: b.qwToken })).toEqual(forbidden('企业微信授权已过期，请重新授权'))
      expect((await t.post(`${H5}/record/list`, {}, { token: a.token })).body.code).toBe(403)
      expect((await t.get(`${H5}/record/statistics/D1001`, { token: a.token })).body.code).toBe(403)
    })

    it('customer/list: the caller’s customers (pool 1) or private-pool leads (pool 2), paged and filtered; qwToken by header, query or body', async () => {
      const a = await staff()
      const [nCustomers, nLeads] = CUSTOMER_COUNTS[STAFF.bound]
      const p1 = await customers(a, { currentPage: 1, pageSize: 10 })
      expect(p1).toMatchObject({ code: 0, data: { page: { currentPage: 1, totalPages: 2, total: nCustomers } } })
      expect(p1.data.list[0]).toMatchObject({ pool: 1, mobile: '138****8000', registered: true, paid: false, tags: expect.any(Array), educationLabel: expect.any(String) })
      expect(p1.data.list[1]).toMatchObject({ mobile: '139****9000', registered: true, paid: true })
      expect(p1.data.list[2]).toMatchObject({ registered: false, paid: false })
      const leads = (await customers(a, { pool: 2, pageSize: 100 })).data
      expect(leads.page.total).toBe(nLeads)
      expect(leads.list.every((c: Json) => c.pool === 2)).toBe(true)
      for (const filter of [{ followStatus: 1 }, { intention: 3 }, { educationType: 4 }, { keyword: '王芳' }]) {
        const list = (await customers(a, { ...filter, pageSize: 100 })).data.list as Json[]
        expect(list.length).toBeGreaterThan(0)
        const [k, v] = Object.entries(filter)[0]
        list.forEach((c) => (k === 'keyword' ? expect(c.name).toContain(v) : expect(c[k]).toBe(v)))
      }
      const channelled = (await customers(a, { pageSize: 100 })).data.list.filter((c: Json) => c.webpageTopic !== null)
      channelled.forEach((c: Json) => expect(c).toMatchObject({ distributorCode: 'D1001', registerChannelId: 'zsh5' }))
      const byHeader = (await t.post(`${H5}/biz/customer/list`, {}, { token: a.token, qwToken: a.qwToken })).body
      const byQuery = (await t.post(`${H5}/biz/customer/list?qwToken=${a.qwToken}`, {}, { token: a.token })).body
      expect(byHeader.data).toEqual(p1.data)
      expect(byQuery.data).toEqual(p1.data)
      const b = await staff(STAFF.boundB)
      const bList = (await customers(b, { pageSize: 100 })).data.list as Json[]
      expect(bList).toHaveLength(CUSTOMER_COUNTS[STAFF.boundB][0])
      expect(bList.some((c) => p1.data.list.some((x: Json) => x.id === c.id))).toBe(false)
    })

    it('record/list and record/statistics: the caller’s referral records (zsh5), paged and filtered; another code 403', async () => {
      const a = await staff()
      const total = REFERRAL_COUNTS.D1001
      const p1 = (await records(a, { currentPage: 1, pageSize: 10 })).data
      expect(p1.page).toEqual({ currentPage: 1, totalPages: 3, total })
      expect(p1.list[0]).toEqual({ id: expect.stringMatching(/^r\d+$/), nickName: expect.any(String), mobile: expect.stringMatching(/^178\*{4}\d{4}$/), webpageTopic: expect.any(String), distributorCode: 'D1001', registerChannelId: 'zsh5', paid: expect.any(Boolean), registerTime: '2025-05-25 09:40:00' })
      expect((await records(a, { webpageTopic: 'cpa-spring', pageSize: 100 })).data.list.every((r: Json) => r.webpageTopic === 'cpa-spring')).toBe(true)
      expect((await records(a, { startTime: '2025-05-25', endTime: '2025-05-25' })).data.page.total).toBe(3)
      expect((await records(a, { startTime: '2025-5-1' })).code).toBe(400)
      const stats = (await t.get(`${H5}/record/statistics/D1001?qwToken=${a.qwToken}`, { token: a.token })).body
      expect(stats).toEqual({ code: 0, msg: 'success', data: { distributorCode: 'D1001', total, today: 3, last7Days: 5, thisMonth: expect.any(Number), paidNum: 8 } })
      expect((await t.get(`${H5}/record/statistics/D1002?qwToken=${a.qwToken}`, { token: a.token })).body).toEqual(forbidden('无权查看该渠道数据'))
      const b = await staff(STAFF.boundB)
      expect((await records(b)).data.page.total).toBe(REFERRAL_COUNTS.D1002)
    })
  })

  describe('business-channel params', () => {
    it('a registration carrying both params becomes the distributor’s referral record (zsh5); one param alone is not stored', async () => {
      const a = await staff()
      const both = await t.login('13512340001', { webpageTopic: 'cpa-spring', distributorCode: 'D1001', registerChannelId: 'zsh5' })
      await t.login('13512340002', { distributorCode: 'D1001', registerChannelId: 'h5' })
      await t.login('13512340003', { webpageTopic: 'cpa-spring', registerChannelId: 'h5' })
      const row = (m: string) => t.app.db.prepare('SELECT webpage_topic, distributor_code FROM users WHERE mobile = ?').get(m)
      expect(row('13512340002')).toEqual({ webpage_topic: null, distributor_code: null })
      expect(row('13512340003')).toEqual({ webpage_topic: null, distributor_code: null })
      const list = (await records(a, { pageSize: 100 })).data
      expect(list.page.total).toBe(REFERRAL_COUNTS.D1001 + 1)
      expect(list.list[0]).toMatchObject({ id: `u${both.uid}`, mobile: '135****0001', webpageTopic: 'cpa-spring', registerChannelId: 'zsh5', paid: false, registerTime: '2025-05-25 10:00:00' })
      expect((await records(a, { keyword: '1351234' })).data.page.total).toBe(1)
    })

    it('pushBusiness: with the pair the lead goes to the distributor’s private pool with zsh5 and the pair is returned; without it neither is kept', async () => {
      const push = async (q: string) => (await t.get(`/api/account/pushBusiness?${q}`)).body
      expect((await push('memo=x')).code).toBe(400)
      const first = await push('mobile=13612345678&memo=想了解实操课&webpageTopic=cpa-spring&distributorCode=D1001&registerChannelId=h5')
      expect(first).toEqual({ code: 200, msg: 'ok', data: { leadId: expect.any(Number), isNew: true, pool: 'private', registerChannelId: 'zsh5', webpageTopic: 'cpa-spring', distributorCode: 'D1001' } })
      const viaUrl = await push(`mobile=13612345678&url=${encodeURIComponent('/knowledge-shop?webpageTopic=cpa-spring&distributorCode=D1001#top')}`)
      expect(viaUrl.data).toEqual({ ...first.data, isNew: false })
      const a = await staff()
      const leads = (await customers(a, { pool: 2, pageSize: 100 })).data
      expect(leads.page.total).toBe(CUSTOMER_COUNTS[STAFF.bound][1] + 1)
      expect(leads.list[0]).toMatchObject({ id: first.data.leadId, mobile: '136****5678', memo: '想了解实操课', source: '页面留资', registerChannelId: 'zsh5' })

      const half = await push('mobile=13612345679&distributorCode=D1001&registerChannelId=zsh5')
      expect(half.data).toEqual({ leadId: expect.any(Number), isNew: true, pool: 'public', registerChannelId: 'h5' })
      expect((await push('mobile=13612345680&webpageTopic=t&registerChannelId=app')).data).toMatchObject({ pool: 'public', registerChannelId: 'app' })
      expect((await push('mobile=13612345681&webpageTopic=t&distributorCode=D1004')).data).toMatchObject({ pool: 'public', registerChannelId: 'zsh5', distributorCode: 'D1004' })
      expect(t.app.db.prepare('SELECT webpage_topic, distributor_code FROM qw_customers WHERE id = ?').get(half.data.leadId)).toEqual({ webpage_topic: null, distributor_code: null })
    })
  })
})
