// "expiry check at 23:59:59" (docs/spec/ordering-payment.md section 9): coupons are valid through 23:59:59 Beijing time of their
// last day (docs/orders-and-payments.md, readings of the spec).
import { endOfDayAfter } from '../lib/time'
import { makeApp } from './helpers'

it.each<[string, number, number, string]>([
  ['10:00 Beijing, same day', Date.UTC(2025, 4, 25, 2, 0), 0, '2025-05-25T15:59:59.999Z'],
  ['00:30 Beijing (still the 24th in UTC), same day', Date.UTC(2025, 4, 24, 16, 30), 0, '2025-05-25T15:59:59.999Z'],
  ['23:59 Beijing, 30 days on', Date.UTC(2025, 4, 25, 15, 59), 30, '2025-06-24T15:59:59.999Z'],
])('endOfDayAfter: %s', (_n, now, days, iso) => {
  expect(new Date(endOfDayAfter(now, days)).toISOString()).toBe(iso)
})

it('a coupon is offered until 23:59:59 of its last day and not a second later', async () => {
  const t = await makeApp()
  try {
    const until = (t.app.db.prepare('SELECT valid_until FROM coupons WHERE id = 1').get() as { valid_until: number }).valid_until
    const offered = async () => (await t.get('/api/subject/web/couponForGood?goodsId=1')).body.data.some((c: { couponId: number }) => c.couponId === 1)
    t.clock.set(until - 999) // 23:59:59.000 Beijing
    expect(new Date(until + 8 * 3600_000).toISOString().slice(11, 23)).toBe('23:59:59.999')
    expect(await offered()).toBe(true)
    t.clock.set(until + 1) // 00:00:00.000 the next day
    expect(await offered()).toBe(false)
  } finally {
    await t.app.close()
  }
})
