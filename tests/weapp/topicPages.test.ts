/**
 * The topic landings and the CPA pioneer-class funnel of the BUILT mini-program (packages/topic) against the reference
 * server in-process: the topics are the course categories (category 3 注册会计师 holds the CPA goods), a sign-up is a
 * business lead (pushBusiness), which goes to the private pool of the staff owning the distributor code when the app
 * was opened with both business-channel params (D1001: 13600136000 张敏).
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Navigation, type Page } from './harness'

const PKG = 'packages/topic'
const MOBILE = '13100131000'

let mp: Mp
guardEachTest(() => mp)

const texts = (page: Page, cls: string) => page.queryAllByClass(cls).map((el) => el.textContent!.replace(/\s+/g, ' ').trim())
const urlOf = (nav: Navigation) => {
  const url = new URL(nav.url!, 'http://x')
  return { api: nav.api, path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

test('specialTopic (/specialTopic): a topic per course category; a topic opens its goods, the hero the CPA class', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/specialTopic/index`)
  await waitFor(() => page.queryAllByClass('topic-card').length === 8, { timeout: 5000 })
  expect(texts(page, 'topic-card__name').slice(0, 3)).toEqual(['初级会计专题', '中级会计专题', '注册会计师专题'])

  await page.tap(page.getByText('注册会计师专题'))
  await waitFor(() => mp.navigations.length > 0)
  expect(urlOf(mp.navigations[0])).toEqual({ api: 'navigateTo', path: '/packages/topic/specialTopicDetail/index', query: { id: '3', name: '注册会计师' } })
  await page.tap(page.getByText('CPA先锋班 限时招募'))
  await waitFor(() => mp.navigations.length > 1)
  expect(mp.navigations[1].url).toBe('/packages/topic/cpaPioneer/index')
})

test('specialTopicDetail (/specialTopicDetail): the category\'s goods under the topic name; a goods opens its page', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/specialTopicDetail/index`, { query: { id: 3, name: encodeURIComponent('注册会计师') } })
  await page.findByText('注册会计师专题')
  const list = await mp.waitForRequest('/api/goods/app/goodsCenterGoods')
  expect(list.body).toMatchObject({ categoryId: 3 })
  await waitFor(() => page.queryAllByClass('goods-card').length === 5, { timeout: 5000 })
  expect(texts(page, 'goods-card__name')).toContain('CPA注册会计师·六科全程班')

  await page.tap(page.getByText('CPA注册会计师·六科全程班'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe('/packages/goods/detail/index?goodsId=13')
})

test('cpaPioneer (/cpaPioneer): the class, the CPA courses; the two buttons open the sign-up and the study pack', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/cpaPioneer/index`)
  await page.findByText('班主任督学')
  await waitFor(() => page.queryAllByClass('goods-card').length === 4, { timeout: 5000 })
  expect(mp.requests.find((r) => r.path === '/api/goods/app/goodsCenterGoods')!.body).toMatchObject({ categoryId: 3 })
  expect(texts(page, 'goods-card__name')).toContain('CPA注册会计师·六科全程班')

  await page.tap(page.getButton('立即报名先锋班'))
  await page.tap(page.getButton('免费领取备考资料'))
  await waitFor(() => mp.navigations.length === 2)
  expect(mp.navigations.map((n) => n.url)).toEqual(['/packages/topic/cpaPioneer2/index', '/packages/topic/cpaPioneer3/index'])
})

/**
 * Ticks (or unticks) a NutUI checkbox by its label and waits until the page shows it, as a learner would before the
 * next tap: a tap that comes before React's commit reaches the submit handler of the render before.
 */
async function tick(page: Page, label: string) {
  const shownTicked = () => page.getByText(label).closest('.nut-checkbox')!.classList.contains('nut-checkbox-active')
  const was = shownTicked()
  await page.tap(page.getByText(label))
  await waitFor(() => shownTicked() !== was, { message: () => `the checkbox ${label} did not change` })
}

