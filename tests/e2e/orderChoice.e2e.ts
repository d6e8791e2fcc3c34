// Changing an unpaid order on confirm order: the course card's edit button (a selectable package), the campus
// selector and a coupon; then the pay popup asks for the lowered amount. isHideChange hides the edit button.
import assert from 'node:assert/strict'
import { test } from '@playwright/test'
import { api, createOrder, dbRows, loginAs, settled, suite, tapButton } from './fixtures'

const s = suite('order-choice')
// One login for the file (the sandbox SMS allows one code a minute per number).
let learner: Promise<string> | undefined
const token = () => (learner ??= loginAs(s, '13700137000'))
const detail = async (tok: string, tradeOrderId: string) => (await api(s, tok, 'GET', `/api/order/queryOrderDetail?tradeOrderId=${tradeOrderId}`)).data[0]

async function create(tok: string, body: Record<string, unknown>) {
  const created = await createOrder(s, tok, body)
  return created.data
}

test('edit the courses of a selectable package and change the campus, back on confirm order each time', async () => {
  const { page, errors } = s
  const tok = await token()
  const courses = (await dbRows(s, 'SELECT c.id, c.name FROM specification_courses sc JOIN courses c ON c.id = sc.course_id WHERE sc.sp_price_id = 1101 ORDER BY sc.sort'))
  const schools = (await dbRows(s, 'SELECT s.id, s.name FROM goods_schools g JOIN schools s ON s.id = g.school_id WHERE g.goods_id = 11 ORDER BY s.id'))
  const order = await create(tok, {
    goodsId: 11, childSpecificationPriceIds: '1101', commodityIdList: `${courses[0].id},${courses[1].id}`, signSchoolId: schools[0].id, clientOrderKey: 'e2e-choice-1',
  })

  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}&goodsId=11`)
  const confirm = page.locator('.confirm-order')
  await confirm.getByText(courses[0].name).waitFor()
  await confirm.getByText(schools[0].name).waitFor()
  await s.shot('before')

  await confirm.locator('.order-courses .section__extra', { hasText: '修改' }).click()
  await page.waitForURL((url) => url.pathname === '/ty/CourseSelect' && url.searchParams.get('orderId') === String(order.orderId))
  const pick = (id: number) => page.locator(`.choice-item[data-course-id="${id}"]`)
  await pick(courses[4].id).waitFor()
  await pick(courses[0].id).click() // deselect one of the two
  await pick(courses[3].id).click()
  await s.shot('courses')
  await tapButton(page, '确定')
  await page.waitForURL('**/ty/confirmOrder**')
  await confirm.getByText(courses[3].name).waitFor()
  assert.deepEqual((await detail(tok, order.tradeOrderId)).commodityIdList, [courses[1].id, courses[3].id])

  await confirm.locator('.order-courses__campus--choose').click()
  await page.waitForURL((url) => url.pathname === '/ty/SelectSchool' && url.searchParams.get('orderId') === String(order.orderId))
  await page.locator(`.choice-item[data-school-id="${schools[1].id}"]`).click()
  await page.waitForURL('**/ty/confirmOrder**')
  await confirm.locator('.order-courses__campus-name', { hasText: schools[1].name }).waitFor()
  await s.shot('after')
  assert.equal((await detail(tok, order.tradeOrderId)).signSchoolId, schools[1].id)

  // The hide flag: no edit button.
  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}&isHideChange=1`)
  await page.locator('.confirm-order .order-goods__name').waitFor()
  assert.equal(await page.locator('.confirm-order .order-courses .section__extra').count(), 0)
  assert.deepEqual(errors, [])
})

test('a coupon lowers what is owed; the pay popup asks for the lowered amount', async () => {
  const { page, errors } = s
  const tok = await token()
  for (const couponId of [1, 3]) assert.equal((await api(s, tok, 'POST', '/api/subject/web/receiveCouponFree', { couponId })).code, 200)
  const order = await create(tok, { goodsId: 1, childSpecificationPriceIds: '102', commodityIdList: '', signSchoolId: 2, clientOrderKey: 'e2e-choice-2' })

  await page.goto(`${s.url}/ty/confirmOrder?tradeOrderId=${order.tradeOrderId}&goodsId=1`)
  const confirm = page.locator('.confirm-order')
  await confirm.locator('.coupon-row__value', { hasText: '2张可用' }).waitFor()
  await confirm.locator('.coupon-row__line').click()
  await settled(page.locator('.coupon-card[data-coupon-id="3"]')) // the popup slides up
  await s.shot('coupons')
  await page.locator('.coupon-card[data-coupon-id="3"]').click()
  await confirm.locator('.coupon-row__value', { hasText: '-¥200.00' }).waitFor()
  await confirm.locator('.order-price__payable', { hasText: '¥1480.00' }).waitFor()
  await s.shot('coupon-applied')
  assert.deepEqual(
    (({ couponId, payPrice, waitPayMoney }) => [couponId, payPrice, waitPayMoney])(await detail(tok, order.tradeOrderId)),
    [3, 148000, 148000],
  )

  await confirm.locator('.confirm-order__agreement .nut-checkbox').click()
  await tapButton(page, '立即支付')
  await page.locator('.pay-popup input').waitFor()
  await settled(page.locator('.pay-popup')) // the popup slides up
  assert.equal(await page.locator('.pay-popup input').inputValue(), '1480.00')
  assert.deepEqual(errors, [])
})

test('the goods page instalment choice: a platform opens confirm order with isLoanPay=1 and its down payment', async () => {
  const { page, errors } = s
  await token() // logged in: buying goes straight on
  await page.goto(`${s.url}/allSubject?goodsId=8`)
  const goods = page.locator('.goods-page')
  await goods.locator('.instalment-section').getByText('招联好期贷').waitFor()
  await goods.locator('.instalment-section').getByText('不分期').waitFor()
  await goods.locator('.campus-row .nut-cell').click()
  await page.waitForURL('**/ty/SelectSchool**')
  await page.locator('.choice-item').first().click()
  await page.waitForURL('**/allSubject?goodsId=8')
  await goods.locator('.instalment-section .loan-platform', { hasText: '招联好期贷' }).click()
  await s.shot('goods-instalment')
  await tapButton(page, '立即购买')

  await page.waitForURL((url) => url.pathname === '/ty/confirmOrder' && url.searchParams.get('isLoanPay') === '1')
  const confirm = page.locator('.confirm-loan')
  await confirm.locator('.order-goods__name').waitFor()
  await confirm.locator('.pay-bar', { hasText: '¥596.00' }).waitFor() // 20% of ¥2980.00, 招联好期贷 preselected
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const [row] = await dbRows(s, 'SELECT installment_type, loan_platform_id, down_payment FROM orders WHERE id = ?', orderId)
  assert.deepEqual(row, { installment_type: 1, loan_platform_id: 2, down_payment: 59600 })
  await confirm.locator('.confirm-order__agreement .nut-checkbox').click()
  await s.shot('loan-pay')
  await tapButton(page, '支付首付')
  await page.getByText('支付宝支付').click()
  await page.waitForURL('**/sandbox/cashier**')
  await page.getByText('¥596.00').first().waitFor()
  assert.deepEqual(errors, [])
})
