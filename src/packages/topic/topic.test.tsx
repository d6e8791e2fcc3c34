/**
 * The topic landings and the CPA pioneer funnel (docs/spec/content-access.md section 2 names /specialTopic, /cpaPioneer,
 * /cpaPioneer2 and /cpaPioneer3; section 5 the business lead): the topics from the course categories, the CPA
 * category's courses on the landing, and a sign-up sent as a lead that opens its success page.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { GoodsCategory } from '@contract/goods'
import { currentUrl, navigateTo, redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { ApiError } from '@/services/request'
import { field, query, queryAll, typeInto } from '../../../tests/jest/dom'
import { goodsItem, quietTaroMedia } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import CpaPioneerPage from './cpaPioneer/index'
import CpaPioneerSignupPage from './cpaPioneer2/index'
import SpecialTopicPage from './specialTopic/index'

/** The seeded categories (server/db/seeds/goods.ts), as goodsCenterCategory/v2 answers them. */
const CATEGORIES: GoodsCategory[] = [
  { id: 1, name: '初级会计', icon: '/media/category/1.png' },
  { id: 2, name: '中级会计', icon: '/media/category/2.png' },
  { id: 3, name: '注册会计师', icon: '/media/category/3.png' },
  { id: 4, name: '税务师', icon: '/media/category/4.png' },
]
const goods = { categories: jest.fn(), categoryGoods: jest.fn() }
const qw = { pushBusiness: jest.fn() }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  Current.router = { params: {}, path: '/packages/topic/specialTopic/index' } as never
  goods.categories.mockResolvedValue(CATEGORIES)
  goods.categoryGoods.mockResolvedValue({
    page: { currentPage: 1, totalPages: 1, total: 2 },
    list: [goodsItem(13, { goodsName: 'CPA注册会计师·六科全程班' }), goodsItem(16, { goodsName: 'CPA题库·全科模考' })],
  })
})

describe('/specialTopic', () => {
  it('asks the course categories once and shows a topic for each; a topic opens its goods', async () => {
    renderPage(<SpecialTopicPage />, { services: { goodsApi: goods } })
    await flush()
    expect(goods.categories).toHaveBeenCalledTimes(1)
    expect(queryAll('.topic-card__name').map((e) => e.textContent)).toEqual(['初级会计专题', '中级会计专题', '注册会计师专题', '税务师专题'])
    fireEvent.click(query('.topic-card[data-topic-id="3"]')!)
    expect(navigateTo).toHaveBeenCalledWith('/specialTopicDetail?id=3&name=%E6%B3%A8%E5%86%8C%E4%BC%9A%E8%AE%A1%E5%B8%88')
  })

  it('no categories: 暂无专题 under the pioneer class', async () => {
    goods.categories.mockResolvedValue([])
    renderPage(<SpecialTopicPage />, { services: { goodsApi: goods } })
    await flush()
    expect(screen.getByText('暂无专题')).toBeTruthy()
    fireEvent.click(screen.getByText('CPA先锋班 限时招募'))
    expect(navigateTo).toHaveBeenCalledWith('/cpaPioneer')
  })
})