describe('cpaPioneer2 (/cpaPioneer2)', () => {
  test('the form says what is missing, one thing at a time, and sends nothing', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/cpaPioneer2/index`)
    const submit = page.getButton('提交报名')
    await page.tap(submit)
    await waitFor(() => mp.toasts.length === 1)
    await page.input(page.getInput({ placeholder: '请输入手机号' }), '1310013')
    await page.tap(submit)
    await waitFor(() => mp.toasts.length === 2)
    await page.input(page.getInput({ placeholder: '请输入手机号' }), MOBILE)
    await page.tap(submit)
    await waitFor(() => mp.toasts.length === 3)
    await tick(page, '审计')
    await page.tap(submit)
    await waitFor(() => mp.toasts.length === 4)
    expect(mp.toasts).toEqual(['请输入手机号', '请输入正确的手机号', '请选择报考科目', '请阅读并同意隐私政策'])
    expect(mp.requests.some((r) => r.path!.endsWith('/pushBusiness'))).toBe(false)

    await page.tap(page.getByText('《隐私政策》'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0].url).toBe('/packages/account/protocol/index')
  })

  test('a complete sign-up is a business lead (h5 channel) and opens the success page with its lead', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/cpaPioneer2/index`)
    await page.input(page.getInput({ placeholder: '请输入姓名（选填）' }), '张三')
    await page.input(page.getInput({ placeholder: '请输入手机号' }), MOBILE)
    await tick(page, '会计')
    await tick(page, '税法')
    await tick(page, '我已阅读并同意')
    await page.tap(page.getButton('提交报名'))
    const lead = await mp.waitForRequest('/api/account/pushBusiness')
    expect(lead.query).toMatchObject({ mobile: MOBILE, memo: 'CPA先锋班报名：张三，科目 会计、税法', url: '/cpaPioneer2', registerChannelId: 'h5' })
    expect(lead.query.distributorCode).toBeUndefined()
    expect(lead.response.data).toMatchObject({ isNew: true, pool: 'public' })
    await waitFor(() => mp.navigations.length > 0)
    expect(urlOf(mp.navigations[0])).toEqual({
      api: 'redirectTo',
      path: '/packages/topic/cpaPioneerSuccess2/index',
      query: { leadId: String(lead.response.data.leadId), subjects: '会计,税法', advisor: '0' },
    })
  })
})

test('cpaPioneer3 (/cpaPioneer3): opened with both channel params, the claim goes to that staff member\'s private pool', async () => {
  mp = await launchApp({ launchOptions: { path: 'packages/topic/cpaPioneer3/index', query: { webpageTopic: 'cpa-spring', distributorCode: 'D1001' } } })
  const page = await mp.loadPage(`${PKG}/cpaPioneer3/index`, { query: { webpageTopic: 'cpa-spring', distributorCode: 'D1001' } })
  await page.findByText('免费领取CPA备考资料')
  expect(page.queryAllInputs({ placeholder: '请输入姓名（选填）' })).toEqual([])
  await page.input(page.getInput({ placeholder: '请输入手机号' }), MOBILE)
  await tick(page, '财务成本管理')
  await tick(page, '我已阅读并同意')
  await page.tap(page.getButton('免费领取'))
  const lead = await mp.waitForRequest('/api/account/pushBusiness')
  expect(lead.query).toMatchObject({ mobile: MOBILE, memo: 'CPA备考资料领取：科目 财务成本管理', registerChannelId: 'zsh5', webpageTopic: 'cpa-spring', distributorCode: 'D1001' })
  expect(lead.response.data).toMatchObject({ pool: 'private', registerChannelId: 'zsh5' })
  await waitFor(() => mp.navigations.length > 0)
  expect(urlOf(mp.navigations[0])).toMatchObject({ path: '/packages/topic/cpaPioneerSuccess3/index', query: { subjects: '财务成本管理', advisor: '1' } })
})

describe('the success pages', () => {
  test('cpaPioneerSuccess2 (/cpaPioneerSuccess2): the sign-up, its number and subjects; 先看免费直播 opens the live centre', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/cpaPioneerSuccess2/index`, { query: { leadId: 42, subjects: encodeURIComponent('会计,税法'), advisor: 0 } })
    await page.findByText('您已成功报名CPA先锋班')
    expect(page.getByText('报名编号：42')).toBeTruthy()
    expect(page.getByText('报考科目：会计、税法')).toBeTruthy()
    expect(page.getByText('课程顾问将在24小时内与您联系，请保持电话畅通。')).toBeTruthy()
    await page.tap(page.getButton('先看免费直播'))
    await page.tap(page.getButton('返回先锋班'))
    await waitFor(() => mp.navigations.length === 2)
    expect(mp.navigations).toEqual([
      { api: 'navigateTo', url: '/packages/live/liveCenter/index', delta: undefined },
      { api: 'redirectTo', url: '/packages/topic/cpaPioneer/index', delta: undefined },
    ])
  })

  test('cpaPioneerSuccess3 (/cpaPioneerSuccess3): the claimed pack with the staff advisor\'s promise; 返回首页 goes home', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/cpaPioneerSuccess3/index`, { query: { leadId: 43, subjects: encodeURIComponent('财务成本管理'), advisor: 1 } })
    await page.findByText('备考资料已为您预留，课程顾问会把资料发送给您')
    expect(page.getByText('报考科目：财务成本管理')).toBeTruthy()
    expect(page.getByText('您的专属课程顾问将在24小时内与您联系。')).toBeTruthy()
    await page.tap(page.getButton('返回首页'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toEqual({ api: 'switchTab', url: '/pages/home/index', delta: undefined })
  })
})
