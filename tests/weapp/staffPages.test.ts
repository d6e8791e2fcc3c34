/**
 * The sales-staff pages of the BUILT mini-program (packages/staff) against the reference server in-process
 * (server/db/seeds/staff.ts): 13600136000 张敏 is a bound staff member (client 2, distributor code D1001) with 18
 * customers (the first two are the learners 13800138000 and 13900139000), 12 private-pool leads and 23 referral records;
 * 13800138000 is a learner of client 1. Each list loads more near the bottom, searches and filters.
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page } from './harness'

const STAFF = '13600136000'
const LEARNER = '13800138000'
const PKG = 'packages/staff'

let mp: Mp
guardEachTest(() => mp)

const texts = (page: Page, cls: string) => page.queryAllByClass(cls).map((el) => el.textContent!.replace(/\s+/g, ' ').trim())

/** The answered list calls (POST, body) to a path, in order. */
const calls = (pathEnd: string) => mp.requests.filter((r) => r.path!.endsWith(pathEnd) && r.status !== undefined)

/** Opens a NutUI Menu (its title) and picks an option by its text. */
async function pickMenu(page: Page, title: string, option: string) {
  await page.tap(page.queryAllByClass('nut-menu-title').find((el) => el.textContent!.trim() === title)!)
  const item = await waitFor(() => page.queryAllByClass('nut-menu-container-item').find((el) => el.textContent!.trim() === option), {
    message: `no menu option ${option}`,
  })
  await page.tap(item)
}

describe('customers (/customerList)', () => {
  test('a bound staff member gets the first 10 customers, the next 8 near the bottom; a search by mobile finds the one', async () => {
    mp = await launchApp({ signedInAs: STAFF })
    const page = await mp.loadPage(`${PKG}/customers/index`)
    await waitFor(() => page.queryAllByClass('customer-card').length === 10, { timeout: 5000 })
    expect(calls('/biz/customer/list')[0].body).toMatchObject({ pool: 1, currentPage: 1, pageSize: 10 })
    expect(texts(page, 'customer-card__mobile').slice(0, 2)).toEqual(['138****8000', '139****9000']) // masked by the server

    page.comp.instance.onReachBottom()
    await waitFor(() => page.queryAllByClass('customer-card').length === 18)
    expect(calls('/biz/customer/list')[1].body).toMatchObject({ pool: 1, currentPage: 2 })
    await page.findByText('没有更多了')

    await page.input(page.getInput({ placeholder: '搜索姓名或手机号' }), LEARNER)
    await page.tap(page.getByText('搜索'))
    await waitFor(() => calls('/biz/customer/list').some((r) => r.body.keyword === LEARNER))
    await waitFor(() => page.queryAllByClass('customer-card').length === 1)
    expect(texts(page, 'customer-card__name')).toEqual(['王芳'])
    expect(page.getByClass('customer-card').textContent).toContain('已注册')
  })

  test('a learner who is not sales staff reads 仅限销售人员使用 and gets no list', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/customers/index`)
    await page.findByText('仅限销售人员使用', { timeout: 5000 })
    expect(mp.requests.some((r) => r.path!.endsWith('/biz/customer/list'))).toBe(false)
  })
})

test('private (/private): the 12 private-pool leads; the follow-status filter 待跟进 keeps the 4 new ones', async () => {
  mp = await launchApp({ signedInAs: STAFF })
  const page = await mp.loadPage(`${PKG}/private/index`)
  await waitFor(() => page.queryAllByClass('customer-card').length === 10, { timeout: 5000 })
  expect(calls('/biz/customer/list')[0].body).toMatchObject({ pool: 2, currentPage: 1 })

  await pickMenu(page, '全部状态', '待跟进')
  const filtered = await waitFor(() => calls('/biz/customer/list').find((r) => r.body.followStatus === 0))
  expect(filtered.body).toMatchObject({ pool: 2, currentPage: 1, followStatus: 0 })
  await waitFor(() => page.queryAllByClass('customer-card').length === 4)
  expect(page.queryAllByClass('customer-card__meta').every((el) => el.textContent!.trim().startsWith('待跟进'))).toBe(true)

  // The education filter: the dictionary's result (EDUCATION_TYPE/1), '全部学历' first.
  const dict = await mp.waitForRequest('/api/qw/api/open/dict/EDUCATION_TYPE/1')
  await page.tap(page.queryAllByClass('nut-menu-title').find((el) => el.textContent!.trim() === '全部学历')!)
  const options = await waitFor(() => {
    const items = page.queryAllByClass('nut-menu-container-item').map((el) => el.textContent!.trim())
    return items.includes('硕士及以上') && items
  })
  for (const label of ['全部学历', ...dict.response.result.map((o: { label: string }) => o.label)]) expect(options).toContain(label)
})

test('pullnew (/pullnew): the statistics of D1001 and the first 10 records; the topic filter keeps that topic\'s records', async () => {
  mp = await launchApp({ signedInAs: STAFF })
  const page = await mp.loadPage(`${PKG}/referrals/index`)
  const stats = await mp.waitForRequest('/api/qw/api/h5/v1/record/statistics/D1001')
  expect(stats.response.data.total).toBe(23)
  await waitFor(() => texts(page, 'staff-stats__item--total')[0] === '23累计拉新', { timeout: 5000, message: () => texts(page, 'staff-stats__item--total').join() })
  await waitFor(() => page.queryAllByClass('referral').length === 10)

  await pickMenu(page, '全部专题', 'cpa-spring')
  const filtered = await waitFor(() => calls('/record/list').find((r) => r.body.webpageTopic === 'cpa-spring'))
  expect(filtered.body).toMatchObject({ currentPage: 1, pageSize: 10 })
  await waitFor(() => page.queryAllByClass('referral').length === 8)
  expect(texts(page, 'referral__meta').every((t) => t.startsWith('cpa-spring'))).toBe(true)
})
