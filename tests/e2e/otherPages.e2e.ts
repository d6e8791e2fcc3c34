// The smaller routes in Chromium: register and reset and their way back to login, the privacy policy, /authorize
// refusing a return it did not start, the school 404, the topic landings, and the CPA pioneer funnel
// whose sign-up is a business lead carrying the channel pair of the entry URL (private pool, zsh5).
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { dbRows, suite } from './fixtures'

const s = suite('otherPages')

test('register, reset password, privacy policy, authorize and the school 404', async () => {
  const { page, errors } = s
  await page.goto(`${s.url}/register?redirect=%2FliveCenter`)
  await page.getByText('注册会计学堂账号').waitFor()
  await page.locator('.register-page').getByRole('button', { name: '注册' }).waitFor()
  await s.shot('register')
  await page.locator('.register-page__login').click()
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/liveCenter')

  await page.goto(`${s.url}/resetPassWord?redirect=%2FliveCenter`)
  await page.locator('.reset-page__way', { hasText: '手机号找回' }).waitFor()
  await s.shot('reset-password')
  await page.locator('.reset-page__login').click()
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/liveCenter')

  await page.goto(`${s.url}/protocol`)
  await page.getByText('会计学堂隐私政策').waitFor()
  assert.ok((await page.locator('.policy__heading').count()) >= 5)
  await s.shot('protocol')

  // Opened without a sign-in this tab started: refused, with the way back to login (tests/e2e/accounts.e2e.ts signs in).
  await page.goto(`${s.url}/authorize?code=x&state=y`)
  await page.getByText('授权已失效，请重新登录').waitFor()
  await s.shot('authorize')

  await page.goto(`${s.url}/404-school`)
  await page.getByText('您访问的网校不存在或已关闭，去看看会计学堂的其他课程吧').waitFor()
  await s.shot('school-404')
  assert.deepEqual(errors, [])
})

test('topics list goods by category; the CPA funnel signs up a lead with the entry channel pair', async () => {
  const { page } = s
  await page.goto(`${s.url}/specialTopic`)
  await page.locator('.topic-card').first().waitFor()
  await s.shot('special-topic')
  await page.locator('.topic-card', { hasText: '注册会计师' }).click()
  await page.waitForURL((u) => u.pathname === '/specialTopicDetail')
  await page.locator('.topic-list .goods-card').first().waitFor()
  await s.shot('special-topic-detail')

  // Entering with both business-channel params keeps them (the pair only).
  await page.goto(`${s.url}/cpaPioneer?webpageTopic=cpa-spring&distributorCode=D1001`)
  await page.getByText('CPA精品课程').waitFor()
  await s.shot('cpa-pioneer')
  await page.locator('.pioneer-bar__signup').click()
  await page.waitForURL('**/cpaPioneer2')
  await page.locator('.pioneer-form input[placeholder="请输入姓名（选填）"]').fill('李雷')
  await page.locator('.pioneer-form input[placeholder="请输入手机号"]').fill('13912345678')
  await page.locator('.pioneer-form__submit').click()
  await page.getByText('请选择报考科目').waitFor()
  await page.locator('.pioneer-form__subject', { hasText: '会计' }).first().click()
  await page.locator('.pioneer-form__subject', { hasText: '税法' }).click()
  await page.locator('.pioneer-form__agreed').click()
  await s.shot('cpa-signup')
  await page.locator('.pioneer-form__submit').click()
  await page.waitForURL((u) => u.pathname === '/cpaPioneerSuccess2' && u.searchParams.get('advisor') === '1')
  await page.getByText('您的专属课程顾问将在24小时内与您联系。').waitFor()
  await s.shot('cpa-success')
  const leadId = Number(new URL(page.url()).searchParams.get('leadId'))
  const [lead] = await dbRows(s, 'SELECT * FROM qw_customers WHERE id = ?', leadId)
  assert.equal(lead.pool, 2)
  assert.equal(lead.register_channel_id, 'zsh5')
  assert.equal(lead.webpage_topic, 'cpa-spring')
  assert.equal(lead.distributor_code, 'D1001')
  assert.match(lead.memo, /CPA先锋班报名：李雷，科目 会计、税法/)
})
