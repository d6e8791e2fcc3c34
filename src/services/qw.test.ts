// The education dictionary is read from the answer's `result` (docs/spec/content-access.md section 7: "GET
// /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)"), through the real request layer with a fake transport.
import { createQwApi } from './qw'
import { createRequester, type TransportRequest, type TransportResponse } from './request'

function setup(answer: () => Promise<TransportResponse>) {
  const env = {
    transport: jest.fn((_req: TransportRequest) => answer()),
    toast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    token: () => 'tok',
    clearSession: jest.fn(),
    toLogin: jest.fn(),
    now: () => 1,
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  return { env, qw: createQwApi(createRequester(env)) }
}

// The reference server's answer (server/__tests__/staff.test.ts): code 0, the options in result (and in data).
const RESULT = [{ value: 1, label: '初中及以下' }, { value: 2, label: '高中/中专' }, { value: 3, label: '大专' }, { value: 4, label: '本科' }, { value: 5, label: '硕士及以上' }]

it('GET api/open/dict/EDUCATION_TYPE/1 and the options of result', async () => {
  const { env, qw } = setup(async () => ({ status: 200, data: { code: 0, msg: 'success', data: RESULT, result: RESULT } }))
  await expect(qw.educationTypes()).resolves.toEqual(RESULT)
  expect(env.transport.mock.calls[0][0].url).toMatch(/\/api\/qw\/api\/open\/dict\/EDUCATION_TYPE\/1\?/)
})

it('reads result, not data', async () => {
  const { qw } = setup(async () => ({ status: 200, data: { code: 0, msg: 'success', data: [{ value: 9, label: '数据' }], result: [{ value: 1, label: '结果' }] } }))
  await expect(qw.educationTypes()).resolves.toEqual([{ value: 1, label: '结果' }])
})

it('an answer with data only holds no option: null (the pages use their constants)', async () => {
  const { qw } = setup(async () => ({ status: 200, data: { code: 0, msg: 'success', data: RESULT } }))
  await expect(qw.educationTypes()).resolves.toBeNull()
})

it.each<[string, () => Promise<TransportResponse>]>([
  ['an error code', async () => ({ status: 200, data: { code: 404, msg: '字典不存在', data: null } })],
  ['no connection', async () => { throw new Error('offline') }],
])('%s rejects without a toast', async (_name, answer) => {
  const { env, qw } = setup(answer)
  await expect(qw.educationTypes()).rejects.toBeTruthy()
  expect(env.toast).not.toHaveBeenCalled()
})

// "GET bindingQwUser" is an Account call (docs/spec/content-access.md section 7): where the services are separate hosts, the
// binding must reach the account service's root, which answers code 200 (the server's answer: server/__tests__/staff.test.ts).
it('bind asks bindingQwUser of the account service, not the enterprise one, and reads its code 200', async () => {
  const binding = { qwToken: 'q'.repeat(64), expireTime: 2, qwUserInfo: { bindStatus: 1, showHomeTab: true } }
  const { env, qw } = setup(async () => ({ status: 200, data: { code: 200, msg: 'ok', data: binding } }))
  await expect(qw.bind()).resolves.toEqual(binding)
  const req = env.transport.mock.calls[0][0]
  expect([req.method, req.url.split('?')[0]]).toEqual(['GET', '/api/account/bindingQwUser'])
  expect(req.url).toContain('token=tok')
})
