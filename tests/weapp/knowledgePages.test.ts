/**
 * The knowledge-store and student-aid pages of the BUILT mini-program (packages/knowledge) beside the store home and
 * /wx (knowledge.test.ts), against the reference server in-process (server/db/seeds/knowledge.ts): each shows its
 * seeded goods and its main action does what it says (a claim, a booking, a tab, a search, a check-in, a page opened).
 */
import { launchApp, waitFor, guardEachTest, type Mp, type Page, type RequestEntry } from './harness'

const LEARNER = '13800138000'
const PKG = 'packages/knowledge'

let mp: Mp
guardEachTest(() => mp)

const cardOf = (page: Page, name: string) => page.queryAllByClass('k-card').find((el) => (el.textContent || '').includes(name))

/** The action button (马上学习, 立即试听, 预约试听, 去学习) of the card showing `name`. */
async function cardButton(page: Page, name: string, label: string) {
  return waitFor(() => {
    const card = cardOf(page, name)
    const hit = card && [...card.querySelectorAll('*')].find((el) => (el.textContent || '').trim() === label && el.closest('wx-button'))
    return hit && hit.closest('wx-button')
  }, { timeout: 5000, message: () => `no ${label} on a card "${name}"; page text: ${page.text().slice(0, 300)}` })
}

/** A NutUI tab title by its text. */
const tabTitle = (page: Page, text: string) => page.queryAllByClass('nut-tabs-titles-item').find((el) => (el.textContent || '').trim() === text)

const cardNames = (page: Page) => page.queryAllByClass('k-card__name').map((el) => el.textContent!.trim())

const answered = (pathEnd: string, where: (r: RequestEntry) => boolean = () => true) =>
  waitFor(() => mp.requests.find((r) => r.path!.endsWith(pathEnd) && r.status !== undefined && where(r)), {
    timeout: 5000,
    message: () => `no answered ${pathEnd} matching; requests: ${mp.requests.map((r) => `${r.path}?${new URLSearchParams(r.query)}`).join(', ')}`,
  })

const claims = () => mp.requests.filter((r) => r.path!.endsWith('/purchaseZerogoods'))

describe('list (/xxff, /product, /pkg, a floor\'s more)', () => {
  test('a home floor\'s more lists that floor\'s goods under its name; a card opens its detail', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/list/index`, { query: { ksHomePageId: 3 } })
    const floor = await mp.waitForRequest('/api/knowledge/ksHomePage')
    expect(floor.query).toMatchObject({ ksHomePageId: '3', curPage: '1', pageSize: '10' })
    await waitFor(() => cardNames(page).length === 5, { timeout: 5000, message: () => cardNames(page).join(', ') })
    // The floor's name comes with the same answer, but may reach the page a render after the cards.
    const title = () => page.getByClass('k-list__title').textContent!.trim()
    await waitFor(() => title() === '实操精品', { timeout: 5000, message: () => `title: ${title()}` })
    expect(cardNames(page)[0]).toBe('全盘会计真账实操')
    await page.tap(page.getByText('商贸企业账务案例'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations).toEqual([{ api: 'navigateTo', url: '/packages/knowledge/detail/index?id=511', delta: undefined }])
  })

  test('/pkg lists the graduation goods; a guest\'s 马上学习 opens the login page titled for a claim, coming back here to claim', async () => {
    mp = await launchApp()
    const page = await mp.loadPage(`${PKG}/list/index`, { query: { typeId: 3 } })
    const list = await mp.waitForRequest('/api/knowledge/typeListDetail')
    expect(list.query).toMatchObject({ typeId: '3', curPage: '1', pageSize: '10' })
    await page.findByText('应届生求职礼包', { timeout: 5000 })
    expect(cardNames(page)).toEqual(['应届生求职礼包', '毕业季个税实务礼包'])
    await page.findByText('毕业专区')

    await page.tap(await cardButton(page, '应届生求职礼包', '马上学习'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0].api).toBe('redirectTo')
    const url = new URL(mp.navigations[0].url!, 'http://x')
    expect(url.pathname).toBe('/pages/login/index')
    expect(url.searchParams.get('origin')).toBe('pkg')
    expect(url.searchParams.get('redirect')).toBe('/xxff?typeId=3&claim=535')
    expect(claims()).toEqual([])
  })

  test('back from that login with claim=535, the learner\'s claim of the free goods goes on once', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/list/index`, { query: { typeId: 3, claim: 535 } })
    const claim = await mp.waitForRequest('/api/knowledge/purchaseZerogoods')
    expect(claim.query).toMatchObject({ goodsId: '4', schoolId: '1' })
    expect(claim.headers.token).toBe(mp.storage.get('token'))
    await waitFor(() => mp.toasts.includes('领取成功'))
    await page.findByText('应届生求职礼包：课程已放入您的订单，现在就可以开始学习')
    expect(claims().length).toBe(1)
  })
})

