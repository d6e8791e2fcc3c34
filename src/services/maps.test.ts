// The maps service's IP location through the real request layer with a fake transport (docs/spec/content-access.md section 7:
// "Maps-service IP location GET with a fixed {key} param (result.ad_info.province used)").
import qs from 'qs'
import { createMapsApi, IP_LOCATION_TIMEOUT_MS } from './maps'
import { createRequester, type TransportRequest, type TransportResponse } from './request'

function setup(answer: (req: TransportRequest) => Promise<TransportResponse>) {
  const env = {
    transport: jest.fn(answer),
    toast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    token: jest.fn(() => 'learner-token'),
    clearSession: jest.fn(),
    toLogin: jest.fn(),
    now: () => 1_700_000_000_000,
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  return { env, maps: createMapsApi(createRequester(env), 'the-key') }
}

// The reference server's sandbox answer for 198.51.100.7 (server/__tests__/ipLocation.test.ts asks it the same).
const LOCATED = {
  status: 0,
  message: 'query ok',
  result: {
    ip: '198.51.100.7',
    location: { lat: 30.65984, lng: 104.10194 },
    ad_info: { nation: '中国', province: '四川省', city: '成都市', district: '', adcode: 510100 },
  },
}

it('GET on the maps root itself with the fixed key, no token, a 3 s limit; the place from result.ad_info', async () => {
  const { env, maps } = setup(async () => ({ status: 200, data: LOCATED }))
  await expect(maps.ipLocation()).resolves.toEqual({ province: '四川省', city: '成都市' })
  const req = env.transport.mock.calls[0][0]
  expect(req.method).toBe('GET')
  const [url, search] = req.url.split('?')
  expect(url).toBe('/sandbox/maps/ws/location/v1/ip')
  const params = qs.parse(search)
  expect(params.key).toBe('the-key')
  expect(params.token).toBeUndefined()
  expect(req.headers.token).toBeUndefined()
  expect(req.timeout).toBe(IP_LOCATION_TIMEOUT_MS)
})

it.each<[string, () => Promise<TransportResponse>]>([
  ['a status other than 0 (the sandbox\'s private-address answer)', async () => ({ status: 200, data: { status: 375, message: '局域网IP无法定位' } })],
  ['the endpoint missing (HTTP 404 page)', async () => ({ status: 404, data: '<html>Not Found</html>' })],
  ['no connection', async () => { throw new Error('net::ERR_NAME_NOT_RESOLVED') }],
])('%s: rejects without a toast or a trip to login', async (_name, answer) => {
  const { env, maps } = setup(answer)
  await expect(maps.ipLocation()).rejects.toBeTruthy()
  expect(env.toast).not.toHaveBeenCalled()
  expect(env.toLogin).not.toHaveBeenCalled()
  expect(env.clearSession).not.toHaveBeenCalled()
})

it('status 0 without a province is no place (null)', async () => {
  const { maps } = setup(async () => ({ status: 200, data: { status: 0, message: 'query ok', result: { ip: '1.1.1.1', ad_info: { nation: '中国', province: '' } } } }))
  await expect(maps.ipLocation()).resolves.toBeNull()
})

it('a hanging service is given up after 3 s, quietly', async () => {
  jest.useFakeTimers()
  try {
    const { env, maps } = setup(() => new Promise(() => undefined))
    const p = maps.ipLocation()
    jest.advanceTimersByTime(IP_LOCATION_TIMEOUT_MS)
    await expect(p).rejects.toMatchObject({ kind: 'timeout' })
    expect(env.toast).not.toHaveBeenCalled()
  } finally {
    jest.useRealTimers()
  }
})
