// My orders in Chromium: 25 orders page in as 10 + 10 + 5 with '没有更多了', cancel a pending order after
// confirming, delete the cancelled one, and the unpaid badge ('99+' above 100) for a learner with 120.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { loginAs, scrollUntil, suite } from './fixtures'

const s = suite('my-orders')

test('25 orders page in as 10 + 10 + 5, then 没有更多了', async () => {
  const { page, errors } = s
  await loginAs(s, '15800158000')
  await page.goto(`${s.url}/ty/myOrder`)
  const cards = page.locator('.my-order .order-card')
  await cards.first().waitFor()
  assert.equal(await cards.count(), 10)
  await s.shot('first-page')
  await scrollUntil(page, async () => (await cards.count()) >= 20)
  assert.equal(await cards.count(), 20)
  await scrollUntil(page, async () => (await page.getByText('没有更多了').count()) > 0)
  assert.equal(await cards.count(), 25)
  await page.getByText('没有更多了').waitFor()
  await s.shot('end')
  assert.deepEqual(errors, [])
})

test('cancel a pending order after confirming, then delete it', async () => {
  const { page } = s
  await page.goto(`${s.url}/ty/myOrder?tagStatus=0`)
  const pending = page.locator('.my-order .order-card', { has: page.getByRole('button', { name: '取消订单' }) }).first()
  await pending.waitFor()
  const orderId = await pending.getAttribute('data-order-id')
  const card = page.locator(`.my-order .order-card[data-order-id="${orderId}"]`)
  await card.getByRole('button', { name: '取消订单' }).click()
  await page.getByText('确定取消该订单吗？').waitFor()
  await s.shot('cancel-confirm')
  await page.locator('.nut-dialog .nut-button', { hasText: '确定' }).filter({ visible: true }).first().click()
  await card.getByText('已取消').waitFor()
  await s.shot('cancelled')

  await card.getByRole('button', { name: '删除订单' }).click()
  await page.getByText('确定删除该订单吗？').waitFor()
  await page.locator('.nut-dialog .nut-button', { hasText: '确定' }).filter({ visible: true }).first().click()
  await card.waitFor({ state: 'detached' })
})

test('a learner with 120 unpaid orders sees 99+ on the pending-payment tab', async () => {
  const { page } = s
  await loginAs(s, '18600186000')
  await page.goto(`${s.url}/ty/myOrder`)
  await page.locator('.my-order__badge', { hasText: '99+' }).waitFor()
  await s.shot('badge')
})
