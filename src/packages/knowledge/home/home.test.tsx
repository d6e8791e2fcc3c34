/**
 * The knowledge-store home's login-gated claim (docs/spec/content-access.md section 2 "Wechat knowledge-store home": floors
 * with 'more' and '马上学习', the login popup titled 课程领取 with the button 点击领取; section 7 purchaseZerogoods):
 * a guest gets the popup and the claim goes on after logging in there; a learner claims once however many taps,
 * is told and can see the order; 'more' opens the floor; the /pkg list logs in through the '立即领取' page.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn() }))

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { KnowledgeGoods, KnowledgeHome, ZeroGoodsResult } from '@contract/knowledge'
import { currentUrl, loginUrl, navigateTo, redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { observable } from 'mobx'
import type { ReactElement } from 'react'
import { button, field, typeInto } from '../../../../tests/jest/dom'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import KnowledgeHomePage from './index'
import KnowledgeListPage from '../list/index'

const api = { home: jest.fn(), claimZero: jest.fn(), subscribe: jest.fn(), goods: jest.fn(), typeList: jest.fn(), tabs: jest.fn() }
const session = observable({
  isLoggedIn: false,
  uid: 0,
  sendCode: jest.fn(() => Promise.resolve(null)),
  loginWithCode: jest.fn(() => {
    session.isLoggedIn = true
    session.uid = 7
    return Promise.resolve({} as never)
  }),
}, { sendCode: false, loginWithCode: false })
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
/** The page with the fake knowledge service and a claim store of its own. */
const page = (ui: ReactElement) => renderPage(ui, { services: { knowledgeApi: api }, stores: { session, staff } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

const kGoods = (id: number, goodsId: number, over: Partial<KnowledgeGoods> = {}): KnowledgeGoods => ({
  ...goodsItem(goodsId, { presentPrice: 0, originalPrice: 0, tags: ['训练营', '免费'] }),
  id, goodsName: `知识${id}`, goodsUrl: `/media/cover/ks-goods-${id}.png`, classForm: '训练营', name: '周敏', remark: '免费领取',
  zoneId: 4, typeId: 2, wxCategoryId: 11, free: 1, auditionType: 1, videoId: null, openTime: null, learnNum: 120, ...over,
})
const FREE = kGoods(501, 4)
const home: KnowledgeHome = {
  banners: [],
  navs: [{ id: 7, code: 'xxff', name: '学习方法', route: '/xxff', icon: '' }, { id: 3, code: 'byzq', name: '毕业专区', route: '/pkg', icon: '' }],
  floors: [{ ksHomePageId: 1, name: '免费领取', remark: '登录即可领取', goods: [FREE], total: 6 }],
}
const claimed: ZeroGoodsResult = { goodsId: 4, orderId: 88, orderNo: 'N88', tradeOrderId: 'T88', isNew: true }

function studyButton(): HTMLElement {
  return screen.getAllByRole('button', { name: '马上学习' })[0]
}

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  session.isLoggedIn = false
  session.uid = 0
  api.home.mockResolvedValue(home)
  Current.router = { params: {}, path: '/packages/knowledge/home/index' } as never
})

it('shows the floors with their \'more\' link, the nav buttons and 马上学习; \'more\' opens the floor', async () => {
  page(<KnowledgeHomePage />)
  await flush()
  expect(screen.getByText('免费领取')).toBeTruthy()
  expect(screen.getByText('学习方法')).toBeTruthy()
  expect(studyButton()).toBeTruthy()
  fireEvent.click(screen.getByText('更多'))
  expect(navigateTo).toHaveBeenCalledWith('/knowledge-shop/floor?ksHomePageId=1')
  fireEvent.click(screen.getByText('毕业专区'))
  expect(navigateTo).toHaveBeenCalledWith('/pkg?typeId=3')
})

