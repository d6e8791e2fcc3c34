// The calls' contract: the table's own consistency, and the check every recorded request goes through, shown to fail
// on planted bad requests (the recorders of the jest, mini-program and Chromium suites rely on it).
import { CALLS, checkRequest, duplicateNames, fillPath, pathParams, referenceRoots, servedPaths, SERVICES, type Call, type SentRequest } from '.'

const ROOTS = referenceRoots('/api', '/sandbox/maps/ws/location/v1/ip')
const SCHOOL = { 'X-Forward-School': 'kuaiji_app' }
const ROWS = Object.entries(CALLS) as [string, Call][]

function sent(over: Partial<SentRequest> & { url: string }): SentRequest {
  return { method: 'GET', headers: SCHOOL, loggedIn: false, ...over }
}
const problems = (r: SentRequest) => checkRequest(r, ROOTS).problems

describe('the table', () => {
  it('names each call once', () => {
    expect(duplicateNames()).toEqual([])
  })

  it.each(ROWS)('%s: a GET carries a query, a POST a form or JSON body', (_, call) => {
    expect(call.method === 'GET' ? ['query'] : ['form', 'json']).toContain(call.body)
    expect(SERVICES).toContain(call.service)
    expect(call.path).not.toMatch(/^\/|\/$/)
    expect(new Set(call.params).size).toBe(call.params.length)
    expect(call.params.filter((p) => call.optional?.includes(p))).toEqual([])
  })

  it('no two calls of a service share a served path', () => {
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const [name, call] of ROWS) {
      for (const p of servedPaths(call)) {
        const key = `${call.service} ${p.replace(/:\w+/g, ':')}`
        if (seen.has(key)) clashes.push(`${seen.get(key)} and ${name}: ${key}`)
        seen.set(key, name)
      }
    }
    expect(clashes).toEqual([])
  })

  it('the spec\'s order reads name userId and schoolId; clickVolume names userId; bindingQwUser is an Account call', () => {
    expect(CALLS.queryPayGoodsInfo.params).toEqual(expect.arrayContaining(['userId', 'schoolId', 'tradeOrderId', 'commodityIdListStr']))
    expect(CALLS.queryOrderDetail.params).toEqual(expect.arrayContaining(['userId', 'schoolId', 'tradeOrderId']))
    expect(CALLS.clickVolume.params).toEqual(expect.arrayContaining(['bizId', 'bizType', 'userId']))
    expect(CALLS.bindingQwUser).toMatchObject({ service: 'account', method: 'GET', spec: 'content-access / Account' })
  })

  it('fills path parameters and refuses a missing one', () => {
    expect(pathParams(CALLS['record/statistics'].path)).toEqual(['distributorCode'])
    expect(fillPath('a/:x/b', { x: 'D 1' })).toBe('a/D%201/b')
    expect(() => fillPath('a/:x', {})).toThrow('path parameter x missing')
  })
})