test('zones (/kczq): the zones as tabs with the first zone\'s goods; another tab shows its zone and goods', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/zones/index`, { query: { typeId: 2 } })
  const zones = await mp.waitForRequest('/api/knowledge/knowZoneList')
  expect(zones.query.group).toBe('kczq')
  await page.findByText('真账实操 上岗必备', { timeout: 5000 })
  await page.findByText('全盘会计真账实操')
  expect(page.queryAllByClass('nut-tabs-titles-item').map((el) => el.textContent!.trim())).toEqual(['实操专区', '考证专区', '素养专区'])

  await page.tap(tabTitle(page, '考证专区')!)
  await answered('/api/knowledge/knowZonePageList', (r) => r.query!.knowZoneId === '5')
  await page.findByText('初级、中级考证一站备考')
  await waitFor(() => cardNames(page).includes('初级会计实务单科精讲'))
  expect(cardNames(page)).not.toContain('全盘会计真账实操')
})

describe('audition (/audition)', () => {
  test('the auditions open now and those to book; a category tab filters them; 立即试听 opens the player', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/audition/index`)
    await page.findByText('会计凭证怎么填', { timeout: 5000 })
    await page.findByText('电商企业全盘账务（直播试听）')
    expect(page.queryAllByClass('nut-tabs-titles-item').map((el) => el.textContent!.trim())).toEqual(['全部', '做账入门', '报税实务', '岗位体验'])

    await page.tap(tabTitle(page, '报税实务')!)
    await answered('/api/knowledge/knowCategoryPageList', (r) => r.query!.categoryId === '2' && r.query!.auditionType === '1')
    await waitFor(() => cardNames(page).includes('增值税申报演示') && !cardNames(page).includes('会计凭证怎么填'))

    await page.tap(await cardButton(page, '增值税申报演示', '立即试听'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0]).toMatchObject({ api: 'navigateTo', url: '/packages/knowledge/auditionPlay/index?id=523' })
  })

  test('预约试听 books an audition that opens later (saveSubscribeRecord) and says so', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/audition/index`)
    await page.tap(await cardButton(page, '高新企业研发费用（直播试听）', '预约试听'))
    const book = await mp.waitForRequest('/api/knowledge/saveSubscribeRecord', { method: 'POST' })
    expect(book.body).toMatchObject({ bizId: 528 })
    expect(book.response.code).toBe(200)
    await waitFor(() => mp.toasts.includes('预约成功，开课前提醒您'))
    const token = mp.storage.get('token')
    const state = await mp.api('GET', `/api/knowledge/ifSubscribe?bizId=528`, { headers: { token } })
    expect(state.data.data).toMatchObject({ subscribed: true })
  })
})

describe('auditionPlay (/audition-play)', () => {
  test('a guest is sent to login and back to the player', async () => {
    mp = await launchApp()
    await mp.loadPage(`${PKG}/auditionPlay/index`, { query: { id: 521 } })
    await waitFor(() => mp.navigations.length > 0, { timeout: 5000 })
    const url = new URL(mp.navigations[0].url!, 'http://x')
    expect(url.pathname).toBe('/pages/login/index')
    expect(url.searchParams.get('redirect')).toBe('/audition-play?id=521')
  })

  test('a learner gets the clip\'s playback token and the video; 马上学习 claims the free goods', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/auditionPlay/index`, { query: { id: 521 } })
    const token = await mp.waitForRequest('/api/polyv/service/v1/token', { method: 'POST' })
    expect(Object.fromEntries(new URLSearchParams(token.body))).toMatchObject({ videoId: 'pv-611-1', viewerId: String(mp.storage.get('userData').uid) })
    const video = await waitFor(() => page.dom.querySelector('wx-video'), { timeout: 5000 })
    expect(page.attrs(video).src).toBe(`http://127.0.0.1:3100${token.response.data.playUrl}`)
    await page.findByText('会计凭证怎么填')

    await page.tap(page.getButton('马上学习'))
    const claim = await mp.waitForRequest('/api/knowledge/purchaseZerogoods')
    expect(claim.query.goodsId).toBe('35')
    await waitFor(() => mp.toasts.includes('领取成功'))
  })
})

