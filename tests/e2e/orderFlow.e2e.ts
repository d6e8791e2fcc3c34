// The whole order in Chromium: pay in full at the sandbox cashier, finish pay, sign the enrolment agreement (the
// sandbox sign and review pages), the order detail complete, and the study button opening the app (or the
// download page after the fallback).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, createOrder, dragPicker, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('order-flow')

test('pay in full → finish pay → sign the agreement → approved → order detail complete → study', async () => {
  const { page, errors } = s
  const token = await loginAs(s, '13800138000')
  const created = await createOrder(s, token, { goodsId: 1, childSpecificationPriceIds: '101', schoolId: 1, signSchoolId: 1, signSchoolName: '北京朝阳校区', clientOrderKey: 'e2e-flow' })
  const { tradeOrderId, orderId } = created.data

  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${tradeOrderId}`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  await page.locator('.confirm-order__agreement .nut-checkbox').click()
  // Package 101 takes its whole price in one payment (isReceiveAll): "the button reads confirm pay".
  await tapButton(page, '确认支付')
  await page.locator('.pay-popup .pay-popup__fixed', { hasText: '¥980.00' }).waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  await page.locator('.pay-popup').getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByRole('button', { name: '确认支付' }).click()

  // Finish pay: the sign variant counts down to the agreement.
  await page.waitForURL('**/ty/finishPay**')
  await page.locator('.finish-pay[data-variant="sign"]').waitFor({ timeout: 15_000 })
  await page.getByText('支付完成').first().waitFor()
  await s.shot('finish-pay')
  const dict = page.waitForResponse((r) => r.url().includes('/api/qw/api/open/dict/EDUCATION_TYPE/1'))
  await page.waitForURL('**/ty/signAgreement**', { timeout: 15_000 })

  // Step 0: the form, checked in the spec's order.
  await page.locator('input[placeholder="请输入真实姓名"]').waitFor()
  await tapButton(page, '提交并签署协议')
  await page.getByText('请输入真实姓名').last().waitFor()
  await page.locator('input[placeholder="请输入真实姓名"]').fill('张三')
  await page.locator('input[placeholder="请输入身份证号"]').fill('110101199001011237')
  await page.locator('input[placeholder="请输入手机号"]').fill('13800138000')
  await tapButton(page, '提交并签署协议')
  await page.getByText('请选择学历').last().waitFor()
  // The education options are the enterprise dictionary's result, after '请选择'.
  const { result } = await (await dict).json()
  assert.equal(await page.locator('.sign-form__education').getAttribute('data-source'), 'dict')
  await page.locator('.sign-form__education').click()
  await settled(page.locator('.nut-pickerview-list').first()) // the popup slides up
  assert.deepEqual(await page.locator('.nut-pickerview-roller-item').allInnerTexts(), ['请选择', ...result.map((o: { label: string }) => o.label)])
  await dragPicker(page, -110)
  await page.locator('.nut-picker-confirm-btn').first().click()
  await page.locator('.sign-form__value:not(.sign-form__value--empty)').waitFor()
  await s.shot('form')
  await tapButton(page, '提交并签署协议')

  // The school site's sign page (sandbox), then back: under review.
  await page.waitForURL('**/sandbox/contract/sign**')
  await page.getByRole('button', { name: '签署协议' }).click()
  await page.waitForURL('**/ty/signAgreement**')
  await page.getByText('协议已签署，正在审核中').waitFor()
  await s.shot('under-review')

  // The school approves it (sandbox review page).
  const contract = await api(s, token, 'GET', `/api/order/ty_get_contract_userinfo?orderId=${orderId}&queryType=1`)
  const review = await api(s, token, 'GET', `/sandbox/contract/review-link?contractRecordId=${contract.data.contractRecordId}`)
  await page.goto(`${s.url}${review.data.url}`)
  await page.getByRole('button', { name: '审核通过' }).click()
  await page.getByText('协议已审核通过').waitFor()

  // The order detail: complete, agreement signed, the study button.
  await page.goto(`${s.url}/ty/payResult?tradeOrderId=${tradeOrderId}&userId=0&goodsId=1`)
  await page.getByRole('button', { name: '立即学习' }).waitFor()
  await s.shot('detail-complete')
  const detail = (await api(s, token, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]
  assert.deepEqual([detail.state, detail.signContractStatus, detail.studyStatus], [3, 24, 0])

  // Study opens the app link; with no app here, the download page follows after the Android fallback (1000 ms).
  // The download page is configuration (TARO_APP_DOWNLOAD_URL); this build has the reference server's.
  const download = page.waitForRequest('**/sandbox/app-download', { timeout: 5000 })
  await page.getByRole('button', { name: '立即学习' }).click()
  await download
  await page.getByText('下载会计学堂App').first().waitFor()
  assert.deepEqual(errors.filter((e) => !/kuaijixuetang/.test(e)), [])
})
