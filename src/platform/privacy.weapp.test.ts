// The mini-program's privacy adapter against a faked wx (the privacy APIs of base library 2.32.3+).
import type { PrivacyCapability, PrivacyRequest } from './types'
import type { PrivacyListener, PrivacyResolveOption } from './privacy.weapp'

type Listener = PrivacyListener
const g = globalThis as unknown as { wx?: Partial<WechatMiniprogram.Wx> }

function load(fakeWx: Partial<WechatMiniprogram.Wx>): PrivacyCapability {
  g.wx = fakeWx
  let mod: { privacy: PrivacyCapability } | undefined
  jest.isolateModules(() => {
    mod = jest.requireActual<{ privacy: PrivacyCapability }>('./privacy.weapp')
  })
  return mod!.privacy
}

afterEach(() => {
  delete g.wx
})

it('reads getPrivacySetting', async () => {
  const privacy = load({ getPrivacySetting: ({ success }) => success?.({ errMsg: 'getPrivacySetting:ok', needAuthorization: true, privacyContractName: '《指引》' }) })
  await expect(privacy.setting()).resolves.toEqual({ needed: true, contractName: '《指引》' })
})

it('an older client without the privacy APIs, or a failing call, needs nothing', async () => {
  await expect(load({}).setting()).resolves.toEqual({ needed: false, contractName: '' })
  const failing = load({ getPrivacySetting: ({ fail }) => fail?.({ errMsg: 'getPrivacySetting:fail' }) })
  await expect(failing.setting()).resolves.toEqual({ needed: false, contractName: '' })
  expect(() => load({}).onRequest(() => undefined)()).not.toThrow()
  expect(() => load({}).openContract()).not.toThrow()
})

describe('onNeedPrivacyAuthorization', () => {
  let listener: Listener | undefined
  let privacy: PrivacyCapability
  const register = jest.fn((l: Listener) => {
    listener = l
  })
  beforeEach(() => {
    listener = undefined
    register.mockClear()
    privacy = load({ onNeedPrivacyAuthorization: register as unknown as WechatMiniprogram.Wx['onNeedPrivacyAuthorization'] })
  })
  const ask = () => {
    const answers: PrivacyResolveOption[] = []
    listener!((option) => answers.push(option), { referrer: '' })
    return answers
  }

  it('registers one wx listener on first use; the latest subscriber shows the popup (exposure reported) and answers once', () => {
    const first = jest.fn()
    const second = jest.fn()
    privacy.onRequest(first)
    privacy.onRequest(second)
    expect(register).toHaveBeenCalledTimes(1)

    const answers = ask()
    expect(first).not.toHaveBeenCalled()
    const request: PrivacyRequest = second.mock.calls[0][0]
    request.agree('agree-privacy-btn')
    request.disagree()
    expect(answers).toEqual([{ event: 'exposureAuthorization' }, { event: 'agree', buttonId: 'agree-privacy-btn' }])
  })

  it('with no page to show the agreement (unsubscribed), WeChat is answered disagree', () => {
    const stop = privacy.onRequest(jest.fn())
    stop()
    expect(ask()).toEqual([{ event: 'disagree' }])
  })
})

it('opens the contract page', () => {
  const openPrivacyContract = jest.fn()
  load({ openPrivacyContract }).openContract()
  expect(openPrivacyContract).toHaveBeenCalledTimes(1)
})