describe('received (/pkg-received)', () => {
  test('nothing received: the empty state leads to the store', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const page = await mp.loadPage(`${PKG}/received/index`)
    await page.findByText('还没有领取课程', { timeout: 5000 })
    await page.tap(page.getButton('知识商城'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0].url).toBe('/packages/knowledge/home/index')
  })

  test('after a claim it lists the goods received; 去学习 on one with a clip plays it', async () => {
    mp = await launchApp({ signedInAs: LEARNER })
    const token = mp.storage.get('token')
    const claim = await mp.api('GET', '/api/knowledge/purchaseZerogoods?goodsId=4&platformType=2&schoolId=1', { headers: { token } })
    expect(claim.data.code).toBe(200)
    const page = await mp.loadPage(`${PKG}/received/index`)
    const list = await mp.waitForRequest('/api/knowledge/knowCategoryPageList')
    expect(list.query.auditionType).toBe('2')
    await waitFor(() => cardNames(page).length === 4, { timeout: 5000 })
    expect(cardNames(page)).toEqual(expect.arrayContaining(['零基础会计入门训练营', '一张报表看懂企业', '零基础学会计的正确顺序', '应届生求职礼包']))
    await page.tap(await cardButton(page, '一张报表看懂企业', '去学习'))
    await waitFor(() => mp.navigations.length > 0)
    expect(mp.navigations[0].url).toBe('/packages/knowledge/auditionPlay/index?id=522')
  })
})

/** The page's own bar button (the zone block below the goods has 马上学习 buttons of its own). */
const barButton = (page: Page) => page.getByClass('k-bar').querySelector('wx-button')

test('detail (/course-detail): the goods and its views; 马上学习 claims it, 查看订单 opens the claim\'s order', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const { uid } = mp.storage.get('userData')
  const page = await mp.loadPage(`${PKG}/detail/index`, { query: { id: 501 } })
  await page.findByText('零基础会计入门训练营', { timeout: 5000 })
  const views = await mp.waitForRequest('/api/knowledge/statistics/pageViewsClick')
  expect(views.query).toMatchObject({ bizId: '501', bizType: '1' })
  await page.findByText(`${views.response.data.views} 次浏览`)

  await page.tap(barButton(page)!)
  const claim = await mp.waitForRequest('/api/knowledge/purchaseZerogoods')
  expect(claim.query.goodsId).toBe('4')
  // No shared link named a teacher: the default campus, getTeacherIdSchool not asked.
  expect(claim.query.schoolId).toBe('1')
  expect(mp.requests.some((r) => r.path!.endsWith('/getTeacherIdSchool'))).toBe(false)
  await page.findByText('查看订单')
  await page.tap(page.getByText('查看订单'))
  await waitFor(() => mp.navigations.length > 0)
  const { tradeOrderId } = claim.response.data
  expect(mp.navigations[0].url).toBe(`/packages/order/orderDetail/index?tradeOrderId=${encodeURIComponent(tradeOrderId)}&userId=${uid}&goodsId=4`)
})

test('detail: a learner who came through teacher T9\'s shared card, located in 上海, claims on that teacher\'s 上海 campus (getTeacherIdSchool)', async () => {
  mp = await launchApp({ signedInAs: LEARNER, launchOptions: { query: { teacherId: 'T9' } }, server: { sandboxClientIp: '203.0.113.9' } })
  const page = await mp.loadPage(`${PKG}/detail/index`, { query: { id: 501 } })
  await page.findByText('零基础会计入门训练营', { timeout: 5000 })
  await page.tap(barButton(page)!)
  const school = await mp.waitForRequest('/api/knowledge/getTeacherIdSchool')
  expect(school.query).toMatchObject({ teacherId: 'T9', city: '上海市' })
  expect(school.response.data).toMatchObject({ schoolId: 3, schoolName: '上海徐汇校区' })
  const claim = await mp.waitForRequest('/api/knowledge/purchaseZerogoods')
  expect(claim.query).toMatchObject({ goodsId: '4', schoolId: '3' })
  await page.findByText('查看订单')
})

