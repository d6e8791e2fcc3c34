/**
 * The order detail's copy of a degree order's enrolment info (docs/spec/ordering-payment.md section 2 item 4 "copy of enrolment
 * info"; section 3 "order info has enrollInfo and xlType"), on the reference server's answer for a degree order whose
 * agreement form was sent with its study fields (tests/jest/fixtures/degree-enrolment.json, written by
 * server/__tests__/appFixtures.test.ts): the form's fields reach the order, and 复制报名信息 copies them.
 */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/platform/device', () => ({ copyText: jest.fn(() => Promise.resolve(true)) }))

import { act, fireEvent } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { OrderInfo } from '@contract/order'
import { copyText } from '@/platform/device'
import { ClockStore } from '@/stores/clock'
import { button } from '../../../../tests/jest/dom'
import fixture from '../../../../tests/jest/fixtures/degree-enrolment.json'
import { quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import PayResultPage from './index'

const order = fixture.orderDetail[0] as unknown as OrderInfo
const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => Promise.resolve(true)) }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)

it('a degree order signed with its study fields: 复制报名信息 copies them as readable lines', async () => {
  expect([order.xlType, order.enrollInfo]).toEqual([1, expect.objectContaining({ bkSchool: '重庆工商大学' })])
  const find = jest.fn().mockResolvedValue(order)
  Current.router = { params: { tradeOrderId: order.tradeOrderId }, path: '/packages/order/orderDetail/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  renderPage(<PayResultPage />, { services: { orderApi: { find } }, stores: { session, clock: new ClockStore() } })
  await flush()
  await flush()
  fireEvent.click(button('复制报名信息'))
  expect(copyText).toHaveBeenCalledWith(
    '报考层次：专升本\n报考本科院校：重庆工商大学\n报考本科专业：会计学\n第二志愿院校：西南大学\n第二志愿专业：财务管理',
  )
})
