/**
 * WeChat's privacy agreement before the phone-number login (BUILT mini-program; src/core/privacy.ts): the popup
 * with the agreePrivacyAuthorization button comes before the first phone request, and agreeing lets the login go on.
 */
import { launchApp, guardEachTest, type LaunchOptions, type Mp, type Page, type WxResult } from './harness'
import { AGREE_BUTTON_ID, PRIVACY_TEXT } from '../../src/core/privacy'

const PHONE = '13800138000'
const CONTRACT = '《会计学堂小程序隐私保护指引》'

/** The launch, with the answers of wx.getPrivacySetting the app has received (loginPage). */
let mp: Mp & { settingsRead: number }
guardEachTest(() => mp)

/** The login page; `settingsRead` counts the answers of wx.getPrivacySetting the app has received. */
async function loginPage(privacy: LaunchOptions['privacy']) {
  mp = Object.assign(await launchApp({ wxCode: 'wx-code-privacy', privacy }), { settingsRead: 0 })
  const getSetting = mp.wx.getPrivacySetting
  mp.wx.getPrivacySetting = (opts) =>
    getSetting({
      ...opts,
      success: (res: WxResult) => {
        opts.success?.(res)
        mp.settingsRead += 1
      },
    })
  const page = await mp.loadPage('pages/login/index')
  return page
}

/** The agreement's text is on the page (the popup renders its content in place). */
const popupShown = (page: Page) => page.text().includes(PRIVACY_TEXT.title)

test('not yet agreed: the phone button opens the privacy popup first; agreeing asks for the number and logs in', async () => {
  const page = await loginPage({ needAuthorization: true })
  expect(popupShown(page)).toBe(false)

  // Once the setting is read, the phone button no longer asks WeChat for the number by itself.
  const phoneButton = page.getButton('手机号快捷登录')
  await page.waitFor(() => page.attrs(phoneButton).openType !== 'getPhoneNumber', { message: 'the phone button kept open-type getPhoneNumber' })
  await page.tap(phoneButton)
  await page.findByText(PRIVACY_TEXT.title)
  expect(page.getByText(CONTRACT)).toBeTruthy()
  expect(mp.requests).toEqual([])
  expect(mp.logins).toEqual([])

  // The guide's name opens WeChat's contract page.
  await page.tap(page.getByText(CONTRACT))
  expect(mp.privacy.contractOpened).toBe(1)

  // WeChat's agree button: agrees and asks for the number in one tap.
  const agree = page.getButton(PRIVACY_TEXT.agree)
  expect(page.attrs(agree)).toMatchObject({ openType: 'getPhoneNumber|agreePrivacyAuthorization', id: AGREE_BUTTON_ID })
  page.dispatch(agree, 'agreeprivacyauthorization', {})
  page.dispatch(agree, 'getphonenumber', { code: PHONE, errMsg: 'getPhoneNumber:ok' })

  await page.waitFor(() => mp.navigations.length > 0, { message: () => `no navigation; toasts: ${mp.toasts.join(' | ')}` })
  expect(mp.navigations).toEqual([{ api: 'switchTab', url: '/pages/home/index', delta: undefined }])
  const calls = mp.requests.filter((r) => r.path === '/api/account/weChatLogin')
  expect(calls.map((r) => r.body)).toEqual([{ code: 'wx-code-privacy' }, { loginTicket: expect.any(String), phoneCode: PHONE }])
  expect(mp.storage.get('token')).toEqual(expect.any(String))
})

test('refusing: a toast, no WeChat or server call, the popup closes and the phone button still asks first', async () => {
  const page = await loginPage({ needAuthorization: true })
  const phoneButton = page.getButton('手机号快捷登录')
  await page.waitFor(() => page.attrs(phoneButton).openType !== 'getPhoneNumber')
  await page.tap(phoneButton)
  await page.tap(await page.findByText(PRIVACY_TEXT.disagree).then((el) => page.closest(el, 'button')))

  await page.waitFor(() => mp.toasts.length > 0)
  expect(mp.toasts).toEqual([PRIVACY_TEXT.refused])
  expect(mp.requests).toEqual([])
  expect(mp.logins).toEqual([])
  expect(mp.storage.get('token')).toBeUndefined()
  await page.waitFor(() => !popupShown(page), { message: 'the popup stayed open' })
  expect(page.attrs(phoneButton).openType).not.toBe('getPhoneNumber')
  // Code login stays available.
  expect(page.getByText('使用验证码登录')).toBeTruthy()
})

test('already agreed: no popup, the phone button asks for the number directly and the login goes on', async () => {
  const page = await loginPage({ needAuthorization: false })
  // Before the setting is read the button asks for the number whatever the setting: wait until the app has it.
  await page.waitFor(() => mp.settingsRead === 1, { message: 'the app never read wx.getPrivacySetting' })
  const phoneButton = page.getButton('手机号快捷登录')
  await page.tap(phoneButton)
  expect(popupShown(page)).toBe(false)
  expect(page.attrs(phoneButton).openType).toBe('getPhoneNumber')

  // WeChat answers the tap with the number: the login is sent at once, with no privacy step in between.
  page.dispatch(phoneButton, 'getphonenumber', { code: PHONE, errMsg: 'getPhoneNumber:ok' })
  await page.waitFor(() => mp.navigations.length > 0, { message: () => `no navigation; popup shown: ${popupShown(page)}; toasts: ${mp.toasts.join(' | ')}` })
  expect(mp.navigations).toEqual([{ api: 'switchTab', url: '/pages/home/index', delta: undefined }])
  const calls = mp.requests.filter((r) => r.path === '/api/account/weChatLogin')
  expect(calls.map((r) => r.body)).toEqual([{ code: 'wx-code-privacy' }, { loginTicket: expect.any(String), phoneCode: PHONE }])
  expect(mp.storage.get('token')).toEqual(expect.any(String))
  expect(popupShown(page)).toBe(false)
  expect(mp.privacy.answers).toEqual([])
})

test('WeChat asks (onNeedPrivacyAuthorization): the popup shows and the agree button answers the pending request', async () => {
  const page = await loginPage({ needAuthorization: false })
  await page.waitFor(() => mp.privacy.listener, { message: 'no onNeedPrivacyAuthorization listener' })

  mp.privacy.ask()
  await page.findByText(PRIVACY_TEXT.title)
  expect(mp.privacy.answers).toEqual([{ event: 'exposureAuthorization' }])
  const agree = page.getButton(PRIVACY_TEXT.agree)
  expect(page.attrs(agree).openType).toBe('agreePrivacyAuthorization')

  page.dispatch(agree, 'agreeprivacyauthorization', {})
  await page.waitFor(() => mp.privacy.answers.length === 2)
  expect(mp.privacy.answers[1]).toEqual({ event: 'agree', buttonId: AGREE_BUTTON_ID })
  await page.waitFor(() => !popupShown(page), { message: 'the popup stayed open' })
})

test('WeChat asks and the learner refuses: the pending request is answered disagree', async () => {
  const page = await loginPage({ needAuthorization: false })
  await page.waitFor(() => mp.privacy.listener)
  mp.privacy.ask()
  await page.tap(await page.findByText(PRIVACY_TEXT.disagree).then((el) => page.closest(el, 'button')))
  await page.waitFor(() => mp.privacy.answers.length === 2)
  expect(mp.privacy.answers).toEqual([{ event: 'exposureAuthorization' }, { event: 'disagree' }])
  expect(mp.toasts).toEqual([PRIVACY_TEXT.refused])
})