test('detail: the zone of the goods (knowZone) with 3 more of its goods; 更多 opens the zone page on that zone', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/detail/index`, { query: { id: 503 } })
  const zone = await mp.waitForRequest('/api/knowledge/knowZone')
  expect(zone.query.knowZoneId).toBe('4')
  await page.findByText('所属专区 · 实操专区', { timeout: 5000 })
  await page.findByText('共4门课程')
  const block = page.getByClass('k-zone')
  // The zone's goods but the one shown (503), in the zone's order.
  const names = [...block.querySelectorAll('.k-card__name')].map((el) => el.textContent!.trim())
  expect(names).toEqual(['零基础会计入门训练营', '个税与社保申报公开课', '出纳岗位实操课'])
  await page.tap(block.querySelector('.section__extra')!)
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe('/packages/knowledge/zones/index?typeId=2&knowZoneId=4')
})

test('detail: an audition the learner booked reads 已预约 (ifSubscribe); booking one that is not turns it so', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const token = mp.storage.get('token')
  await mp.api('POST', '/api/knowledge/saveSubscribeRecord', { headers: { token }, body: { bizId: 527 } })
  const booked = await mp.loadPage(`${PKG}/detail/index`, { query: { id: 527 } })
  await waitFor(() => barButton(booked) && barButton(booked)!.textContent!.trim() === '已预约', { timeout: 5000, message: () => barButton(booked)?.textContent })
  const asked = await mp.waitForRequest('/api/knowledge/ifSubscribe')
  expect(asked.query.bizId).toBe('527')
  expect(asked.headers.token).toBe(token)
  expect(barButton(booked)!.classList.contains('nut-button-disabled')).toBe(true)

  const page = await mp.loadPage(`${PKG}/auditionPlay/index`, { query: { id: 528 } })
  await waitFor(() => barButton(page) && barButton(page)!.textContent!.trim() === '预约试听', { timeout: 5000, message: () => barButton(page)?.textContent })
  await page.tap(barButton(page)!)
  await mp.waitForRequest('/api/knowledge/saveSubscribeRecord', { method: 'POST' })
  await waitFor(() => barButton(page)!.textContent!.trim() === '已预约', { timeout: 5000, message: () => barButton(page)!.textContent })
})

test('jobShare (/job-share): the shared goods with its ribbon, the visit counted as a click; 马上学习 opens the goods page', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/jobShare/index`, { query: { id: 514 } })
  await page.findByText('会计岗位入职指南', { timeout: 5000 })
  await page.findByText('好友分享给你')
  const click = await mp.waitForRequest('/api/knowledge/statistics/clickVolume')
  expect(click.query).toMatchObject({ bizId: '514', bizType: '1' })

  await page.tap(page.getButton('马上学习'))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toMatch(/^\/packages\/goods\/detail\/index\?(.*&)?goodsId=20(&|$)/)
})

test('jobShare without a goods: 就业常识问答 opens the zones page on the job Q&A tab (its typeId goes along)', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/jobShare/index`, { query: {} })
  await page.tap(await page.findByText('就业常识问答', { timeout: 5000 }))
  await waitFor(() => mp.navigations.length > 0)
  expect(mp.navigations[0].url).toBe(`/${PKG}/zones/index?typeId=4`)
  // The mini-program serves every zone route with one page: the typeId is how it knows the job group.
  const zones = await mp.loadPage(`${PKG}/zones/index`, { query: { typeId: 4 } })
  expect((await mp.waitForRequest('/api/knowledge/knowZoneList')).query.group).toBe('job')
  expect(zones).toBeTruthy()
})

test('memberDetail (/member-detail): the membership, its benefits and shares; 立即购买 opens its VIP goods page, more the shares', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/memberDetail/index`, { query: { id: 533 } })
  await page.findByText('会计VIP年卡会员', { timeout: 5000 })
  await page.findByText('会员权益')
  await page.findByText('✓ 全站初级课程+实操课畅学')
  await waitFor(() => page.queryAllByClass('k-member__share').length === 3)

  await page.tap(page.getButton('立即购买'))
  await waitFor(() => mp.navigations.length > 0)
  // Goods 32 is a VIP class: the goods jump opens it with goodsId = its memberGoodsId (80001).
  expect(mp.navigations[0].url).toBe('/packages/goods/detail/index?goodsId=80001')
  await page.tap(page.getByText('更多'))
  await waitFor(() => mp.navigations.length > 1)
  expect(mp.navigations[1].url).toBe('/packages/knowledge/memberShares/index')
  await mp.close()

  // The goods page that link opens shows the membership (not 商品不存在).
  mp = await launchApp()
  const goods = await mp.loadPage('packages/goods/detail/index', { query: { goodsId: 80001 } })
  const detail = await mp.waitForRequest('/api/goods/front/findInfoByIdForApp')
  expect(detail.response.data).toMatchObject({ goodsId: 32, memberGoodsId: 80001 })
  await goods.findByText('会计VIP年卡会员', { timeout: 5000 })
})

