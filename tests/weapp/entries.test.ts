/**
 * The built mini-program's entries to pages the spec names without a way in: home's row (practical courses, the
 * knowledge store, the topics), the privacy policy under the login form, a membership's store card (its member page).
 * Each tap is followed to the page it opens, which loads.
 */
import { launchApp, waitFor, guardEachTest, type Mp } from './harness'

let mp: Mp
guardEachTest(() => mp)

test.each([
  ['实操课程', '/packages/practice/course/index'],
  ['知识商城', '/packages/knowledge/home/index'],
  ['备考专题', '/packages/topic/specialTopic/index'],
])("home's entry %s opens %s", async (title, page) => {
  mp = await launchApp()
  const home = await mp.loadPage('pages/home/index')
  await home.tap(await home.findByText(title))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: page })
})

test('the topics page the entry opens lists the CPA class and the topics', async () => {
  mp = await launchApp()
  const topics = await mp.loadPage('packages/topic/specialTopic/index')
  await topics.findByText('CPA先锋班 限时招募')
})

test('《隐私政策》 under the code form opens the policy page', async () => {
  mp = await launchApp()
  const login = await mp.loadPage('pages/login/index')
  await login.tap(login.getByText('使用验证码登录'))
  await login.tap(await login.findByText('《隐私政策》'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/account/protocol/index' })
  const policy = await mp.loadPage('packages/account/protocol/index')
  await policy.findByText('会计学堂隐私政策')
})

test("the product centre's membership card opens its member page, which shows it", async () => {
  mp = await launchApp()
  const list = await mp.loadPage('packages/knowledge/list/index', { query: { typeId: 5 } })
  await list.tap(await list.findByText('会计VIP年卡会员'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/knowledge/memberDetail/index?id=533' })
  const member = await mp.loadPage('packages/knowledge/memberDetail/index', { query: { id: 533 } })
  await member.findByText('会员权益')
})