describe('/cpaPioneer', () => {
  it('asks the categories, then the CPA category\'s first four goods, and shows them as courses', async () => {
    renderPage(<CpaPioneerPage />, { services: { goodsApi: goods } })
    await flush()
    expect(goods.categories).toHaveBeenCalledTimes(1)
    expect(goods.categoryGoods.mock.calls).toEqual([[3, 1, 4]])
    expect(screen.getByText('CPA精品课程')).toBeTruthy()
    expect(queryAll('.topic-list__item .goods-card').map((e) => e.getAttribute('data-goods-id'))).toEqual(['13', '16'])
    expect(screen.getByText('CPA注册会计师·六科全程班')).toBeTruthy()
  })

  it('without a CPA category: no goods asked, no course section, the two ways in still there', async () => {
    goods.categories.mockResolvedValue(CATEGORIES.filter((c) => c.id !== 3))
    renderPage(<CpaPioneerPage />, { services: { goodsApi: goods } })
    await flush()
    expect(goods.categories).toHaveBeenCalledTimes(1)
    expect(goods.categoryGoods).not.toHaveBeenCalled()
    expect(screen.queryByText('CPA精品课程')).toBeNull()
    fireEvent.click(screen.getByText('立即报名先锋班'))
    expect(navigateTo).toHaveBeenCalledWith('/cpaPioneer2')
  })

  // A read that gets no answer says so with a retry in the courses' place (goodsCenterCategory/v2, goodsCenterGoods).
  it.each(['categories', 'categoryGoods'] as const)('%s unanswered: the courses say so with a retry, the rest stays; the retry shows them', async (read) => {
    goods[read].mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    renderPage(<CpaPioneerPage />, { services: { goodsApi: goods } })
    await flush()
    expect(screen.getByText('CPA精品课程')).toBeTruthy()
    expect(screen.getByText('加载失败')).toBeVisible()
    expect(screen.getByText('立即报名先锋班')).toBeTruthy()
    expect(screen.getByText('名师直播')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await flush()
    expect(goods[read]).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(queryAll('.topic-list__item .goods-card').map((e) => e.getAttribute('data-goods-id'))).toEqual(['13', '16'])
  })
})

describe('/cpaPioneer2: the sign-up form', () => {
  const checkbox = (label: string) => screen.getByRole('checkbox', { name: label })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交报名' }))

  it('a sign-up is a business lead with the page URL (channel h5); its success page follows', async () => {
    ;(currentUrl as jest.Mock).mockReturnValue('/cpaPioneer2')
    qw.pushBusiness.mockResolvedValue({ leadId: 41, isNew: true, pool: 'public', registerChannelId: 'h5' })
    renderPage(<CpaPioneerSignupPage />, { services: { qwApi: qw } })
    await flush()
    await typeInto(await field('请输入姓名（选填）'), '王小明')
    await typeInto(await field('请输入手机号'), '13800138000')
    fireEvent.click(checkbox('审计'))
    fireEvent.click(checkbox('税法'))
    fireEvent.click(checkbox('我已阅读并同意'))
    submit()
    await flush()
    expect(qw.pushBusiness).toHaveBeenCalledTimes(1)
    expect(qw.pushBusiness).toHaveBeenCalledWith({
      mobile: '13800138000', memo: 'CPA先锋班报名：王小明，科目 审计、税法', url: '/cpaPioneer2', registerChannelId: 'h5',
    })
    expect(redirectTo).toHaveBeenCalledWith('/cpaPioneerSuccess2?leadId=41&subjects=%E5%AE%A1%E8%AE%A1%2C%E7%A8%8E%E6%B3%95&advisor=0')
  })

  it('two taps before the button shows it is sending send one lead', async () => {
    ;(currentUrl as jest.Mock).mockReturnValue('/cpaPioneer2')
    qw.pushBusiness.mockReturnValue(new Promise(() => {}))
    renderPage(<CpaPioneerSignupPage />, { services: { qwApi: qw } })
    await flush()
    await typeInto(await field('请输入手机号'), '13800138000')
    fireEvent.click(checkbox('审计'))
    fireEvent.click(checkbox('我已阅读并同意'))
    const button = screen.getByRole('button', { name: '提交报名' })
    // One act: the page does not render between the taps, as when the second tap comes before the commit.
    act(() => {
      button.click()
      button.click()
    })
    await flush()
    expect(qw.pushBusiness).toHaveBeenCalledTimes(1)
  })

  it('the learner\'s mobile is filled in; without a subject nothing is sent', async () => {
    renderPage(<CpaPioneerSignupPage />, {
      services: { qwApi: qw },
      stores: { session: { user: { uid: 9, mobile: '13900139000', nickName: '学员', userClient: 1 } } },
    })
    await flush()
    expect((await field('请输入手机号')).value).toBe('13900139000')
    submit()
    await flush()
    expect(toast).toHaveBeenCalledWith('请选择报考科目')
    expect(qw.pushBusiness).not.toHaveBeenCalled()
  })
})