test('memberShares (/member-share-list): the first 10 shares; near the bottom the next page follows', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/memberShares/index`)
  await waitFor(() => page.queryAllByClass('k-shares__item').length === 10, { timeout: 5000 })
  expect(page.queryAllByClass('k-shares__who')[0].textContent!.trim()).toMatch(/同学$/)
  page.comp.instance.onReachBottom()
  await answered('/api/knowledge/ksStudentShareList', (r) => r.query!.curPage === '2')
  await waitFor(() => page.queryAllByClass('k-shares__item').length === 20)
  // Newest first, no share twice: the second page follows the first.
  const times = page.queryAllByClass('k-shares__when').map((el) => el.textContent!.trim())
  expect(new Set(times).size).toBe(20)
  expect([...times].sort().reverse()).toEqual(times)
})

test('wxCategory (/wx/category): the category with its sub-categories as tabs; a sub-category shows its goods', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/studentAidCategory/index`, { query: { id: 1 } })
  await page.findByText('会计入门', { timeout: 5000 })
  await waitFor(() => page.queryAllByClass('nut-tabs-titles-item').length === 3)
  expect(page.queryAllByClass('nut-tabs-titles-item').map((el) => el.textContent!.trim())).toEqual(['全部', '基础概念', '凭证账簿'])
  await answered('/api/practice/obtainCoursesById', (r) => r.query!.id === '1')
  await waitFor(() => cardNames(page).length === 5, { timeout: 5000, message: () => cardNames(page).join(', ') })
  const all = cardNames(page)
  expect(all).toEqual(expect.arrayContaining(['零基础会计入门训练营', '会计凭证怎么填', '出纳岗位实操课']))

  await page.tap(tabTitle(page, '凭证账簿')!)
  await answered('/api/practice/obtainCoursesById', (r) => r.query!.id === '12')
  await waitFor(() => cardNames(page).length === 2, { message: () => cardNames(page).join(', ') })
  expect(cardNames(page).sort()).toEqual(['一张报表看懂企业', '出纳岗位实操课'].sort())
})

test('wxSearch (/wx/search): typed words and 搜索 search the videos by name and list them', async () => {
  mp = await launchApp()
  const page = await mp.loadPage(`${PKG}/studentAidSearch/index`)
  await page.input(page.getInput({ placeholder: '搜索视频名称' }), '出纳')
  await page.tap(page.getByText('搜索'))
  const search = await mp.waitForRequest('/api/practice/courseCategorysLikeVideoName')
  expect(search.query).toMatchObject({ videoName: '出纳', curPage: '1', pageSize: '10' })
  await waitFor(() => cardNames(page).length > 0, { timeout: 5000 })
  expect(cardNames(page).every((n) => n.includes('出纳'))).toBe(true)
  expect(cardNames(page)).toEqual(expect.arrayContaining(['出纳岗位实操课', '出纳日常工作']))
})

test('wxCheckin (/wx/checkin): the form asks for a school first; a school and a name check the learner in', async () => {
  mp = await launchApp({ signedInAs: LEARNER })
  const page = await mp.loadPage(`${PKG}/studentAidCheckin/index`)
  await page.findByText('中央财经大学', { timeout: 5000 })
  await page.tap(page.getButton('提交认证'))
  await waitFor(() => mp.toasts.includes('请选择学校'))
  expect(mp.requests.some((r) => r.path!.endsWith('/checkUniversity'))).toBe(false)

  await page.tap(page.getByText('上海财经大学'))
  await page.input(page.getInput({ placeholder: '请输入姓名' }), '李明')
  await page.input(page.getInput({ placeholder: '入学年份（选填）' }), '2023')
  await page.tap(page.getButton('提交认证'))
  const checkin = await mp.waitForRequest('/api/practice/checkUniversity', { method: 'POST' })
  expect(checkin.body).toEqual({ universityId: 2, studentName: '李明', enrollYear: 2023 })
  await waitFor(() => mp.toasts.includes('认证成功'))
  await page.findByText('已认证')
  await page.findByText('上海财经大学')
  const token = mp.storage.get('token')
  const me = await mp.api('GET', '/api/practice/cjwxStudentInfo/getUserInfo', { headers: { token } })
  expect(me.data.data).toMatchObject({ checkedIn: true, universityName: '上海财经大学', studentName: '李明' })
})
