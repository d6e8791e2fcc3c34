/**
 * The request layer (docs/spec/content-access.md sections 6, 7, 8, 9; docs/spec/ordering-payment.md section 8) driven through its
 * injected environment: a fake transport, recorded toasts / navigation, and jest's fake timers as the clock.
 */
import qs from 'qs'
import {
  createRequester, ApiError, isUnanswered, recordRequests, REQUEST_TIMEOUT_MS, UNAUTHORIZED_REDIRECT_DELAY_MS, type RequestEnv, type SentRequest,
  type TransportRequest, type TransportResponse,
} from './request'
import { CALLS } from '@contract/calls'
import { takeContractProblems } from '../../tests/jest/contractRecorder'
import { SERVICE_OPTIONS } from '../config/index'

const NOW = 1_700_000_000_000

interface Pending {
  req: TransportRequest
  resolve(res: TransportResponse): void
  reject(err: unknown): void
}

function setup(token = 'tok-1', uid = 0) {
  const calls: Pending[] = []
  const env = {
    transport: jest.fn(
      (req: TransportRequest) =>
        new Promise<TransportResponse>((resolve, reject) => {
          calls.push({ req, resolve, reject })
        }),
    ),
    toast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    token: jest.fn(() => token),
    uid: jest.fn(() => uid),
    clearSession: jest.fn(),
    toLogin: jest.fn(),
    now: jest.fn(() => NOW),
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  } satisfies RequestEnv
  const request = createRequester(env)
  /** Answers the latest transport call. */
  const answer = (data: unknown, status = 200) => calls[calls.length - 1].resolve({ status, data })
  return { env, request, calls, answer }
}

function query(url: string): Record<string, unknown> {
  const i = url.indexOf('?')
  return i < 0 ? {} : qs.parse(url.slice(i + 1))
}

function path(url: string): string {
  return url.split('?')[0]
}

