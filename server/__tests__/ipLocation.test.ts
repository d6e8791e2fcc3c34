/**
 * The sandbox's stand-in for the maps service's IP location (docs/spec/content-access.md section 7: "Maps-service IP location
 * GET with a fixed {key} param (result.ad_info.province used)"): the maps service's shape, the key checked, the RFC 5737
 * networks placed, a loopback or private caller not located unless the server was given an address for it.
 */
import { makeApp, type TestApp } from './helpers'
import { SANDBOX_MAPS_KEY } from '../lib/sandbox/ipLocation'

const URL_IP = '/sandbox/maps/ws/location/v1/ip'
const KEY = `key=${SANDBOX_MAPS_KEY}`
const json = async (t: TestApp, url: string, remoteAddress = '127.0.0.1') => {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress })
  return { status: res.statusCode, body: JSON.parse(res.body) }
}

describe('sandbox IP location', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeApp()
  })
  afterAll(() => t.app.close())

  it('a documentation address: status 0 and result.ad_info with the province getProvinceId/v3 takes', async () => {
    const { status, body } = await json(t, `${URL_IP}?${KEY}&ip=198.51.100.7`)
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 0,
      message: 'query ok',
      result: {
        ip: '198.51.100.7',
        location: { lat: 30.65984, lng: 104.10194 },
        ad_info: { nation: '中国', province: '四川省', city: '成都市', district: '', adcode: 510100 },
      },
    })
    // ...which the news service turns into its province (the article list's next call).
    const province = (await t.get(`/api/news/app/getProvinceId/v3?provinceName=${encodeURIComponent(body.result.ad_info.province)}`)).body.data
    expect(province).toMatchObject({ provinceName: '四川省', source: 'name' })
    expect(province.provinceId).toBeGreaterThan(0)
  })

  it.each([
    ['192.0.2.10', '广东省', '广州市'],
    ['203.0.113.200', '上海市', '上海市'],
  ])('%s is placed in %s %s', async (ip, province, city) => {
    expect((await json(t, `${URL_IP}?${KEY}&ip=${ip}`)).body.result.ad_info).toMatchObject({ province, city })
  })

  it('without ip the caller\'s own address is placed', async () => {
    expect((await json(t, `${URL_IP}?${KEY}`, '192.0.2.33')).body.result).toMatchObject({ ip: '192.0.2.33', ad_info: { province: '广东省' } })
  })

  it.each([
    ['a loopback caller', '127.0.0.1', '局域网IP无法定位'],
    ['an IPv4-mapped loopback caller', '::ffff:127.0.0.1', '局域网IP无法定位'],
    ['a private caller', '192.168.1.20', '局域网IP无法定位'],
    ['a public address the sandbox has no place for', '8.8.8.8', 'IP无法定位'],
  ])('%s is not located: status 375, no result', async (_name, caller, message) => {
    expect((await json(t, `${URL_IP}?${KEY}`, caller)).body).toEqual({ status: 375, message })
  })

  it.each([
    ['no key', `${URL_IP}?ip=198.51.100.7`, { status: 110, message: '请求来源未被授权' }],
    ['another key', `${URL_IP}?key=other&ip=198.51.100.7`, { status: 110, message: '请求来源未被授权' }],
    ['an ip that is no address', `${URL_IP}?${KEY}&ip=not-an-ip`, { status: 310, message: '请求参数信息有误' }],
  ])('%s: refused in the maps shape', async (_name, url, answer) => {
    expect((await json(t, url)).body).toEqual(answer)
  })

  it('a key longer than the schema allows is refused by the schema (the house envelope, code 400)', async () => {
    expect((await json(t, `${URL_IP}?key=${'k'.repeat(65)}`)).body).toMatchObject({ code: 400, data: null })
  })
})

describe('sandboxClientIp: the address a loopback caller is taken to have', () => {
  it('places a loopback caller there; an explicit ip still wins; a private caller too', async () => {
    const t = await makeApp({ sandboxClientIp: '203.0.113.9' })
    try {
      expect((await json(t, `${URL_IP}?${KEY}`)).body.result).toMatchObject({ ip: '203.0.113.9', ad_info: { province: '上海市' } })
      expect((await json(t, `${URL_IP}?${KEY}`, '10.1.2.3')).body.result.ad_info.province).toBe('上海市')
      expect((await json(t, `${URL_IP}?${KEY}&ip=192.0.2.1`)).body.result.ad_info.province).toBe('广东省')
      expect((await json(t, `${URL_IP}?${KEY}`, '192.0.2.5')).body.result.ad_info.province).toBe('广东省')
    } finally {
      await t.app.close()
    }
  })
})

describe('outside the sandbox', () => {
  it('there is no stand-in: HTTP 404 (the app falls back to nationwide)', async () => {
    const t = await makeApp({ sandbox: false })
    try {
      expect((await t.app.inject({ method: 'GET', url: `${URL_IP}?${KEY}&ip=198.51.100.7` })).statusCode).toBe(404)
    } finally {
      await t.app.close()
    }
  })
})
