/**
 * The sales staff's lists (docs/spec/content-access.md sections 2, 6, 7 "Enterprise channel"): a bound staff member's customers
 * (/customerList, pool 1) and private-pool leads (/private, pool 2), with the EDUCATION_TYPE dict for the education
 * filter, and the referral records (/pullnew) under the statistics of the staff's distributor code.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, isInaccessible, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { Page } from '@contract/goods'
import type { QwCustomer, ReferralRecord } from '@contract/staff'
import { ApiError } from '@/services/request'
import { query, queryAll } from '../../../tests/jest/dom'
import { quietTaroMedia } from '../../../tests/jest/goods'
import { renderPage } from '../../../tests/jest/renderPage'
import CustomersPage from './customers/index'
import PrivatePoolPage from './private/index'
import PullNewPage from './referrals/index'

/** 张敏 (seeded: bound to ZhangMin, distributor code D1001), logged in with a live qw token. */
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const staff = { showHomeTab: true, canBind: false, isBinding: false, distributorCode: 'D1001', qwToken: () => 'qw-tok', refresh: jest.fn() }
const qw = { customers: jest.fn(), educationTypes: jest.fn(), referralStatistics: jest.fn(), referrals: jest.fn() }
const page = (ui: JSX.Element) => renderPage(ui, { services: { qwApi: qw }, stores: { session, staff } })
const flush = async () => {
  for (let i = 0; i < 3; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
}
/** The filter menu's title that reads `text` (the closed menus' options, in the DOM too, are hidden). */
const menuTitle = (text: string) => within(query('.staff-list__menu')!).getAllByText(text).find((e) => !isInaccessible(e))!
const onePage = <T,>(list: T[]): Page<T> => ({ page: { currentPage: 1, totalPages: 1, total: list.length }, list })

/** A customer as biz/customer/list answers it (server/lib/staff/staffLists.ts). */
const customer = (id: number, pool: 1 | 2, name: string, over: Partial<QwCustomer> = {}): QwCustomer => ({
  id, pool, name, mobile: '177****0001', avatar: `/media/cover/customer-${id}.png`, educationType: 4, educationLabel: '本科', intention: 1,
  followStatus: 2, source: '企微好友', registerChannelId: 'zsh5', webpageTopic: 'cpa-spring', distributorCode: 'D1001', tags: ['初级会计', '在职'],
  memo: '意向强，晚上联系', registered: false, paid: false, createTime: '2026-11-20 10:00:00', lastFollowTime: null, ...over,
})
const record = (id: string, nickName: string, webpageTopic: string, paid: boolean): ReferralRecord => ({
  id, nickName, mobile: '138****0001', webpageTopic, distributorCode: 'D1001', registerChannelId: 'zsh5', paid, registerTime: '2026-11-25 09:30:00',
})

beforeAll(quietTaroMedia)
beforeEach(() => {
  jest.clearAllMocks()
  Current.router = { params: {}, path: '/packages/staff/customers/index' } as never
  qw.customers.mockImplementation(async (_token: string, q: { pool: number }) =>
    onePage(q.pool === 1 ? [customer(1, 1, '王芳'), customer(2, 1, '李娜', { paid: true, registered: true })] : [customer(19, 2, '郭靖')]))
  qw.educationTypes.mockResolvedValue([{ value: 1, label: '初中及以下' }, { value: 4, label: '本科' }])
  qw.referralStatistics.mockResolvedValue({ distributorCode: 'D1001', total: 23, today: 3, last7Days: 9, thisMonth: 14, paidNum: 8 })
  qw.referrals.mockResolvedValue(onePage([record('r1', '小王', 'cpa-spring', true), record('r2', '小李', 'chuji-2025', false)]))
})

describe('/customerList and /private', () => {
  it('asks page 1 of the customers with the qw token, then the education dict; shows the customers', async () => {
    page(<CustomersPage />)
    await flush()
    expect(qw.customers.mock.calls).toEqual([['qw-tok', { pool: 1, currentPage: 1, pageSize: 10 }]])
    expect(qw.educationTypes).toHaveBeenCalledTimes(1)
    expect(qw.customers.mock.invocationCallOrder[0]).toBeLessThan(qw.educationTypes.mock.invocationCallOrder[0])
    expect(queryAll('.customer-card__name').map((e) => e.textContent)).toEqual(['王芳', '李娜'])
    expect(query('.customer-card[data-customer-id="2"]')!.textContent).toContain('已购课')
  })

  it('the education filter offers the dict\'s choices; choosing one asks page 1 again with it', async () => {
    qw.educationTypes.mockResolvedValue([{ value: 1, label: '初中及以下' }, { value: 6, label: '博士' }])
    page(<CustomersPage />)
    await flush()
    fireEvent.click(menuTitle('全部学历'))
    await flush()
    fireEvent.click(screen.getByText('博士'))
    await flush()
    expect(qw.customers).toHaveBeenLastCalledWith('qw-tok', { pool: 1, currentPage: 1, pageSize: 10, educationType: 6 })
  })

  it('/private asks the private-pool leads (pool 2); none: 暂无私海线索', async () => {
    page(<PrivatePoolPage />)
    await flush()
    expect(qw.customers.mock.calls).toEqual([['qw-tok', { pool: 2, currentPage: 1, pageSize: 10 }]])
    expect(queryAll('.customer-card__name').map((e) => e.textContent)).toEqual(['郭靖'])
    qw.customers.mockResolvedValue(onePage([]))
    fireEvent.click(menuTitle('全部状态'))
    await flush()
    fireEvent.click(screen.getAllByText('已成交').find((e) => !e.closest('.customer-card'))!)
    await flush()
    expect(qw.customers).toHaveBeenLastCalledWith('qw-tok', { pool: 2, currentPage: 1, pageSize: 10, followStatus: 2 })
    expect(screen.getByText('暂无私海线索')).toBeTruthy()
  })
})

describe('/pullnew', () => {
  it('asks the statistics of the distributor code, then page 1 of the records; shows both', async () => {
    page(<PullNewPage />)
    await flush()
    expect(qw.referralStatistics.mock.calls).toEqual([['qw-tok', 'D1001']])
    expect(qw.referrals.mock.calls).toEqual([['qw-tok', { currentPage: 1, pageSize: 10 }]])
    expect(qw.referralStatistics.mock.invocationCallOrder[0]).toBeLessThan(qw.referrals.mock.invocationCallOrder[0])
    expect(queryAll('.staff-stats__value').map((e) => e.textContent)).toEqual(['23', '3', '9', '14', '8'])
    expect(queryAll('.referral__name').map((e) => e.textContent)).toEqual(['小王', '小李'])
    expect(query('.referral[data-record-id="r1"]')!.textContent).toContain('已购课')
    expect(query('.referral[data-record-id="r2"]')!.textContent).toContain('未购课')
  })

  it('statistics that fail leave dashes; the records still show', async () => {
    qw.referralStatistics.mockRejectedValue(new Error('network'))
    page(<PullNewPage />)
    await flush()
    expect(queryAll('.staff-stats__value').map((e) => e.textContent)).toEqual(['-', '-', '-', '-', '-'])
    expect(queryAll('.referral__name').map((e) => e.textContent)).toEqual(['小王', '小李'])
  })

  it('statistics unanswered: 加载失败，点击重试 under the dashes, the records kept; a tap shows the figures', async () => {
    qw.referralStatistics
      .mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
      .mockResolvedValue({ distributorCode: 'D1001', total: 23, today: 3, last7Days: 9, thisMonth: 14, paidNum: 8 })
    page(<PullNewPage />)
    await flush()
    expect(queryAll('.referral__name').map((e) => e.textContent)).toEqual(['小王', '小李'])
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }))
    await flush()
    expect(qw.referralStatistics).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('加载失败，点击重试')).toBeNull()
    expect(queryAll('.staff-stats__value').map((e) => e.textContent)).toEqual(['23', '3', '9', '14', '8'])
    expect(queryAll('.referral__name').map((e) => e.textContent)).toEqual(['小王', '小李'])
  })
})