/** Lets the awaiting chain inside the requester run. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('what every call carries', () => {
  it('GET: the t timestamp, the data as query, the school header, no body', async () => {
    const { request, calls, answer } = setup()
    const p = request(CALLS.getOtp, { data: { mobileNo: '13800138000', type: 3 } })
    expect(calls).toHaveLength(1)
    const { req } = calls[0]
    expect(req.method).toBe('GET')
    expect(path(req.url)).toBe('/api/account/getOtp')
    expect(query(req.url)).toEqual({ mobileNo: '13800138000', type: '3', t: String(NOW) })
    expect(req.headers['X-Forward-School']).toBe('kuaiji_app')
    expect(req.body).toBeUndefined()
    expect(req.timeout).toBe(30_000)
    answer({ code: 200, msg: '', data: null })
    await expect(p).resolves.toBeNull()
  })

  it('POST: t in the url, data as JSON body, the school header', async () => {
    const { request, calls, answer } = setup()
    const p = request(CALLS['homePageMergeApi/v2'], { data: { showPlaceId: 26 }, query: { from: 'x' } })
    const { req } = calls[0]
    expect(req.method).toBe('POST')
    expect(path(req.url)).toBe('/api/app/homePageMergeApi/v2')
    expect(query(req.url)).toEqual({ from: 'x', t: String(NOW) })
    expect(req.body).toEqual({ showPlaceId: 26 })
    expect(req.headers['X-Forward-School']).toBe('kuaiji_app')
    expect(req.headers['Content-Type']).toBe('application/json')
    answer({ code: 200, msg: '', data: { orderId: 'o1' } })
    await expect(p).resolves.toEqual({ orderId: 'o1' })
  })

  it('the timestamp is read from the clock on each call', async () => {
    const { env, request, calls } = setup()
    env.now.mockReturnValueOnce(111).mockReturnValueOnce(222)
    void request(CALLS['website/list/v3']).catch(() => undefined)
    void request(CALLS['homePageMergeApi/v2']).catch(() => undefined)
    expect(query(calls[0].req.url).t).toBe('111')
    expect(query(calls[1].req.url).t).toBe('222')
  })

  it('POST form: the body is url-encoded with the form content type', async () => {
    const { request, calls, answer } = setup()
    const p = request(CALLS.loginV1_2, { data: { mobile: '138 0013', pwd: 'a&b=c' } })
    const { req } = calls[0]
    expect(req.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(typeof req.body).toBe('string')
    expect(req.body).toBe('mobile=138%200013&pwd=a%26b%3Dc')
    expect(new URLSearchParams(req.body as string).get('pwd')).toBe('a&b=c')
    expect(query(req.url).t).toBe(String(NOW))
    answer({ code: 200, msg: '', data: 1 })
    await expect(p).resolves.toBe(1)
  })
})

describe('a call of the contract (contract/calls)', () => {
  it('takes its service, method, path, body kind and token place from the table', () => {
    const { request, calls } = setup('tok-C')
    void request(CALLS.cancelOperateNews, { data: { newsId: 3, type: 0 } })
    const { req } = calls[0]
    expect([req.method, path(req.url)]).toEqual(['POST', '/api/news/app/cancelOperateNews'])
    expect(req.headers['Content-Type']).toBe('application/json')
    expect(req.body).toEqual({ newsId: 3, type: 0, token: 'tok-C' })
  })

  it("adds the learner's userId where the spec names one, from the session", () => {
    const { request, calls } = setup('tok-U', 42)
    void request(CALLS.queryOrderDetail, { data: { tradeOrderId: 'T1', schoolId: 1 } })
    void request(CALLS.clickVolume, { data: { bizId: 5, bizType: 1 } })
    void request(CALLS.updatePayType, { data: { orderId: 9, installmentType: 1 } })
    void request(CALLS['website/list/v3'])
    expect(query(calls[0].req.url)).toMatchObject({ tradeOrderId: 'T1', userId: '42', token: 'tok-U' })
    // A call without the token still names the learner where the spec says so (clickVolume(bizId, bizType, userId)).
    expect(query(calls[1].req.url)).toEqual({ bizId: '5', bizType: '1', userId: '42', t: String(NOW) })
    expect(calls[2].req.body).toEqual({ orderId: 9, installmentType: 1, userId: 42, token: 'tok-U' })
    expect(query(calls[3].req.url).userId).toBeUndefined()
  })

  it('keeps a userId the caller gave, and adds none for a guest', () => {
    const { request, calls } = setup('', 0)
    void request(CALLS.ty_getLoanPlatform, { data: { goodsId: 1, spPriceIdStr: '101' } })
    expect(query(calls[0].req.url).userId).toBeUndefined()
    const other = setup('tok', 7)
    void other.request(CALLS.updateClick, { data: { id: 1, userId: 8 } })
    expect(other.calls[0].req.body).toMatchObject({ userId: 8 })
  })

  it('a token whose learner the session does not know yet (a cookie alone): a call naming the userId waits for the session\'s check', async () => {
    const { env, calls } = setup('tok-S', 0)
    let known!: (uid: number) => void
    const learner = jest.fn(() => new Promise<number>((resolve) => (known = resolve)))
    const waiting = createRequester({ ...env, learner })
    void waiting(CALLS.getOrderList, { data: { page: 1, pageSize: 10, tagStatus: '' } })
    void waiting(CALLS.userInfo)
    // userInfo names no userId: it goes at once (it is the check itself); getOrderList waits for the learner.
    expect(calls.map((c) => path(c.req.url))).toEqual(['/api/account/userInfo'])
    known(42)
    await flush()
    expect(calls.map((c) => path(c.req.url))).toEqual(['/api/account/userInfo', '/api/order/getOrderList'])
    expect(query(calls[1].req.url)).toMatchObject({ userId: '42', token: 'tok-S' })
    expect(learner).toHaveBeenCalledTimes(1)
  })

  it('a guest, or a learner the session knows, never waits; a failed check sends the call without the userId', async () => {
    const learner = jest.fn(async () => 9)
    const guest = setup('', 0)
    void createRequester({ ...guest.env, learner })(CALLS.ty_getLoanPlatform, { data: { goodsId: 1, spPriceIdStr: '101' } })
    const known = setup('tok', 7)
    void createRequester({ ...known.env, learner })(CALLS.getOrderList, { data: { page: 1, pageSize: 10, tagStatus: '' } })
    expect([guest.calls.length, known.calls.length, learner.mock.calls.length]).toEqual([1, 1, 0])
    expect(query(known.calls[0].req.url).userId).toBe('7')
    const failed = setup('tok', 0)
    void createRequester({ ...failed.env, learner: () => Promise.reject(new Error('offline')) })(CALLS.updatePayType, { data: { orderId: 1, installmentType: 0 } })
    await flush()
    expect(failed.calls[0].req.body).toEqual({ orderId: 1, installmentType: 0, token: 'tok' })
    // The contract's recorder reports a logged-in call without its userId (this one is planted).
    expect(takeContractProblems()).toEqual(['POST /api/order/updatePayType (updatePayType): no userId while logged in'])
  })

  it('fills the path parameters, URI-encoded', () => {
    const { request, calls } = setup()
    void request(CALLS['record/statistics'], { pathParams: { distributorCode: 'D 1/2' } })
    expect(path(calls[0].req.url)).toBe('/api/qw/api/h5/v1/record/statistics/D%201%2F2')
  })

  it('recorders see every request with its name and whether a learner was logged in', () => {
    const seen: SentRequest[] = []
    const stop = recordRequests((sent) => seen.push(sent))
    const { request } = setup('tok-R')
    void request(CALLS.userInfo)
    const guest = setup('')
    void guest.request(CALLS.getOtp, { data: { mobileNo: '13800138000', type: 3 } })
    stop()
    void request(CALLS.userInfo)
    expect(seen.map((s) => [s.name, s.loggedIn, path(s.url)])).toEqual([
      ['userInfo', true, '/api/account/userInfo'],
      ['getOtp', false, '/api/account/getOtp'],
    ])
  })
})

describe('where the token goes (auth)', () => {
  it("token 'param' on GET: token in the query, not in the header", () => {
    const { request, calls } = setup('tok-A')
    void request(CALLS.userInfo)
    expect(query(calls[0].req.url)).toEqual({ token: 'tok-A', t: String(NOW) })
    expect(calls[0].req.headers.token).toBeUndefined()
  })

  it("token 'param' on POST: token in the url and in the body", () => {
    const { request, calls } = setup('tok-A')
    void request(CALLS.logout, { data: { a: 1 } })
    expect(query(calls[0].req.url).token).toBe('tok-A')
    expect(calls[0].req.body).toEqual({ a: 1, token: 'tok-A' })
  })

  it("token 'header': token header, no token parameter", () => {
    const { request, calls } = setup('tok-H')
    void request(CALLS.ksHomePageLists)
    expect(calls[0].req.headers.token).toBe('tok-H')
    expect(calls[0].req.headers['X-Forward-School']).toBe('kuaiji_app')
    expect(query(calls[0].req.url).token).toBeUndefined()
  })

  it("token 'none': the token is not sent", () => {
    const { request, calls } = setup('tok-N')
    void request(CALLS['website/list/v3'], { data: { page: 1 } })
    expect(calls[0].req.headers.token).toBeUndefined()
    expect(query(calls[0].req.url).token).toBeUndefined()
  })

  it('logged out (empty token): nothing is sent even with auth', () => {
    const { request, calls } = setup('')
    void request(CALLS.userInfo)
    void request(CALLS.ksHomePageLists)
    expect(query(calls[0].req.url)).toEqual({ t: String(NOW) })
    expect('token' in calls[1].req.headers).toBe(false)
  })
})

describe('timeout and network failure', () => {
  it("toasts '请求超时' at 30 000 ms, not at 29 999", async () => {
    const { env, request } = setup()
    const p = request(CALLS['website/list/v3'])
    const settled = jest.fn()
    p.then(settled, settled)
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1)
    await flush()
    expect(env.toast).not.toHaveBeenCalled()
    expect(settled).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await flush()
    expect(env.toast).toHaveBeenCalledWith('请求超时')
    expect(env.toast).toHaveBeenCalledTimes(1)
    await expect(p).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout', message: '请求超时' })
  })

  it('a per-call timeout replaces the 30 s default', async () => {
    const { env, request, calls } = setup()
    const p = request(CALLS.userInfo, { timeout: 3000 })
    expect(calls[0].req.timeout).toBe(3000)
    jest.advanceTimersByTime(2999)
    await flush()
    expect(env.toast).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await expect(p).rejects.toMatchObject({ kind: 'timeout' })
    expect(env.toast).toHaveBeenCalledWith('请求超时')
  })

  it('an answer before the timeout cancels it (no late timeout toast)', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'])
    jest.advanceTimersByTime(29_000)
    answer({ code: 200, msg: '', data: 'ok' })
    await expect(p).resolves.toBe('ok')
    // The timeout timer is cleared, not left to fire.
    expect(jest.getTimerCount()).toBe(0)
    jest.advanceTimersByTime(10_000)
    await flush()
    expect(env.toast).not.toHaveBeenCalled()
  })

  it("a transport rejection toasts '请求失败~~~'", async () => {
    const { env, request, calls } = setup()
    const p = request(CALLS['website/list/v3'])
    calls[0].reject(new Error('net::ERR_CONNECTION_REFUSED'))
    await expect(p).rejects.toMatchObject({ name: 'ApiError', kind: 'network', message: '请求失败~~~' })
    expect(env.toast).toHaveBeenCalledWith('请求失败~~~')
    expect(env.toast).toHaveBeenCalledTimes(1)
    expect(env.clearSession).not.toHaveBeenCalled()
  })

  it.each([
    ['an HTML error page', '<html>502</html>', 502],
    ['an empty body', '', 200],
    ['null', null, 200],
    ['an object without code or status', { data: 1 }, 200],
    ['an array', [1, 2], 200],
  ])('a non-envelope body (%s) is a failure', async (_name, data, status) => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'])
    answer(data, status)
    const error = await p.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(env.toast).toHaveBeenCalledTimes(1)
    // The spec's text exactly: no status appended (a learner cannot act on '(502)').
    expect(env.toast.mock.calls[0][0]).toBe('请求失败~~~')
  })

  it.each([
    ['a timeout', new ApiError(0, '请求超时', undefined, 'timeout'), true],
    ['no connection', new ApiError(0, '请求失败~~~', undefined, 'network'), true],
    ["a proxy's 502 page", new ApiError(502, '请求失败~~~', undefined, 'network'), true],
    ["the server's own 500", new ApiError(500, '服务器开小差了'), true],
    ['a refusal', new ApiError(404, '订单不存在'), false],
    ['code 401', new ApiError(401, '请先登录'), false],
    ['another error', new Error('x'), false],
  ])('isUnanswered: %s -> %s', (_name, error, unanswered) => {
    expect(isUnanswered(error)).toBe(unanswered)
  })
})

describe('answers by code', () => {
  it('code 200 resolves data', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS.findInfoByIdForApp)
    answer({ code: 200, msg: 'ok', data: { goodsId: 3 } })
    await expect(p).resolves.toEqual({ goodsId: 3 })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('400 with msg: toasts msg and rejects with code and data', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS.payZero)
    answer({ code: 400, msg: '商品已下架', data: { goodsChange: 1 } })
    await expect(p).rejects.toMatchObject({ code: 400, message: '商品已下架', data: { goodsChange: 1 }, kind: 'api' })
    expect(env.toast).toHaveBeenCalledWith('商品已下架')
    expect(env.clearSession).not.toHaveBeenCalled()
  })

  it('a `message` field is used when msg is absent', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'])
    answer({ code: 500, message: '服务繁忙', data: null })
    await expect(p).rejects.toMatchObject({ code: 500, message: '服务繁忙' })
    expect(env.toast).toHaveBeenCalledWith('服务繁忙')
  })

  it('msg wins over message when both are present', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'])
    answer({ code: 500, msg: 'first', message: 'second', data: null })
    await expect(p).rejects.toMatchObject({ message: 'first' })
    expect(env.toast).toHaveBeenCalledWith('first')
  })

  it('notNeedLogin suppresses the toast but still rejects', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'], { notNeedLogin: true })
    answer({ code: 400, msg: 'bad', data: null })
    await expect(p).rejects.toMatchObject({ code: 400, message: 'bad' })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('notNeedLogin does not hide timeout and network toasts (they are not codes)', async () => {
    const { env, request, calls } = setup()
    const p = request(CALLS['website/list/v3'], { notNeedLogin: true })
    calls[0].reject(new Error('offline'))
    await expect(p).rejects.toMatchObject({ kind: 'network' })
    expect(env.toast).toHaveBeenCalledWith('请求失败~~~')
  })
})

describe('401', () => {
  it('clears the session, toasts, and goes to login only after 1 500 ms', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS.userInfo)
    answer({ code: 401, msg: '登录已过期', data: null })
    await expect(p).rejects.toMatchObject({ code: 401 })
    expect(env.clearSession).toHaveBeenCalledTimes(1)
    expect(env.toast).toHaveBeenCalledWith('登录已过期')
    expect(env.toLogin).not.toHaveBeenCalled()
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS - 1)
    expect(env.toLogin).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(env.toLogin).toHaveBeenCalledTimes(1)
  })

  it('the delay constant is the spec\'s 1.5 s', () => {
    expect(UNAUTHORIZED_REDIRECT_DELAY_MS).toBe(1500)
    expect(REQUEST_TIMEOUT_MS).toBe(30000)
  })

  it('two concurrent 401s go to login once', async () => {
    const { env, request, calls } = setup()
    const a = request(CALLS.getUserInfo)
    const b = request(CALLS.getLoanFailMsg)
    calls[0].resolve({ status: 200, data: { code: 401, msg: 'expired', data: null } })
    calls[1].resolve({ status: 200, data: { code: 401, msg: 'expired', data: null } })
    await expect(a).rejects.toMatchObject({ code: 401 })
    await expect(b).rejects.toMatchObject({ code: 401 })
    jest.advanceTimersByTime(5000)
    expect(env.toLogin).toHaveBeenCalledTimes(1)
  })

  it('a 401 after the first trip to login schedules another', async () => {
    const { env, request, answer } = setup()
    const a = request(CALLS.getUserInfo)
    answer({ code: 401, msg: 'x', data: null })
    await expect(a).rejects.toBeInstanceOf(ApiError)
    jest.advanceTimersByTime(1500)
    const b = request(CALLS.getpublicKey)
    answer({ code: 401, msg: 'x', data: null })
    await expect(b).rejects.toBeInstanceOf(ApiError)
    jest.advanceTimersByTime(1500)
    expect(env.toLogin).toHaveBeenCalledTimes(2)
  })

  it('401 with notNeedLogin clears the session but neither toasts nor navigates', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS.userInfo, { notNeedLogin: true })
    answer({ code: 401, msg: 'expired', data: null })
    await expect(p).rejects.toMatchObject({ code: 401 })
    expect(env.clearSession).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(10_000)
    expect(env.toLogin).not.toHaveBeenCalled()
    expect(env.toast).not.toHaveBeenCalled()
  })
})

describe('code 0 / status 0 (the qw service and the maps service only)', () => {
  it('SERVICE_OPTIONS marks qw and maps, and only them, as zero-is-success', () => {
    expect(SERVICE_OPTIONS.qw?.zeroIsSuccess).toBe(true)
    expect(SERVICE_OPTIONS.maps?.zeroIsSuccess).toBe(true)
    const others = Object.entries(SERVICE_OPTIONS).filter(([name, o]) => !['qw', 'maps'].includes(name) && o?.zeroIsSuccess)
    expect(others).toEqual([])
  })

  it('qw: code 0 resolves data', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['center/user/info'])
    answer({ code: 0, msg: '', data: { bound: true } })
    await expect(p).resolves.toEqual({ bound: true })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('qw: status 0 without code resolves data', async () => {
    const { request, answer } = setup()
    const p = request(CALLS['record/list'])
    answer({ status: 0, data: [1] })
    await expect(p).resolves.toEqual([1])
  })

  it('qw: the envelope shows the mapped code 200', async () => {
    const { request, answer } = setup()
    const p = request.envelope(CALLS['record/list'])
    answer({ status: 0, msg: 'm', data: [1] })
    await expect(p).resolves.toMatchObject({ code: 200, status: 0, data: [1] })
  })

  it('qw: another code is still an error', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['record/list'])
    answer({ code: 500, msg: 'qw down', data: null })
    await expect(p).rejects.toMatchObject({ code: 500 })
    expect(env.toast).toHaveBeenCalledWith('qw down')
  })

  it.each([
    ['account', 'getpublicKey', {}],
    ['order', 'couponForOrder', {}],
    ['news', 'website/list/v3', {}],
    ['goods', 'searchHotWords', {}],
    ['practice', 'getPracticeGoodsList', {}],
    ['knowledge', 'typeConfigList', {}],
    ['wechat', 'getJsSdkConfig', { appid: 'a', url: 'u' }],
  ] as const)(
    '%s: code 0 is an error',
    async (_service, name, data) => {
      const { env, request, answer } = setup()
      const p = request(CALLS[name], { data })
      answer({ code: 0, msg: 'zero', data: 1 })
      await expect(p).rejects.toMatchObject({ code: 0 })
      expect(env.toast).toHaveBeenCalledWith('zero')
    },
  )

  it('account: status 0 is an error', async () => {
    const { request, answer } = setup()
    const p = request(CALLS.getpublicKey)
    answer({ status: 0, msg: 'zero', data: 1 })
    await expect(p).rejects.toBeInstanceOf(ApiError)
  })
})

describe('loading', () => {
  it("shows '加载中...' (loading: true) and hides it after a success", async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'], { loading: true })
    expect(env.showLoading).toHaveBeenCalledWith('加载中...')
    expect(env.hideLoading).not.toHaveBeenCalled()
    answer({ code: 200, msg: '', data: 1 })
    await p
    expect(env.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('shows the given text and hides it after an error code', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS.payZero, { loading: '支付中' })
    expect(env.showLoading).toHaveBeenCalledWith('支付中')
    answer({ code: 400, msg: 'no', data: null })
    await expect(p).rejects.toBeInstanceOf(ApiError)
    expect(env.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('hides it after a timeout and after a network failure', async () => {
    const { env, request, calls } = setup()
    const a = request(CALLS['website/list/v3'], { loading: true })
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS)
    await expect(a).rejects.toMatchObject({ kind: 'timeout' })
    expect(env.hideLoading).toHaveBeenCalledTimes(1)
    const b = request(CALLS.getSiteList, { loading: true })
    calls[1].reject(new Error('x'))
    await expect(b).rejects.toMatchObject({ kind: 'network' })
    expect(env.hideLoading).toHaveBeenCalledTimes(2)
  })

  it('no loading option: neither shows nor hides', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'])
    answer({ code: 200, msg: '', data: 1 })
    await p
    expect(env.showLoading).not.toHaveBeenCalled()
    expect(env.hideLoading).not.toHaveBeenCalled()
  })
})

describe('silent (a background call whose failure the caller handles quietly)', () => {
  it('no toast for a timeout', async () => {
    const { env, request } = setup()
    const p = request(CALLS['website/list/v3'], { silent: true, timeout: 3000 })
    jest.advanceTimersByTime(3000)
    await expect(p).rejects.toMatchObject({ kind: 'timeout' })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('no toast for a lost connection or a body that is no envelope', async () => {
    const { env, request, calls, answer } = setup()
    const a = request(CALLS['website/list/v3'], { silent: true })
    calls[0].reject(new Error('net::ERR_CONNECTION_REFUSED'))
    await expect(a).rejects.toMatchObject({ kind: 'network' })
    const b = request(CALLS.getSiteList, { silent: true })
    answer('<html>404</html>', 404)
    await expect(b).rejects.toMatchObject({ kind: 'network' })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('no toast and no trip to login for an error code (as notNeedLogin)', async () => {
    const { env, request, answer } = setup()
    const p = request(CALLS['website/list/v3'], { silent: true })
    answer({ code: 401, msg: '请先登录', data: null })
    await expect(p).rejects.toMatchObject({ code: 401 })
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS)
    expect(env.toast).not.toHaveBeenCalled()
    expect(env.toLogin).not.toHaveBeenCalled()
  })

  it('without silent the same timeout toasts (the switch is what keeps it quiet)', async () => {
    const { env, request } = setup()
    const p = request(CALLS['website/list/v3'], { timeout: 3000 })
    jest.advanceTimersByTime(3000)
    await expect(p).rejects.toMatchObject({ kind: 'timeout' })
    expect(env.toast).toHaveBeenCalledWith('请求超时')
  })
})

describe('an empty path', () => {
  it('asks the service root itself (no trailing slash)', async () => {
    const { request, calls, answer } = setup()
    const p = request(CALLS.ipLocation, { data: { key: 'k' } })
    expect(path(calls[0].req.url)).toBe('/sandbox/maps/ws/location/v1/ip')
    expect(query(calls[0].req.url)).toEqual({ key: 'k', t: String(NOW) })
    answer({ code: 200, msg: '', data: 1 })
    await p
  })
})

describe('envelope()', () => {
  it('resolves the whole envelope, fields beside data included', async () => {
    const { request, answer } = setup()
    const p = request.envelope(CALLS.payZero)
    answer({ code: 200, msg: 'ok', data: { orderId: 'o9' }, goodsChange: null, extra: 5 })
    await expect(p).resolves.toEqual({ code: 200, msg: 'ok', data: { orderId: 'o9' }, goodsChange: null, extra: 5 })
  })

  it('still rejects non-200 codes', async () => {
    const { env, request, answer } = setup()
    const p = request.envelope(CALLS.payZero)
    answer({ code: 400, msg: 'nope', data: null })
    await expect(p).rejects.toMatchObject({ code: 400 })
    expect(env.toast).toHaveBeenCalledWith('nope')
  })
})
