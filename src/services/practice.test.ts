// The playback-token call in the spec's form shape (docs/spec/content-access.md section 7: "POST /polyv/service/v1/token (form:
// userId, videoId, viewerId, ts, sign hash)"), through the real request layer with a fake transport.
import crypto from 'node:crypto'
import qs from 'qs'
import { createPracticeApi } from './practice'
import { createRequester, type TransportRequest } from './request'

const NOW = 1_748_138_400_000

function setup(uid = 7) {
  const env = {
    transport: jest.fn(async (_req: TransportRequest) => ({
      status: 200,
      // The reference server's answer shape (server/__tests__/practice.test.ts).
      data: { code: 200, msg: 'success', data: { videoId: 'pv-111-1', token: 't', playUrl: '/api/practice/polyv/play/pv-111-1?playToken=t', ts: NOW, sign: 's', expireTime: NOW + 7_200_000 } },
    })),
    toast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    token: () => 'learner-token',
    clearSession: jest.fn(),
    toLogin: jest.fn(),
    now: () => NOW,
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  const api = createPracticeApi(createRequester(env), { userId: 'acc-1', signKey: 'k3y', viewerId: () => uid, now: () => NOW })
  return { env, api }
}

it('POSTs a form of userId, videoId, viewerId, ts and sign; the learner token in the header only', async () => {
  const { env, api } = setup()
  const answer = await api.playToken('pv-111-1')
  expect(answer.playUrl).toBe('/api/practice/polyv/play/pv-111-1?playToken=t')
  const req = env.transport.mock.calls[0][0]
  expect(req.method).toBe('POST')
  expect(req.url.split('?')[0]).toBe('/api/polyv/service/v1/token')
  expect(req.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
  expect(req.headers.token).toBe('learner-token')
  const form = qs.parse(req.body as string)
  const sign = crypto.createHash('md5').update('k3y' + `ts${NOW}` + 'userIdacc-1' + 'videoIdpv-111-1' + 'viewerId7' + 'k3y').digest('hex').toUpperCase()
  expect(form).toEqual({ userId: 'acc-1', videoId: 'pv-111-1', viewerId: '7', ts: String(NOW), sign })
  // The user comes from the token: no token parameter in the form or the query.
  expect(qs.parse(req.url.split('?')[1]).token).toBeUndefined()
})

it('viewerId is the logged-in learner of the moment', async () => {
  const { env, api } = setup(42)
  await api.playToken('pv-612-1')
  expect(qs.parse(env.transport.mock.calls[0][0].body as string)).toMatchObject({ videoId: 'pv-612-1', viewerId: '42' })
})
