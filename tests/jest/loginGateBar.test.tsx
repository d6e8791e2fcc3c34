/**
 * A page behind login keeps its way back while the stored token is checked (userInfo, up to 3 s on a slow network):
 * its nav bar, with the back arrow, is drawn beside the gate's spinner, never inside what the gate holds back.
 */
jest.mock('@tarojs/taro', () => jest.requireActual('../../tests/jest/taroPage').taroWithPageFrame())
jest.mock('@/platform/navigation')

import { act } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ComponentType } from 'react'
import { APP_TEXT } from '@/core/texts'
import ArticleDetailPage from '@/packages/article/detail/index'
import AuditionPlayPage from '@/packages/knowledge/auditionPlay/index'
import ReceivedPage from '@/packages/knowledge/received/index'
import WxCheckinPage from '@/packages/knowledge/studentAidCheckin/index'
import ExamRecordsPage from '@/packages/live/examRecords/index'
import LiveReplayPage from '@/packages/live/replay/index'
import FavouritesPage from '@/packages/mine/favourites/index'
import ConfirmOrderPage from '@/packages/order/confirmOrder/index'
import ConfirmOrderLoanPage from '@/packages/order/confirmOrderLoan/index'
import FinishPayPage from '@/packages/order/finishPay/index'
import LoanPage from '@/packages/order/loan/index'
import MyOrderPage from '@/packages/order/myOrder/index'
import PayResultPage from '@/packages/order/orderDetail/index'
import SignAgreementPage from '@/packages/order/signAgreement/index'
import WebPagePage from '@/packages/order/webPage/index'
import CustomersPage from '@/packages/staff/customers/index'
import { query } from './dom'
import { renderPage } from './renderPage'

/** Every page wrapped in LoginGate (or StaffGate, which is one), by its route. */
const GATED: [string, ComponentType][] = [
  ['/ty/finishPay', FinishPayPage],
  ['/ty/confirmOrder', ConfirmOrderPage],
  ['/ty/confirmOrderLoan', ConfirmOrderLoanPage],
  ['/ty/loan', LoanPage],
  ['/ty/payResult', PayResultPage],
  ['/ty/signAgreement', SignAgreementPage],
  ['/ty/webPage', WebPagePage],
  ['/ty/myOrder', MyOrderPage],
  ['/article/detail', ArticleDetailPage],
  ['/auditionPlay', AuditionPlayPage],
  ['/received', ReceivedPage],
  ['/wxCheckin', WxCheckinPage],
  ['/examRecords', ExamRecordsPage],
  ['/liveReplay', LiveReplayPage],
  ['/favourites', FavouritesPage],
  ['/customers', CustomersPage],
]

it.each(GATED)('%s: the back arrow is there while the login check runs', async (path, Page) => {
  Current.router = { params: {}, path } as never
  // A check that has not answered yet.
  const session = { token: 'tok', isLoggedIn: true, verify: jest.fn(() => new Promise<boolean>(() => {})) }
  const view = renderPage(<Page />, { stores: { session } })
  await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
  expect(view.getByText(APP_TEXT.checking)).toBeTruthy()
  expect(query('.nut-navbar-left-back, .nut-navbar-left .nut-icon')).toBeTruthy()
  view.unmount()
})
