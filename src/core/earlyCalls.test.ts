// The first screen's calls known from the URL (begun by index.html before the app's JS), and the key that makes an
// early answer the app's own call.
import { CALLS, checkRequest, referenceRoots, type Call } from '../../contract/calls'
import { callKey, earlyCalls, earlyPicture, earlyRequest, EARLY_PAGES, confirmOrderQuery, goodsDetailQuery, mayDrawFirstScreen, TOKEN_CHECK } from './earlyCalls'
import { findRoute, PAGE_ROUTES } from './routes'

const calls = (url: string, hasToken = true) => {
  const u = new URL(url, 'http://x')
  return earlyCalls(findRoute(u.pathname), u.pathname, Object.fromEntries(u.searchParams), hasToken)
    .map((c) => `${c.method} ${c.service}/${c.path} ${JSON.stringify(c.data)}${c.withToken ? ' +token' : ''}${c.withUser ? ' +userId' : ''}`)
}
const SESSION = ['GET account/userInfo {} +token', 'POST qw/api/h5/v1/center/user/info {} +token']

describe('what each key route asks first', () => {
  it.each([
    ['/publicPage/textualResearch', ['POST goods/app/homePageMergeApi/v2 {"showPlaceId":26}']],
    ['/allSubject?goodsId=1', ['GET goods/goods/front/findInfoByIdForApp {"goodsId":"1"} +token']],
    ['/cpa?tikuGoodsId=77', ['GET goods/goods/front/findInfoByIdForApp {"tikuGoodsId":"77"} +token']],
    ['/article/10101?siteId=1', ['GET news/app/queryAppInformationDetailInfo {"id":"10101"} +token']],
    ['/ty/confirmOrder?tradeOrderId=T1&schoolId=3', ['GET order/queryPayGoodsInfo {"tradeOrderId":"T1","commodityIdListStr":"","schoolId":"3"} +token +userId']],
    ['/confirmOrder?orderNo=N9&commodityIdList=5', ['GET order/queryPayGoodsInfo {"tradeOrderId":"N9","commodityIdListStr":"5","schoolId":"1"} +token +userId']],
    ['/ty/myOrder', ['GET order/getOrderList {"pageSize":10,"tagStatus":"","page":1} +token +userId']],
    ['/ty/myOrder?tagStatus=1', ['GET order/getOrderList {"pageSize":10,"tagStatus":1,"page":1} +token +userId']],
    ['/ty/myOrder?tagStatus=9', ['GET order/getOrderList {"pageSize":10,"tagStatus":"","page":1} +token +userId']],
  ])('%s', (url, own) => {
    expect(calls(url)).toEqual([...own, ...SESSION])
  })

  it('a guest: the page\'s own calls without the session checks; nothing for a page behind login', () => {
    expect(calls('/publicPage/textualResearch', false)).toEqual(['POST goods/app/homePageMergeApi/v2 {"showPlaceId":26}'])
    expect(calls('/allSubject?goodsId=1', false)).toEqual(['GET goods/goods/front/findInfoByIdForApp {"goodsId":"1"} +token'])
    expect(calls('/ty/myOrder', false)).toEqual([])
    expect(calls('/article/10101', false)).toEqual([])
  })

  it('other pages and pages without what they need: only the session checks', () => {
    expect(calls('/publicPage/homeSchool')).toEqual(SESSION)
    expect(calls('/allSubject')).toEqual(SESSION)
    expect(calls('/ty/confirmOrder')).toEqual(SESSION)
    expect(calls('/no/such/page')).toEqual([])
  })

  it('every early page is a page of the route table', () => {
    for (const page of EARLY_PAGES) expect(PAGE_ROUTES.some((r) => r.page === page)).toBe(true)
  })

  it('the pages build their queries with the same functions', () => {
    expect(goodsDetailQuery({ goodsId: '1', tikuGoodsId: '2' })).toEqual({ goodsId: '1' })
    expect(confirmOrderQuery({ orderId: '8' })).toEqual({ tradeOrderId: '8', commodityIdListStr: '', schoolId: '1' })
  })
})

// "Article detail ... require a token, else redirect to login": a stale token (userInfo 401) must not show the article
// on the first screen before the app sends the learner to login; the article's own call answers any token.
describe('the first screen of a page behind login waits for the token check', () => {
  const answer = (status: number, code?: number) => ({ status, data: code === undefined ? 'Bad Gateway' : { code, msg: '', data: {} } })
  it.each([
    ['a page behind login, the token good', true, answer(200, 200), true],
    ['a page behind login, a stale token (401)', true, answer(200, 401), false],
    ['a page behind login, the check failed (502)', true, answer(502), false],
    ['a page behind login, the check unanswered', true, null, false],
    ['a guest page, a stale token', false, answer(200, 401), true],
    ['a guest page, no check', false, undefined, true],
  ])('%s: drawn %p', (_name, needsLogin, check, drawn) => {
    expect(mayDrawFirstScreen({ needsLogin }, check)).toBe(drawn)
  })

  it('the check is the session\'s userInfo, among the early calls of every key page behind login', () => {
    expect(`${TOKEN_CHECK.service}/${TOKEN_CHECK.path}`).toBe('account/userInfo')
    for (const url of ['/article/10101', '/ty/myOrder', '/ty/confirmOrder?tradeOrderId=T1']) expect(calls(url)).toContain(SESSION[0])
  })
})

