// The agreement form in Chromium: a degree order signed with a Hong Kong permit (a malformed one refused first) and
// its study fields, then the order detail's 复制报名信息 putting them on the clipboard; and an answer without the sign
// link ("Opening a payment page without a path fails with 'path undefined'", docs/spec/content-access.md section 5) said
// while the form keeps what was typed and the submit button stays usable.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import type { Page, Route } from 'playwright-core'
import { createOrder, dragPicker, loginAs, settled, suite, tapButton } from './fixtures'
import { waitToast } from './network'

const s = suite('agreement')
const DEGREE = { goodsId: 30, childSpecificationPriceIds: '3001', commodityIdList: '7061,7062,7063', signSchoolId: 10, signSchoolName: '成都锦江校区' }
const COURSE = { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '7001,7002,7003,7004', signSchoolId: 2 }

/** One login for the suite (a second code for the same mobile waits out the resend countdown). */
let session: Promise<string> | undefined
const learner = async () => (session ??= loginAs(s, '13800138000'))

const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`)

async function fillCommon(page: Page) {
  await input(page, '请输入真实姓名').waitFor()
  await input(page, '请输入真实姓名').fill('张三')
  await input(page, '请输入手机号').fill('13800138000')
  await page.locator('.sign-form__education').click()
  await settled(page.locator('.nut-pickerview-list').first()) // the popup slides up
  await dragPicker(page, -110)
  await page.locator('.nut-picker-confirm-btn').first().click()
  await page.locator('.sign-form__value:not(.sign-form__value--empty)').waitFor()
}

test('a degree order: a Hong Kong permit and the study fields signed; the order detail copies the enrolment info to the clipboard', async () => {
  const { page, errors } = s
  const token = await learner()
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.url })
  const { tradeOrderId } = (await createOrder(s, token, { ...DEGREE, clientOrderKey: 'e2e-degree' })).data

  await page.goto(`${s.url}/ty/signAgreement?tradeOrderId=${tradeOrderId}`)
  await fillCommon(page)
  await page.getByText('报考信息').waitFor()
  await page.locator('.sign-form__id-kind').click()
  await settled(page.locator('.nut-actionsheet-item-name', { hasText: '港澳居民来往内地通行证' })) // the sheet slides up
  await s.shot('id-kinds')
  await page.locator('.nut-actionsheet-item-name', { hasText: '港澳居民来往内地通行证' }).click()
  await page.locator('.sign-form__kind-value', { hasText: '港澳居民来往内地通行证' }).waitFor()
  await input(page, '请输入证件号码').fill('H1234567')
  await tapButton(page, '提交并签署协议')
  await waitToast(page, '请输入正确的证件号码')
  await s.shot('id-kind-error')

  await input(page, '请输入证件号码').fill('H12345678')
  const study = { '请输入报考层次': '专升本', '请输入报考本科院校': '重庆工商大学', '请输入报考本科专业': '会计学', '请输入第二志愿院校': '西南大学', '请输入第二志愿专业': '财务管理' }
  for (const [placeholder, value] of Object.entries(study)) await input(page, placeholder).fill(value)
  await page.waitForFunction(() => ![...document.querySelectorAll('.taro__toast')].some((t) => getComputedStyle(t).display !== 'none'))
  await s.shot('form-filled')
  const sent = page.waitForRequest((r) => r.url().includes('/ty_update_contract_userinfo') && r.method() === 'POST')
  await tapButton(page, '提交并签署协议')
  const posted = (await sent).postData()
  assert.ok(posted, 'the contract userinfo POST carries a body')
  const body = JSON.parse(posted)
  assert.deepEqual(
    [body.idCardType, body.idCard, body.academicLevel, body.bkSchool, body.bkMajor, body.secondVolunteerUniversity, body.secondVolunteerMajor],
    [2, 'H12345678', '专升本', '重庆工商大学', '会计学', '西南大学', '财务管理'],
  )
  await page.waitForURL('**/sandbox/contract/sign**')

  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${tradeOrderId}`)
  const copy = page.locator('.pay-result__enrol').getByRole('button', { name: '复制报名信息' })
  await copy.waitFor()
  await copy.scrollIntoViewIfNeeded()
  await s.shot('detail-copy')
  await copy.click()
  await waitToast(page, '内容已复制到剪贴板')
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    '报考层次：专升本\n报考本科院校：重庆工商大学\n报考本科专业：会计学\n第二志愿院校：西南大学\n第二志愿专业：财务管理',
  )
  assert.deepEqual(errors, [])
})

test('an answer without the sign link: said in Chinese, the form kept as typed, the button usable; the next try goes to the sign page', async () => {
  const { page, errors } = s
  const token = await learner()
  const { tradeOrderId } = (await createOrder(s, token, { ...COURSE, clientOrderKey: 'e2e-no-link' })).data

  await page.goto(`${s.url}/ty/signAgreement?tradeOrderId=${tradeOrderId}`)
  await fillCommon(page)
  await input(page, '请输入身份证号').fill('110101900307123') // 15 digits, issued before 1999
  // The server's real answer, without its signUrl.
  const strip = async (route: Route) => {
    const response = await route.fetch()
    const json = await response.json()
    await route.fulfill({ response, json: { ...json, data: {} } })
  }
  await page.route('**/api/order/ty_update_contract_userinfo**', strip)
  await tapButton(page, '提交并签署协议')
  const modal = page.locator('.taro__modal .taro-modal__text', { hasText: '未获取到协议签署地址，请稍后重试' })
  await settled(modal) // the dialog fades in
  await s.shot('no-sign-link')
  await page.locator('.taro__modal .taro-model__confirm').click()
  await modal.waitFor({ state: 'hidden' })
  assert.match(page.url(), /\/ty\/signAgreement/)
  assert.equal(await input(page, '请输入真实姓名').inputValue(), '张三')
  assert.equal(await input(page, '请输入身份证号').inputValue(), '110101900307123')
  const submit = page.getByRole('button', { name: '提交并签署协议' })
  assert.equal(await submit.evaluate((el) => el.classList.contains('nut-button-disabled') || el.classList.contains('nut-button-loading')), false)

  await page.unroute('**/api/order/ty_update_contract_userinfo**', strip)
  await tapButton(page, '提交并签署协议')
  await page.waitForURL('**/sandbox/contract/sign**')
  assert.deepEqual(errors, [])
})
