/**
 * Knowledge and student-aid screens whose read gets no answer (a 5xx, a dropped connection), with the reference
 * server's answers (tests/jest/fixtures/screen-reads.json): the audition categories (knowCategoryList), the /wx
 * category nav (wxCourseCategorys), a category's tabs (nextCourseCategorysById) and the check-in's university list
 * (cjwxUniversityInfo/universityList) and the membership's shares (ksStudentShareList) say '加载失败，点击重试' in
 * their place, the rest of the page kept; a tap shows them.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/appLink', () => ({ openStudyApp: jest.fn() }))

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ReactElement } from 'react'
import reads from '../../../tests/jest/fixtures/screen-reads.json'
import { quietTaroMedia } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import { flushReads, UNANSWERED } from '../../../tests/jest/unanswered'
import { resetPageFrame } from '../../../tests/jest/taroPage'
import AuditionPage from './audition/index'
import WxHomePage from './studentAid/index'
import WxCategoryPage from './studentAidCategory/index'
import WxCheckinPage from './studentAidCheckin/index'
import MemberDetailPage from './memberDetail/index'

const flush = flushReads
const FAILURES = UNANSWERED
const session = { token: 'tok', uid: 1, isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { facts: { loggedIn: false, userClient: undefined, bindStatus: undefined, qwUserId: undefined } }
const knowledgeApi = {
  auditionCategories: jest.fn(),
  auditionPage: jest.fn(async (type: number) => (type === 1 ? reads.auditionNow : reads.auditionBook)),
  subscribed: jest.fn(async () => ({ subscribed: false })),
  goods: jest.fn(async () => reads.member533),
  shares: jest.fn(),
}
const studentAidApi = {
  categories: jest.fn(), children: jest.fn(), universities: jest.fn(),
  floors: jest.fn(async () => reads.wxFloors),
  goods: jest.fn(async () => reads.wxGoods),
  studentInfo: jest.fn(async () => reads.studentInfo),
}
const page = (ui: ReactElement) =>
  renderPage(ui, { services: { knowledgeApi: knowledgeApi as never, studentAidApi: studentAidApi as never }, stores: { session: session as never, staff } })
const retryLine = () => fireEvent.click(screen.getByText('加载失败，点击重试'))

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  resetPageFrame()
})

describe.each(FAILURES)('%s', (_, failure) => {
  it('/audition: the categories say so under 全部, the auditions shown; a tap shows the category tabs', async () => {
    knowledgeApi.auditionCategories.mockRejectedValueOnce(failure()).mockResolvedValue(reads.auditionCategories)
    page(<AuditionPage />)
    await flush()
    expect(screen.getByText(reads.auditionNow.list[0].goodsName)).toBeTruthy()
    retryLine()
    await flush()
    expect(knowledgeApi.auditionCategories).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.getByText(reads.auditionCategories[0].name)).toBeTruthy()
  })

  it('/wx: the category nav says so, the floors shown; a tap shows the nav', async () => {
    studentAidApi.categories.mockRejectedValueOnce(failure()).mockResolvedValue(reads.wxCategories)
    const { container } = page(<WxHomePage />)
    await flush()
    expect(container.querySelectorAll('.wx-home__floor').length).toBeGreaterThan(0)
    expect(container.querySelector('.wx-home__nav')).toBeNull()
    retryLine()
    await flush()
    expect(studentAidApi.categories).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(container.querySelectorAll('.wx-home__nav-item')).toHaveLength(reads.wxCategories.records.length)
  })

  it('/wx/category: the sub-category tabs say so, the goods shown; a tap shows the tabs', async () => {
    studentAidApi.children.mockRejectedValueOnce(failure()).mockResolvedValue(reads.wxChildren)
    studentAidApi.categories.mockResolvedValue(reads.wxCategories)
    Current.router = { params: { id: '1' }, path: '/wx/category' } as never
    const { container } = page(<WxCategoryPage />)
    await flush()
    expect(container.querySelectorAll('.wx-cat__item')).toHaveLength(reads.wxGoods.records.length)
    retryLine()
    await flush()
    expect(studentAidApi.children).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.getByText(reads.wxChildren.records[0].name)).toBeTruthy()
  })

  it('/wx/checkin: the university list says so, the form kept; a tap shows the universities', async () => {
    studentAidApi.universities.mockRejectedValueOnce(failure()).mockResolvedValue(reads.universities)
    const { container } = page(<WxCheckinPage />)
    await waitFor(() => expect(screen.getByText('加载失败，点击重试')).toBeTruthy())
    expect(container.querySelector('.wx-checkin__submit')).not.toBeNull()
    retryLine()
    await waitFor(() => expect(container.querySelectorAll('.wx-checkin__uni')).toHaveLength(reads.universities.length))
    expect(studentAidApi.universities).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
  })

  it('/member-detail: the shares say so, the membership and its buy button shown; a tap shows the shares', async () => {
    knowledgeApi.shares.mockRejectedValueOnce(failure()).mockResolvedValue(reads.memberShares)
    Current.router = { params: { id: '533' }, path: '/member-detail' } as never
    page(<MemberDetailPage />)
    await flush()
    expect(screen.getByText(reads.member533.goodsName)).toBeTruthy()
    expect(screen.getByText('立即购买')).toBeTruthy()
    retryLine()
    await flush()
    expect(knowledgeApi.shares).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(screen.getByText(reads.memberShares.list[0].nickName)).toBeTruthy()
  })
})
