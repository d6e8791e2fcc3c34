/**
 * /subChannel/practicalCourse (docs/spec/content-access.md section 2 "Practical course page"; sections 4, 5, 6): the
 * navigation ("choosing a top item selects its first child", the sub-navigation sheet, the industry switcher 全部行业),
 * the login-gated actions ("Auditioning or playing a practice video when anonymous sends the user to login"; "goods
 * purchase needs a token, otherwise a login popup appears; after login the goods jump continues"), the counters and
 * the blocks of both tabs.
 */
// The page frame, and the page's hide / show / scroll handlers kept so a test can leave the page and come back (the
// hide and show handlers of every component that has one: the page's and its ranking ticker's).
const mockHandlers = { hide: new Set<() => void>(), show: new Set<() => void>() }
const mockFrame: { hide?: () => void; show?: () => void; scroll?: (e: { scrollTop: number }) => void } = {
  hide: () => mockHandlers.hide.forEach((fn) => fn()),
  show: () => mockHandlers.show.forEach((fn) => fn()),
}
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame() as Record<string | symbol, unknown>
  const own: Record<string | symbol, unknown> = {
    useDidHide: (fn: () => void) => void mockHandlers.hide.add(fn),
    useDidShow: (fn: () => void) => void mockHandlers.show.add(fn),
    usePageScroll: (fn: (e: { scrollTop: number }) => void) => { mockFrame.scroll = fn },
  }
  return new Proxy(taro, { get: (t, k) => own[k] ?? t[k] })
})
jest.mock('@/platform/scroll', () => ({ restorePageScroll: jest.fn() }))
// A page made here anew comes back from the history (Back after a reload on the next page), as in the browser.
jest.mock('@/platform/historyEntry', () => ({ pageOpenedFromHistory: () => true }))
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/device', () => ({ ...jest.requireActual('@/platform/device'), copyText: jest.fn(() => Promise.resolve(true)) }))

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { observable } from 'mobx'
import type { PracticeNode, PracticeVideo } from '@contract/practice'
import { PRACTICE_APP_TEXT } from '@/core/practice'
import { copyText } from '@/platform/device'
import { navigateTo, toLogin } from '@/platform/navigation'
import { restorePageScroll } from '@/platform/scroll'
import { ApiError } from '@/services/request'
import { clearBrowserStorage, field, pageBody, query, queryAll, typeInto } from '../../../../tests/jest/dom'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import PracticeCoursePage from './index'

