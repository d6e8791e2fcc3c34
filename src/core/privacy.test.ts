import { agreeOpenType, contractTitle, phoneButtonMode, PRIVACY_TEXT } from './privacy'

describe('phoneButtonMode: the privacy popup comes before the first phone request', () => {
  it.each<[string, Parameters<typeof phoneButtonMode>[0], boolean, 'phone' | 'privacy']>([
    ['setting not read yet: WeChat asks itself if needed', null, false, 'phone'],
    ['not yet agreed', { needed: true, contractName: '' }, false, 'privacy'],
    ['agreed in the popup', { needed: true, contractName: '' }, true, 'phone'],
    ['agreed before (WeChat remembers)', { needed: false, contractName: '' }, false, 'phone'],
  ])('%s', (_name, setting, agreed, mode) => expect(phoneButtonMode(setting, agreed)).toBe(mode))
})

it('the agree button asks for the phone number in the same tap, or only answers WeChat', () => {
  expect(agreeOpenType('beforePhone')).toBe('getPhoneNumber|agreePrivacyAuthorization')
  expect(agreeOpenType('answer')).toBe('agreePrivacyAuthorization')
})

it.each([
  ['《会计学堂小程序隐私保护指引》', '《会计学堂小程序隐私保护指引》'],
  ['某小程序隐私保护指引', '《某小程序隐私保护指引》'],
  ['', PRIVACY_TEXT.defaultContract],
  [undefined, PRIVACY_TEXT.defaultContract],
])('contractTitle(%p) is %p', (name, title) => expect(contractTitle(name)).toBe(title))
