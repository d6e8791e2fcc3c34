/**
 * Nobody let in, nothing leaked, bad input refused with the envelope: the sandbox's owner checks and signatures,
 * configured return-URL origins, encoded return URLs, redacted logs, SMS budgets, numeric ranges, the values the
 * server stores, and the security headers of the served app.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { notifySign } from '../lib/payments/paySign'
import { MAX_INT } from '../lib/validation'
import { makeApp, type TestApp } from './helpers'
import { ORDERS, O, payKit } from './payHelpers'

let t: TestApp
let k: ReturnType<typeof payKit>
beforeEach(async () => {
  t = await makeApp()
  k = payKit(t, (await t.login('13800138000')).token)
})
afterEach(() => t.app.close())

const form = (url: string, fields: Record<string, string>) => ({
  method: 'POST' as const,
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

describe('the sandbox answers only the owner', () => {
  it('the cashier page and its buttons need the ticket the owner\'s pay answer carried', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const { tradeNo, result } = (await k.pay(orderId, { payType: 2, tradeType: 2, payPrice: 19900 })).data
    const ticket = new URL(result, 'http://x').searchParams.get('ticket')!
    expect((await t.app.inject({ url: `/sandbox/cashier?tradeNo=${tradeNo}` })).statusCode).toBe(403)
    expect((await t.app.inject({ url: `/sandbox/cashier?tradeNo=${tradeNo}&ticket=forged.sig` })).statusCode).toBe(403)
    const other = await t.login('13700137003')
    const foreign = t.app.tickets.issue('cashier', tradeNo, other.userId ?? 999)
    expect((await t.app.inject({ url: `/sandbox/cashier?tradeNo=${tradeNo}&ticket=${foreign}` })).statusCode).toBe(403)
    expect((await t.app.inject({ url: `/sandbox/cashier?tradeNo=${tradeNo}&ticket=${t.app.tickets.issue('loan', tradeNo, 1)}` })).statusCode).toBe(403)
    const page = await t.app.inject({ url: result })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`name="ticket" value="${ticket}"`)
    // Without the ticket the buttons do nothing.
    expect((await t.app.inject(form('/sandbox/cashier/result', { tradeNo, result: 'pay' }))).statusCode).toBe(403)
    expect(t.app.settlement.size()).toBe(0)
    expect((await t.app.inject(form('/sandbox/cashier/result', { tradeNo, result: 'pay', ticket }))).statusCode).toBe(302)
    expect(t.app.settlement.size()).toBe(1)
    t.clock.advance(31 * 60_000)
    expect((await t.app.inject({ url: result })).statusCode).toBe(403) // expired
  })

  it('a notify must carry the platform\'s signature', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const { tradeNo } = (await k.alipay(orderId, 19900)).data
    expect((await t.post('/sandbox/notify', { tradeNo, result: 'ok' })).body.code).toBe(400)
    expect((await t.post('/sandbox/notify', { tradeNo, result: 'ok', sign: '0'.repeat(64) })).body).toEqual({ code: 403, msg: '签名错误', data: null })
    expect((await t.post('/sandbox/notify', { tradeNo, result: 'ok', sign: notifySign(t.app.keys.notify, tradeNo, 'close') })).body.code).toBe(403)
    expect((await k.order(orderId)).state).toBe(1)
    expect((await t.post('/sandbox/notify', { tradeNo, result: 'ok', sign: notifySign(t.app.keys.notify, tradeNo, 'ok') })).body.code).toBe(200)
    expect((await k.order(orderId)).state).toBe(3)
  })

  it('the keys are the database\'s own, random, and survive a restart', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keys-')), 'k.sqlite')
    const a = await buildApp({ dbFile: file })
    const keys = { ...a.keys }
    await a.close()
    const b = await buildApp({ dbFile: file, seed: false })
    expect(b.keys).toEqual(keys)
    await b.close()
    expect(keys.notify).not.toBe(t.app.keys.notify)
    expect(keys.notify).toMatch(/^[\w-]{43}$/)
  })

  it('/dev/otp answers this machine only', async () => {
    await t.get('/api/account/getOtp?mobileNo=13900139000&type=3')
    expect((await t.app.inject({ url: '/dev/otp?mobileNo=13900139000', remoteAddress: '10.1.2.3' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/dev/otp?mobileNo=13900139000', remoteAddress: '::1' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/dev/otp?mobileNo=13900139000' })).statusCode).toBe(200)
  })
})

describe('return URLs', () => {
  it('allowed origins come from configuration: a forged Host header does not make evil.example ours', async () => {
    const { orderId } = await k.create(ORDERS.single)
    const res = await t.app.inject({
      method: 'POST',
      url: `${O}/ty_order_pay`,
      headers: { token: k.h.token, host: 'evil.example' },
      payload: { orderId, payType: 1, tradeType: 5, payPrice: 19900, aliPayReturnUrl: 'https://evil.example/phish' },
    })
    expect(JSON.parse(res.body)).toEqual({ code: 400, msg: '回跳地址不正确', data: null })
    const configured = await makeApp({ publicOrigins: ['https://m.example.com'] })
    const kc = payKit(configured, (await configured.login('13800138000')).token)
    const order = await kc.create(ORDERS.single)
    expect((await kc.alipay(order.orderId, 19900, { aliPayReturnUrl: 'http://localhost:3100/ty/finishPay' })).msg).toBe('回跳地址不正确')
    expect((await kc.alipay(order.orderId, 19900, { aliPayReturnUrl: 'https://m.example.com/ty/finishPay' })).code).toBe(200)
    await configured.app.close()
  })

  it('non-Latin text is percent-encoded at pay time, so the cashier\'s redirect works; control characters are refused', async () => {
    const { orderId } = await k.create(ORDERS.single)
    for (const bad of ['/ty/a\u0000b', '/ty/a\u007fb', '/ty/a\u0085b', '/ty/\ud800', '/ty/a\tb']) {
      expect([bad, (await k.alipay(orderId, 19900, { aliPayReturnUrl: bad })).msg]).toEqual([bad, '回跳地址不正确'])
    }
    const pay = await k.alipay(orderId, 19900, { aliPayReturnUrl: '/ty/finishPay?name=张三&e=😀' })
    expect(pay.code).toBe(200)
    expect(pay.data.alipayForm.fields.returnUrl).toBe(`/ty/finishPay?name=${encodeURIComponent('张三')}&e=${encodeURIComponent('😀')}`)
    const back = await k.cashier(pay.data.tradeNo, 'pay')
    expect(back).toEqual({ status: 302, location: `/ty/finishPay?name=%E5%BC%A0%E4%B8%89&e=%F0%9F%98%80&payType=1` })
  })
})

describe('logs never carry a secret', () => {
  it('token, ticket and code values are redacted from request logs', async () => {
    const lines: string[] = []
    const stream = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) })
    const app: FastifyInstance = await buildApp({ logger: { level: 'info', stream } })
    await app.inject({ url: '/api/order/queryOrderDetail?tradeOrderId=1&token=SECRET-TOKEN-1', headers: { token: 'SECRET-TOKEN-2' } })
    await app.inject({ url: '/sandbox/cashier?tradeNo=P1&ticket=SECRET-TICKET' })
    await app.inject({ method: 'POST', url: '/api/account/loginAndRegister?otp=123456', payload: { mobileNo: '13800138000', otp: '654321' } })
    await app.close()
    const all = lines.join('')
    expect(all).toContain('token=***')
    expect(all).toContain('ticket=***')
    for (const secret of ['SECRET-TOKEN-1', 'SECRET-TOKEN-2', 'SECRET-TICKET', '123456', '654321']) expect(all).not.toContain(secret)
  })
})

describe('SMS budgets', () => {
  it('one client address gets 20 codes an hour; all clients 60 a minute', async () => {
    const own = await makeApp({ smsBudget: { perIpPerHour: 20, perMinute: 60 } })
    const ask = (i: number, ip: string) => own.app.inject({ url: `/api/account/getOtp?mobileNo=139${String(i).padStart(8, '0')}&type=3`, remoteAddress: ip })
    for (let i = 0; i < 20; i++) expect(JSON.parse((await ask(i, '10.0.0.1')).body).code).toBe(200)
    expect(JSON.parse((await ask(20, '10.0.0.1')).body)).toEqual({ code: 400, msg: '获取验证码次数过多，请稍后再试', data: null })
    for (let i = 0; i < 40; i++) expect(JSON.parse((await ask(100 + i, `10.0.1.${i}`)).body).code).toBe(200)
    expect(JSON.parse((await ask(200, '10.0.2.1')).body)).toEqual({ code: 400, msg: '短信服务繁忙，请稍后再试', data: null })
    own.clock.advance(61_000)
    expect(JSON.parse((await ask(201, '10.0.2.1')).body).code).toBe(200)
    own.clock.advance(3600_000)
    expect(JSON.parse((await ask(21, '10.0.0.1')).body).code).toBe(200)
    await own.app.close()
  })
})

describe('every number has a range', () => {
  it.each(['1e21', '1e300', 'Infinity', '-Infinity', 'NaN', String(MAX_INT + 1), '9007199254740993'])('paging %s is refused with the envelope', async (n) => {
    for (const url of [`${O}/getOrderList?page=${n}&pageSize=10`, `/api/news/app/informationList/v3?id=1&currentPage=${n}&pageSize=10`]) {
      const res = await t.get(url, k.h)
      expect([url, res.status, res.body.code]).toEqual([url, 200, 400])
    }
  })

  it('agreement education is one of its options; createOrder refuses out-of-range constants', async () => {
    const { orderId } = await k.create(ORDERS.course)
    const id = (await t.get(`${O}/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`, k.h)).body.data.contractRecordId
    const good = { contractRecordId: id, realName: '张三', idCard: '110101199003071233', mobile: '13800138000', education: 3 }
    for (const education of [6, -1, 1e300, 99]) {
      expect((await t.post(`${O}/ty_update_contract_userinfo`, { ...good, education }, k.h)).body).toEqual({ code: 400, msg: '请选择学历', data: null })
    }
    for (const idCard of ['1', 'abc', '110101199003071234', '11010119900307123X']) {
      expect((await t.post(`${O}/ty_update_contract_userinfo`, { ...good, idCard }, k.h)).body.msg).toBe('请输入正确的身份证号')
    }
    expect((await t.post(`${O}/ty_update_contract_userinfo`, { ...good, idCard: ' ' }, k.h)).body.msg).toBe('请输入身份证号')
    expect((await t.post(`${O}/ty_update_contract_userinfo`, good, k.h)).body.code).toBe(200)
    const bad: [string, unknown][] = [['schoolId', 1e300], ['schoolId', -1], ['orderType', -1], ['orderType', 1e18], ['businessIdInt', 0], ['businessIdInt', 1e300], ['isFree', 7], ['platformType', 9]]
    for (const [field, value] of bad) {
      const res = await t.post(`${O}/createOrder`, { ...ORDERS.single, clientOrderKey: `bad-${field}-${value}`, [field]: value }, k.h)
      expect([field, value, res.body.code]).toEqual([field, value, 400])
    }
    const raw = await t.app.inject({ method: 'POST', url: `${O}/createOrder`, headers: { token: k.h.token, 'content-type': 'application/json' }, payload: '{"goodsId":2,"schoolId":1e999}' })
    expect(JSON.parse(raw.body).code).toBe(400)
  })
})

describe('security headers of the served app', () => {
  it('CSP allows this origin\'s scripts and the build\'s inline script by hash; nosniff, referrer policy, frame-ancestors', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    const inline = '!function(){document.documentElement.style.fontSize="20px"}()'
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${inline}</script><script defer src="/js/app.js"></script></head><body></body></html>`)
    const app = await buildApp({ staticDir: dist })
    const res = await app.inject({ url: '/ty/home', headers: { accept: 'text/html' } })
    const api = await app.inject({ url: '/health' })
    const missing = await app.inject({ url: '/api/nope' })
    await app.close()
    const csp = String(res.headers['content-security-policy'])
    const hash = (await import('node:crypto')).createHash('sha256').update(inline).digest('base64')
    expect(csp).toContain(`script-src 'self' https://res.wx.qq.com https://res2.wx.qq.com 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    // helmet runs once at start-up: every answer, an unknown path's too, carries all it set
    for (const r of [api, missing]) {
      expect(r.headers['content-security-policy']).toBe(csp)
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(r.headers['cross-origin-resource-policy']).toBe('same-site')
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      expect(r.headers['strict-transport-security']).toBeUndefined()
    }
  })
})