describe('a request the contract allows', () => {
  it('a GET with the spec\'s parameters, the token as a parameter, the school header and t', () => {
    expect(problems(sent({ url: '/api/order/queryOrderDetail?tradeOrderId=T1&userId=9&schoolId=1&token=x&t=1', loggedIn: true }))).toEqual([])
  })

  it('a guest sends no userId and no token', () => {
    expect(problems(sent({ url: '/api/order/ty_getLoanPlatform?goodsId=1&spPriceIdStr=101&t=1' }))).toEqual([])
  })

  it('a POST with a JSON body, the token in the header', () => {
    const body = {
      userId: 9, commodityIdList: '1', isFree: 1, schoolId: 1, platformType: 2, isSendMessage: 0, orderType: 1, isFormal: 1, isIos: 0,
      businessIdInt: 1, goodsId: 1, childSpecificationPriceIds: '101', installmentType: 0,
    }
    const headers = { ...SCHOOL, token: 'x', 'content-type': 'application/json' }
    expect(problems(sent({ method: 'POST', url: '/api/order/createOrder?t=1', headers, body: JSON.stringify(body), loggedIn: true }))).toEqual([])
  })

  it('a form body, a path parameter, the maps root itself, a service root given absolute', () => {
    const form = 'userId=u&videoId=v&viewerId=1&ts=2&sign=s'
    const headers = { ...SCHOOL, token: 'x', 'Content-Type': 'application/x-www-form-urlencoded' }
    expect(problems(sent({ method: 'POST', url: '/api/polyv/service/v1/token?t=1', headers, body: form, loggedIn: true }))).toEqual([])
    expect(problems(sent({ url: '/api/qw/api/h5/v1/record/statistics/D1?token=x&t=1', loggedIn: true }))).toEqual([])
    expect(problems(sent({ url: '/sandbox/maps/ws/location/v1/ip?key=k&t=1' }))).toEqual([])
    const absolute = referenceRoots('http://127.0.0.1:3100/api', 'http://127.0.0.1:3100/sandbox/maps/ws/location/v1/ip')
    expect(checkRequest(sent({ url: 'http://127.0.0.1:3100/api/account/getOtp?mobileNo=1&type=3&t=1' }), absolute)).toEqual({ name: 'getOtp', problems: [] })
  })

  it('"any" method: the contract\'s and the other', () => {
    const body = JSON.stringify({ orderId: 1, queryType: 1 })
    const headers = { ...SCHOOL, 'content-type': 'application/json' }
    expect(problems(sent({ url: '/api/order/ty_get_contract_userinfo?orderId=1&queryType=1&t=1' }))).toEqual([])
    expect(problems(sent({ method: 'POST', url: '/api/order/ty_get_contract_userinfo?t=1', headers, body }))).toEqual([])
  })
})

describe('planted bad requests fail', () => {
  it.each([
    ['an unknown path', sent({ url: '/api/order/queryPayGoodsInfoX?t=1' }), 'no call of the contract'],
    ['no service', sent({ url: '/elsewhere/x?t=1' }), 'under no service root'],
    ['a call on another service', sent({ url: '/api/qw/bindingQwUser?t=1' }), 'no call of the contract (service qw'],
    ['a spec parameter missing', sent({ url: '/api/order/queryPayGoodsInfo?tradeOrderId=T&userId=9&commodityIdListStr=1&token=x&t=1', loggedIn: true }), 'missing schoolId'],
    ['userId missing while logged in', sent({ url: '/api/knowledge/statistics/clickVolume?bizId=1&bizType=1&t=1', loggedIn: true }), 'no userId while logged in'],
    ['userId 0', sent({ url: '/api/knowledge/statistics/clickVolume?bizId=1&bizType=1&userId=0&t=1', loggedIn: true }), 'no userId while logged in'],
    ['the wrong method', sent({ method: 'POST', url: '/api/account/getOtp?mobileNo=1&type=3&t=1', headers: { ...SCHOOL, 'content-type': 'application/json' } }), 'method POST, the contract says GET'],
    ['no school header', sent({ url: '/api/account/getOtp?mobileNo=1&type=3&t=1', headers: {} }), 'no X-Forward-School'],
    ['no timestamp', sent({ url: '/api/account/getOtp?mobileNo=1&type=3' }), 'no timestamp parameter t'],
    ['a form for a JSON call', sent({ method: 'POST', url: '/api/news/app/likeNews?t=1', headers: { ...SCHOOL, 'content-type': 'application/x-www-form-urlencoded' }, body: 'newsId=1' }), 'body form, the contract says json'],
    ['the token in a header for a parameter call', sent({ url: '/api/account/userInfo?t=1', headers: { ...SCHOOL, token: 'x' }, loggedIn: true }), 'token in a header'],
    ['the token as a parameter for a header call', sent({ url: '/api/knowledge/ksHomePageLists?token=x&t=1', loggedIn: true }), 'token as a parameter'],
    ['a token where the contract sends none', sent({ url: '/api/news/app/website/list/v3?token=x&t=1', loggedIn: true }), 'sends the token'],
    ['no token while logged in', sent({ url: '/api/account/userInfo?t=1', loggedIn: true }), 'no token parameter while logged in'],
    ['an alias', sent({ url: '/api/order/ty_order_detail?tradeOrderId=T&schoolId=1&t=1' }), 'not an alias'],
    ['a call no screen makes', sent({ url: '/api/news/app/getProvinceList?t=1' }), 'made by no screen'],
  ])('%s', (_, request, expected) => {
    expect(problems(request).join('\n')).toContain(expected)
  })
})