const api = {
  banners: jest.fn(), bannerPv: jest.fn(), tree: jest.fn(), names: jest.fn(), floors: jest.fn(), ranking: jest.fn(), videos: jest.fn(),
  teachers: jest.fn(), information: jest.fn(), learners: jest.fn(), visit: jest.fn(), click: jest.fn(), playToken: jest.fn(),
}
const session = observable({
  token: '', uid: 0, isLoggedIn: false, userClient: undefined,
  sendCode: jest.fn(() => Promise.resolve(null)),
  loginWithCode: jest.fn(async () => {
    Object.assign(session, { token: 'tok', uid: 7, isLoggedIn: true })
    return {} as never
  }),
}, { sendCode: false, loginWithCode: false })
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const nav = navigateTo as jest.Mock
const flush = async () => {
  for (let i = 0; i < 3; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}

const desc = (hours: number) => JSON.stringify([{ title: '课程时长', value: `${hours}课时` }, { title: '有效期', value: '12个月' }])
function node(id: number, name: string, children: PracticeNode[] = [], over: Partial<PracticeNode> = {}): PracticeNode {
  const level = id < 10 ? 1 : id < 100 ? 2 : 3
  return {
    id, parentId: null, level, sortName: name, appPic: `/media/cover/p-${id}.png`, details: level === 3 ? `<p>${name}介绍</p>` : '',
    description: level === 3 ? desc(id % 50) : '[]', audition: level === 3 ? `pv-${id}-1` : null, spread: 0, children,
    goodsId: level === 3 ? 20 : null, goodsType: level === 3 ? 2 : null, goodsOriginType: level === 3 ? 1 : null, itemType: level === 3 ? 2 : null, ...over,
  }
}
const COURSE_TREE = [
  node(1, '商贸行业', [node(11, '批发零售', [node(111, '商贸企业全盘账务'), node(112, '进销存与成本核算')]), node(12, '进出口贸易', [node(121, '外贸企业出口退税')])], { spread: 1 }),
  node(2, '工业制造', [node(21, '机械制造', [node(211, '制造业成本核算')]), node(22, '食品加工', [node(221, '食品企业存货管理')])]),
  node(3, '服务行业', [node(31, '餐饮酒店', [node(311, '餐饮企业全盘账务')])]),
]
const AUDITION_TREE = [
  node(6, '免费试听', [node(61, '做账入门', [node(611, '会计凭证怎么填'), node(612, '一张报表看懂企业')]), node(62, '报税入门', [node(621, '增值税申报演示')])]),
  node(7, '岗位体验', [node(71, '出纳岗位', [node(711, '出纳日常工作')])]),
]
const names = (tree: PracticeNode[]): unknown => tree.map((n) => ({ id: n.id, sortName: n.sortName, children: names(n.children) }))
const video = (nodeId: number): PracticeVideo => ({
  id: nodeId, nodeId, title: `视频${nodeId}`, cover: `/media/cover/v-${nodeId}.png`, teacherName: '刘红梅',
  chapters: [1, 2, 3].map((n) => ({ id: nodeId * 10 + n, videoId: `pv-${nodeId}-${n}`, title: `第${n}节`, durationSeconds: 600 + n, isAudition: n === 1 ? 1 : 0 })),
})
const subVideos = (subId: number) => (COURSE_TREE.flatMap((t) => t.children).find((s) => s.id === subId)?.children ?? []).map((c) => video(c.id))

async function open(params: Record<string, string> = {}) {
  Current.router = { params, path: '/subChannel/practicalCourse', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const view = renderPage(<PracticeCoursePage />, { services: { practiceApi: api }, stores: { session, staff } })
  await flush()
  return view
}

const q = (c: HTMLElement, s: string) => c.querySelector(s) as HTMLElement
const navIds = (c: HTMLElement) => ({ top: q(c, '.practice-nav').dataset.topId, sub: q(c, '.practice-nav').dataset.subId })
const tap = async (el: Element) => {
  fireEvent.click(el)
  await flush()
}

beforeAll(() => {
  quietTaroMedia()
  // jsdom has no media playback: the <video> Taro renders calls load().
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
})

beforeEach(() => {
  mockHandlers.hide.clear()
  mockHandlers.show.clear()
  jest.clearAllMocks()
  clearBrowserStorage()
  Object.assign(session, { token: '', uid: 0, isLoggedIn: false })
  api.banners.mockResolvedValue([
    { id: 2601, pic: '/media/b1.png', type: 1, url: '', goodsInfoId: 20, goodsType: 2, goodsOriginType: 1, websiteId: 7, showPlaceId: 26, configId: 1 },
    { id: 2602, pic: '/media/b2.png', type: 2, url: '/subChannel/practicalCourse?tab=audition', goodsInfoId: null, websiteId: 7, showPlaceId: 26, configId: 2 },
  ])
  api.bannerPv.mockResolvedValue({ show: 1, click: 0 })
  api.tree.mockImplementation((sort: string) => Promise.resolve(sort === 'course' ? COURSE_TREE : AUDITION_TREE))
  api.names.mockImplementation((sort: string) => Promise.resolve(names(sort === 'course' ? COURSE_TREE : AUDITION_TREE)))
  api.floors.mockResolvedValue([{ id: 1, name: '真账实操', remark: '真实企业账套 手把手带练', goodsList: [goodsItem(20, { goodsType: 2 }), goodsItem(22)] }])
  api.ranking.mockResolvedValue([{ phone: '13800138000', course: '电商企业全盘账务', learnNum: 887 }])
  api.videos.mockImplementation((subId: number) => Promise.resolve(subVideos(subId)))
  api.teachers.mockResolvedValue([{ id: 1, pic: '/media/t1.png', teacherName: '刘红梅', introductionList: ['中级会计师'] }])
  api.information.mockResolvedValue({
    tips: ['真账实操课程已更新2025年新版账套', '每周三晚8点 老师直播答疑'],
    guarantees: [{ id: 1, icon: '/media/g1.png', title: '真实账套', description: '来自合作企业的真实业务单据' }],
    articles: [{ informationId: 70101, title: '新手会计做账流程', pic: '', readNum: 4379, informationType: 5, informationTypeId: 701, websiteId: 7, pushTime: '2026-11-20 12:42:31' }],
  })
  api.learners.mockResolvedValue([{ phone: '175****1248', course: '商贸企业全盘账务', learnNum: 60 }])
  api.visit.mockResolvedValue({})
  api.click.mockResolvedValue({})
  api.playToken.mockImplementation((videoId: string) =>
    Promise.resolve({ videoId, token: 'pt', playUrl: `/api/practice/polyv/play/${videoId}?playToken=pt`, ts: 1, sign: 's', expireTime: 2 }))
})

describe('"Practice nav: choosing a top item selects its first child" (loaded with sort = course)', () => {
  it('opens on the Course tab: the first top item, its first child and that child\'s first course', async () => {
    const { container } = await open()
    expect(api.tree).toHaveBeenCalledWith('course')
    expect(api.tree).not.toHaveBeenCalledWith('audition')
    expect(navIds(container)).toEqual({ top: '1', sub: '11' })
    expect(q(container, '.practice-course').dataset.courseId).toBe('111')
    expect(api.videos).toHaveBeenCalledWith(11, 'course')
    expect(api.teachers).toHaveBeenCalledWith(1)
    expect([...container.querySelectorAll('.practice-nav__sub-item')].map((e) => e.textContent)).toEqual(['批发零售', '进出口贸易'])
  })

  it('a top item selects its first child (and its first course); a sub-item its first course', async () => {
    const { container } = await open()
    await tap(q(container, '.practice-nav__top-item[data-node-id="2"]'))
    expect(navIds(container)).toEqual({ top: '2', sub: '21' })
    expect(q(container, '.practice-course').dataset.courseId).toBe('211')
    expect(q(container, '.practice-nav__sub-item--active').textContent).toBe('机械制造')
    expect(api.videos).toHaveBeenLastCalledWith(21, 'course')
    expect(api.teachers).toHaveBeenLastCalledWith(2)

    await tap(q(container, '.practice-nav__sub-item[data-node-id="22"]'))
    expect(navIds(container)).toEqual({ top: '2', sub: '22' })
    expect(q(container, '.practice-course').dataset.courseId).toBe('221')

    await tap(q(container, '.practice-nav__top-item[data-node-id="1"]'))
    expect(navIds(container)).toEqual({ top: '1', sub: '11' })
  })

  it('the Audition tab loads the audition tree; its top items select their first child too', async () => {
    const { container } = await open()
    await tap(within(q(container, '.practice-page__tabs')).getByText('免费试听'))
    expect(api.tree).toHaveBeenCalledWith('audition')
    expect(navIds(container)).toEqual({ top: '6', sub: '61' })
    await tap(q(container, '.practice-nav__top-item[data-node-id="7"]'))
    expect(navIds(container)).toEqual({ top: '7', sub: '71' })
    expect(q(container, '.practice-audition').dataset.courseId).toBe('711')
  })

  it('the query opens a tab on a node (tab=audition&nodeId=612: its parents selected)', async () => {
    const { container } = await open({ tab: 'audition', nodeId: '612' })
    expect(navIds(container)).toEqual({ top: '6', sub: '61' })
    expect(q(container, '.practice-audition').dataset.courseId).toBe('612')
  })

  it('the sub-navigation sheet: spread 1 items expanded, a chip selects its node', async () => {
    const { container } = await open()
    await tap(screen.getByText('全部'))
    const groups = queryAll('.practice-sheet__group') as HTMLElement[]
    expect(groups.map((g) => [g.dataset.nodeId, g.dataset.expanded])).toEqual([['1', '1'], ['2', '0'], ['3', '0']])
    await tap(groups[2].querySelector('.practice-sheet__head')!)
    await tap(query('.practice-sheet__chip[data-node-id="31"]')!)
    expect(navIds(container)).toEqual({ top: '3', sub: '31' })
    expect(q(container, '.practice-course').dataset.courseId).toBe('311')
  })

  it('the industry switcher: action sheet 全部行业 with the sortName tree; a top item selects its first child', async () => {
    const { container } = await open()
    await tap(screen.getByText('切换行业'))
    expect(api.names).toHaveBeenCalledWith('course')
    expect(screen.getByText('全部行业')).toBeTruthy()
    // What the sheet reads, in order: its items (each top item's children indented), then 取消.
    const sheet = within(query('.practice-industry__sheet')!)
    const items = sheet.getAllByText(/\S/).map((e) => e.textContent)
    expect(items).toEqual(['商贸行业', '\u3000批发零售', '\u3000进出口贸易', '工业制造', '\u3000机械制造', '\u3000食品加工', '服务行业', '\u3000餐饮酒店', '取消'])
    await tap(sheet.getByText('工业制造'))
    expect(navIds(container)).toEqual({ top: '2', sub: '21' })
  })
})

describe('login-gated actions (sections 4, 5, 6)', () => {
  const videoSrc = (c: HTMLElement) => q(c, '.practice-player__video')?.getAttribute('src') ?? (q(c, '.practice-player__video') as unknown as { src?: string })?.src

  it('play without a token: to login and back to this tab and course; no playback token is asked', async () => {
    const { container } = await open()
    await tap(q(container, '.practice-chapter[data-video-id="pv-111-2"]'))
    expect(toLogin).toHaveBeenCalledWith('/subChannel/practicalCourse?tab=course&nodeId=111')
    expect(api.playToken).not.toHaveBeenCalled()
    expect(api.click).not.toHaveBeenCalled() // a click counts when the play goes ahead
    expect(q(container, '.practice-player__video')).toBeNull()
  })

  it('play with a token: the playback token of that chapter, a click counted, the video plays its URL', async () => {
    Object.assign(session, { token: 'tok', uid: 7, isLoggedIn: true })
    const { container } = await open()
    await tap(q(container, '.practice-player__cover'))
    expect(api.playToken).toHaveBeenCalledWith('pv-111-1')
    expect(api.click).toHaveBeenCalledWith(111, 7)
    expect(toLogin).not.toHaveBeenCalled()
    // The player loads on demand (src/components/Video/index.h5.tsx).
    await waitFor(() => expect(videoSrc(container)).toBe('/api/practice/polyv/play/pv-111-1?playToken=pt'))
    await tap(q(container, '.practice-chapter[data-video-id="pv-111-3"]'))
    expect(api.playToken).toHaveBeenLastCalledWith('pv-111-3')
    expect(q(container, '.practice-chapter--playing').dataset.videoId).toBe('pv-111-3')
  })

  it('an audition without a token goes to login (back to the audition tab on that course); with one it plays', async () => {
    const { container } = await open({ tab: 'audition' })
    const auditionButton = (id: number) => q(container, `.practice-hot[data-node-id="${id}"] .practice-hot__audition`)
    await tap(auditionButton(612))
    expect(toLogin).toHaveBeenCalledWith('/subChannel/practicalCourse?tab=audition&nodeId=612')
    expect(api.playToken).not.toHaveBeenCalled()

    Object.assign(session, { token: 'tok', uid: 7, isLoggedIn: true })
    await tap(auditionButton(612))
    expect(api.playToken).toHaveBeenCalledWith('pv-612-1')
    // The player loads on demand (src/components/Video/index.h5.tsx).
    await waitFor(() => expect(videoSrc(container)).toBe('/api/practice/polyv/play/pv-612-1?playToken=pt'))
  })

  it('buy without a token: the login popup; after logging in there the goods jump continues', async () => {
    const { container } = await open()
    await tap(screen.getByText('立即购买'))
    expect(screen.getByText('登录后继续购买')).toBeTruthy()
    expect(nav).not.toHaveBeenCalled()
    expect(toLogin).not.toHaveBeenCalled()
    expect(api.click).not.toHaveBeenCalled()

    await typeInto(await field('请输入手机号'), '13800138000')
    await typeInto(await field('请输入验证码'), '123456')
    await tap(within(q(pageBody(), '.login-popup')).getByRole('button', { name: '登录' }))
    expect(session.loginWithCode).toHaveBeenCalled()
    expect(nav).toHaveBeenCalledWith('/internship?goodsId=20')
    expect(api.click).toHaveBeenCalledWith(111, 7)
    expect(q(container, '.practice-course').dataset.courseId).toBe('111')
  })

  it('buy with a token: straight to the goods jump, a click counted', async () => {
    Object.assign(session, { token: 'tok', uid: 7, isLoggedIn: true })
    await open()
    await tap(screen.getByText('立即购买'))
    expect(screen.queryByText('登录后继续购买')).toBeNull()
    expect(nav).toHaveBeenCalledWith('/internship?goodsId=20')
    expect(api.click).toHaveBeenCalledWith(111, 7)
  })

  it("'立即报名' without a token opens the login popup; '咨询课程' and customer service need none", async () => {
    await open({ tab: 'audition' })
    await tap(screen.getByText('咨询课程'))
    expect(nav).toHaveBeenLastCalledWith('/ty/kefu')
    await tap(screen.getByText('立即报名'))
    expect(screen.getByText('登录后继续购买')).toBeTruthy()
    expect(nav).toHaveBeenCalledTimes(1)
  })
})

describe('the blocks and counters', () => {
  it('Course tab: marquee tips, the \'course\' badge pairs, teachers, 学习保障, floors, hot articles, the learners ticker', async () => {
    const { container } = await open()
    expect(screen.getByText(/真账实操课程已更新2025年新版账套/)).toBeTruthy()
    expect(within(q(container, '.practice-badge')).getByText('课程')).toBeVisible()
    expect([...container.querySelectorAll('.practice-badge__pair')].map((p) => p.textContent)).toEqual(['课程时长11课时', '有效期12个月'])
    expect(screen.getByText('刘红梅', { selector: '.practice-teacher__name' })).toBeTruthy()
    expect(screen.getByText('学习保障')).toBeTruthy()
    expect(screen.getByText('真实账套')).toBeTruthy()
    expect(screen.getByText('真账实操')).toBeTruthy()
    expect(screen.getByText(/第1名 175\*\*\*\*1248 学习《商贸企业全盘账务》1小时/)).toBeTruthy()
    await tap(q(container, '.practice-article[data-article-id="70101"]'))
    expect(nav).toHaveBeenLastCalledWith('/article/70101?siteId=7&informationTypeId=701&informationType=5')
    await tap(q(container, '.practice-floor .goods-card[data-goods-id="22"]'))
    expect(nav).toHaveBeenLastCalledWith('/singleSubject?goodsId=22')
  })

  it('floors unanswered: 加载失败，点击重试 in their place, the course above kept; a tap shows them. Tips, teachers and learners that fail are left out', async () => {
    const unanswered = () => new ApiError(0, '请求失败~~~', undefined, 'network')
    api.floors.mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
    api.information.mockRejectedValueOnce(unanswered())
    api.teachers.mockRejectedValueOnce(unanswered())
    api.learners.mockRejectedValueOnce(unanswered())
    api.banners.mockRejectedValueOnce(unanswered())
    const { container } = await open()
    expect(q(container, '.practice-course').dataset.courseId).toBe('111')
    expect(container.querySelector('.practice-floor')).toBeNull()
    expect(container.querySelector('.practice-teacher')).toBeNull()
    await tap(screen.getByRole('button', { name: '加载失败，点击重试' }))
    expect(api.floors).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.getByText('真账实操')).toBeTruthy()
  })

  it('Audition tab: the ranking ticker with masked phones and learning time', async () => {
    await open({ tab: 'audition' })
    expect(api.ranking).toHaveBeenCalled()
    expect(screen.getByText('第1名 138****8000 学习《电商企业全盘账务》14小时47分钟')).toBeTruthy()
  })

  it('a visit is counted once per course shown', async () => {
    const { container } = await open()
    expect(api.visit.mock.calls).toEqual([[111]])
    await tap(q(container, '.practice-videos__item[data-node-id="112"]'))
    await tap(q(container, '.practice-videos__item[data-node-id="111"]'))
    expect(api.visit.mock.calls).toEqual([[111], [112]])
  })

  it('a banner to this page switches the tab; the real-account tips show two swipe images', async () => {
    const { container } = await open()
    await tap(q(container, '.banner-swiper__pic[data-banner-id="2602"]'))
    expect(api.bannerPv).toHaveBeenCalledWith(expect.objectContaining({ id: 2602 }), 1)
    expect(q(container, '.practice-page').dataset.tab).toBe('audition')
    expect(nav).not.toHaveBeenCalled()
    await tap(within(q(container, '.practice-page__tabs')).getByText('实操课程'))
    await tap(screen.getByText('什么是真账实操？'))
    // Both images, each a slide of the carousel (src/platform/carousel).
    await waitFor(() => expect(queryAll('.practice-real-account__swiper img')).toHaveLength(2))
    expect(queryAll('.practice-real-account__swiper img').map((e) => e.getAttribute('src'))).toEqual([...PRACTICE_APP_TEXT.realAccountPics])
    await tap(screen.getByText('我知道了'))
    expect(query('.practice-real-account__swiper')).toBeNull()
  })
})

describe('section 2 "Practical course page: ... login popup; share."', () => {
  it('the share button shares this tab and course, with the learner\'s teacher id (a browser: the link copied)', async () => {
    Object.assign(session, { token: 'tok', uid: 7, isLoggedIn: true })
    const { container } = await open()
    await tap(q(container, '.practice-nav__top-item[data-node-id="2"]'))
    await tap(screen.getByText('分享'))
    const link = new URL((copyText as jest.Mock).mock.calls[0][0])
    expect(link.pathname).toBe('/subChannel/practicalCourse')
    expect(Object.fromEntries(link.searchParams)).toEqual({ tab: 'course', nodeId: '211', teacherId: '7' })
  })
})

describe('back on the page (section 2: "scroll position is restored"): the tab, the navigation and the scroll as left', () => {
  it('left for a goods page from the Audition tab\'s second industry, 1200 px down; made afresh on the way back (a reload there): all put back', async () => {
    const first = await open()
    await tap(screen.getByText(PRACTICE_APP_TEXT.tabs.audition))
    await tap(q(first.container, '.practice-nav__top-item[data-node-id="7"]'))
    expect(navIds(first.container)).toEqual({ top: '7', sub: '71' })
    act(() => mockFrame.scroll?.({ scrollTop: 1200 }))
    act(() => mockFrame.hide?.()) // a goods page over it
    first.unmount() // the reload there: this page is gone

    jest.clearAllMocks()
    const { container } = await open()
    expect(container.querySelector('.practice-page')?.getAttribute('data-tab')).toBe('audition')
    expect(navIds(container)).toEqual({ top: '7', sub: '71' })
    expect(restorePageScroll).toHaveBeenCalledWith(1200, expect.anything())
  })

  it('kept under the goods page and shown again: the scroll put back, the choice still there', async () => {
    const { container } = await open()
    await tap(q(container, '.practice-nav__top-item[data-node-id="3"]'))
    act(() => mockFrame.scroll?.({ scrollTop: 800 }))
    act(() => mockFrame.hide?.())
    act(() => mockFrame.show?.())
    expect(restorePageScroll).toHaveBeenCalledWith(800)
    expect(navIds(container)).toEqual({ top: '3', sub: '31' })
  })

  it('opened afresh with nothing kept: the query\'s tab at the top', async () => {
    const { container } = await open({ tab: 'audition' })
    await flush()
    expect(container.querySelector('.practice-page')?.getAttribute('data-tab')).toBe('audition')
    expect(navIds(container)).toEqual({ top: '6', sub: '61' })
    expect(restorePageScroll).not.toHaveBeenCalled()
  })
})