it('a guest gets the popup 课程领取 with 点击领取 and no claim; logging in there claims', async () => {
  api.claimZero.mockResolvedValue(claimed)
  page(<KnowledgeHomePage />)
  await flush()
  fireEvent.click(studyButton())
  await flush()
  expect(screen.getByText('课程领取')).toBeTruthy()
  expect(button('点击领取')).toBeTruthy()
  expect(api.claimZero).not.toHaveBeenCalled()

  await typeInto(await field('请输入手机号'), '13800138000')
  await typeInto(await field('请输入验证码'), '123456')
  fireEvent.click(button('点击领取'))
  await flush()
  await flush()
  expect(session.loginWithCode).toHaveBeenCalledTimes(1)
  expect(api.claimZero).toHaveBeenCalledTimes(1)
  expect(api.claimZero).toHaveBeenCalledWith({ goodsId: 4, platformType: 2, schoolId: 1 })
  expect(toast).toHaveBeenCalledWith('领取成功')
})

it('with a token: purchaseZerogoods once however many taps; told, then see the order', async () => {
  session.isLoggedIn = true
  session.uid = 7
  let answer: (r: ZeroGoodsResult) => void = () => undefined
  api.claimZero.mockImplementation(() => new Promise((resolve) => { answer = resolve }))
  page(<KnowledgeHomePage />)
  await flush()
  const tapAt = studyButton()
  fireEvent.click(tapAt)
  fireEvent.click(tapAt)
  fireEvent.click(tapAt)
  await flush()
  expect(screen.queryByText('课程领取')).toBeNull()
  expect(api.claimZero).toHaveBeenCalledTimes(1)
  await act(async () => answer(claimed))
  await flush()
  expect(toast).toHaveBeenCalledWith('领取成功')
  expect(screen.getByText('去学习')).toBeTruthy()
  // Tapping again after the claim asks nothing more of the server.
  fireEvent.click(studyButton())
  await flush()
  expect(api.claimZero).toHaveBeenCalledTimes(1)
  fireEvent.click(screen.getAllByText('查看订单')[0])
  await flush()
  expect(navigateTo).toHaveBeenCalledWith('/ty/payResult?tradeOrderId=T88&userId=7&goodsId=4')
})

it('a refused claim (not free any more) tells nothing more than the request layer did', async () => {
  session.isLoggedIn = true
  api.claimZero.mockRejectedValue(new Error('该商品不是免费商品，请购买后学习'))
  page(<KnowledgeHomePage />)
  await flush()
  fireEvent.click(studyButton())
  await flush()
  expect(toast).not.toHaveBeenCalledWith('领取成功')
  expect(screen.queryByText('查看订单')).toBeNull()
})

it("on /pkg a guest logs in through the login page in its 'pkg' variant ('立即领取'), then comes back to claim", async () => {
  const PKG = kGoods(535, 4, { typeId: 3 })
  api.typeList.mockResolvedValue({ page: { currentPage: 1, totalPages: 1, total: 1 }, list: [PKG] })
  api.tabs.mockResolvedValue(home.navs)
  ;(currentUrl as jest.Mock).mockReturnValue('/pkg?typeId=3')
  Current.router = { params: { typeId: '3' }, path: '/pkg' } as never
  const first = page(<KnowledgeListPage />)
  await flush()
  expect(api.typeList).toHaveBeenCalledWith(3, 1)
  fireEvent.click(studyButton())
  await flush()
  expect(loginUrl).toHaveBeenCalledWith('/pkg?typeId=3&claim=535', { origin: 'pkg' })
  expect(redirectTo).toHaveBeenCalled()
  expect(screen.queryByText('课程领取')).toBeNull()
  first.unmount()

  // Back from login: the page claims the goods it was asked for, once.
  session.isLoggedIn = true
  session.uid = 7
  api.goods.mockResolvedValue(PKG)
  api.claimZero.mockResolvedValue(claimed)
  Current.router = { params: { typeId: '3', claim: '535' }, path: '/pkg' } as never
  page(<KnowledgeListPage />)
  await flush()
  await flush()
  expect(api.goods).toHaveBeenCalledWith(535)
  expect(api.claimZero).toHaveBeenCalledTimes(1)
})