describe('the calls\' contract (contract/calls)', () => {
  const URLS = ['/publicPage/textualResearch', '/allSubject?goodsId=1', '/article/10101', '/ty/confirmOrder?tradeOrderId=T1', '/ty/myOrder?tagStatus=1']
  const early = URLS.flatMap((url) => {
    const u = new URL(url, 'http://x')
    return earlyCalls(findRoute(u.pathname), u.pathname, Object.fromEntries(u.searchParams), true)
  })
  const ROOTS = referenceRoots('/api', '/sandbox/maps/ws/location/v1/ip')

  it.each(early.map((c) => [`${c.service}/${c.path}`, c] as const))('%s is a call of the contract, its token and userId where the row says', (_, call) => {
    const row = (Object.values(CALLS) as Call[]).find((r) => r.service === call.service && r.path === call.path)
    expect(row).toMatchObject({ method: call.method })
    expect(call.withToken).toBe(row!.token === 'param')
    expect(!!call.withUser).toBe(row!.params.includes('userId'))
  })

  it.each(early.map((c) => [`${c.service}/${c.path}`, c] as const))('%s as sent, logged in or a guest, breaks no rule of the contract', (_, call) => {
    for (const session of [{ token: 'tok', uid: 9 }, { token: '', uid: 0 }]) {
      const sent = earlyRequest(call, session, ROOTS[call.service], 1)
      expect(checkRequest({ ...sent, loggedIn: !!session.token }, ROOTS).problems).toEqual([])
    }
  })

  it('a planted early call without its userId fails the check', () => {
    const call = early.find((c) => c.path === 'getOrderList')!
    const sent = earlyRequest({ ...call, withUser: undefined }, { token: 'tok', uid: 9 }, ROOTS.order, 1)
    expect(checkRequest({ ...sent, loggedIn: true }, ROOTS).problems).toEqual(['GET /api/order/getOrderList (getOrderList): no userId while logged in'])
  })
})

describe('callKey: the same call whoever wrote its URL', () => {
  it('ignores the timestamp, the order of parameters and + or %20', () => {
    expect(callKey('GET', '/api/order/getOrderList?pageSize=10&tagStatus=&page=1&token=a&t=1'))
      .toBe(callKey('get', '/api/order/getOrderList?page=1&t=999&token=a&tagStatus=&pageSize=10'))
    expect(callKey('GET', '/x?q=a%20b')).toBe(callKey('GET', '/x?q=a+b'))
  })

  it('tells apart another path, parameter value, token, method or body', () => {
    const base = callKey('GET', '/api/goods/front/findInfoByIdForApp?goodsId=1&token=a')
    expect(callKey('GET', '/api/goods/front/findInfoByIdForApp?goodsId=2&token=a')).not.toBe(base)
    expect(callKey('GET', '/api/goods/front/findInfoByIdForApp?goodsId=1&token=b')).not.toBe(base)
    expect(callKey('GET', '/api/goods/front/findInfoByIdForApp?goodsId=1')).not.toBe(base)
    expect(callKey('POST', '/api/goods/front/findInfoByIdForApp?goodsId=1&token=a')).not.toBe(base)
    expect(callKey('POST', '/a', { x: 1 })).not.toBe(callKey('POST', '/a', { x: 2 }))
  })

  it('a JSON body by its content: key order and a string body alike, undefined fields left out', () => {
    expect(callKey('POST', '/a?t=1', { b: 1, a: { d: 2, c: [1, 2] } })).toBe(callKey('POST', '/a', '{"a":{"c":[1,2],"d":2},"b":1}'))
    expect(callKey('POST', '/a', { a: 1, qwToken: undefined })).toBe(callKey('POST', '/a', { a: 1 }))
  })
})

describe('the first screen\'s picture in an answer', () => {
  it.each([
    ['homeBanner', { banners: [{ pic: '/media/b1.png' }, { pic: '/media/b2.png' }] }, '/media/b1.png'],
    ['homeBanner', { banners: [] }, undefined],
    ['goodsPicture', { pics: ['/media/g1.png'], thumbPath: '/media/t.png' }, '/media/g1.png'],
    ['goodsPicture', { pics: [], thumbPath: '/media/t.png' }, '/media/t.png'],
    ['goodsPicture', null, undefined],
  ] as const)('%s of %j is %s', (kind, data, pic) => {
    expect(earlyPicture(kind, data)).toBe(pic)
  })
})
