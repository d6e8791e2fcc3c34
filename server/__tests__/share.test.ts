import crypto from 'node:crypto'
import { SANDBOX_APPID, SANDBOX_JSAPI_TICKET } from '../routes/share'
import { makeApp, type TestApp } from './helpers'

describe('wechat service: getJsSdkConfig (sandbox)', () => {
  let t: TestApp
  afterEach(() => t.app.close())

  it('answers {data: {appId, timestamp, noncestr, signature}} signed over the url without its fragment', async () => {
    t = await makeApp()
    const url = 'https://m.example.com/knowledge-shop?x=1'
    const res = (await t.get(`/api/wechat/authorization/getJsSdkConfig?appid=wx123&url=${encodeURIComponent(`${url}#share`)}`)).body
    const c = res.data.data
    expect(res.code).toBe(200)
    expect(c).toEqual({ appId: 'wx123', timestamp: Math.floor(t.clock.now() / 1000), noncestr: expect.stringMatching(/^[0-9a-f]{16}$/), signature: expect.stringMatching(/^[0-9a-f]{40}$/) })
    const plain = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${c.noncestr}&timestamp=${c.timestamp}&url=${url}`
    expect(c.signature).toBe(crypto.createHash('sha1').update(plain).digest('hex'))
    expect((await t.get(`/api/wechat/authorization/getJsSdkConfig?url=${encodeURIComponent(url)}`)).body.data.data.appId).toBe(SANDBOX_APPID)
    expect((await t.get('/api/wechat/authorization/getJsSdkConfig')).body).toEqual({ code: 400, msg: '缺少参数url', data: null })
  })

  it('without the sandbox: 503', async () => {
    t = await makeApp({ sandbox: false })
    expect((await t.get('/api/wechat/authorization/getJsSdkConfig?url=x')).body).toEqual({ code: 503, msg: '微信分享未配置', data: null })
  })
})
