/**
 * /ty/SelectSchool from confirm order (&orderId=): choosing a campus changes the unpaid order's campus
 * (updateOrderChoice) once, then goes back.
 */
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { School } from '@contract/goods'
import type { OrderInfo } from '@contract/order'
import { back } from '@/platform/navigation'
import { ApiError } from '@/services/request'
import fixtures from '../../../../tests/jest/fixtures/places.json'
import { orderInfo } from '../../../../tests/jest/orderInfo'
import { renderPage } from '../../../../tests/jest/renderPage'
import SelectSchoolPage from './index'

/** Campus 1 of the reference server's seed (server/db/seeds/places.ts). */
const CHAOYANG: School = { schoolId: 1, schoolName: '北京朝阳校区', cityId: 1, cityName: '北京', address: '北京市朝阳区建国路88号SOHO现代城A座12层', phone: '010-85901234' }
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

it('two taps on a campus before the first is saved change the order once, then go back', async () => {
  Current.router = { params: { goodsId: '1', orderId: '7' }, path: '/packages/goods/selectSchool/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  let saved!: (order: OrderInfo) => void
  const orderApi = { updateChoice: jest.fn(() => new Promise<OrderInfo>((resolve) => { saved = resolve })) }
  renderPage(<SelectSchoolPage />, { services: { goodsApi: { schools: jest.fn(() => Promise.resolve([CHAOYANG])) }, orderApi } })
  await flush()
  const campus = screen.getByText('北京朝阳校区')
  // One act: the page does not render between the taps, as when the second tap comes before the commit.
  act(() => {
    campus.click()
    campus.click()
  })
  expect(orderApi.updateChoice).toHaveBeenCalledTimes(1)
  expect(orderApi.updateChoice).toHaveBeenCalledWith({ orderId: 7, signSchoolId: 1 })
  await act(async () => saved(orderInfo({ signSchoolId: 1 })))
  expect(back).toHaveBeenCalledTimes(1)
})

it('campuses unanswered: 加载失败 with a retry under the city bar, which stays; the retry shows the campuses', async () => {
  Current.router = { params: { goodsId: '1' }, path: '/packages/goods/selectSchool/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const schools = jest.fn()
    .mockRejectedValueOnce(new ApiError(0, '请求失败~~~', undefined, 'network'))
    .mockResolvedValue(fixtures.schoolsBeijing)
  renderPage(<SelectSchoolPage />, { services: { goodsApi: { schools }, orderApi: {} } })
  await flush()
  expect(screen.getByText('加载失败')).toBeVisible()
  expect(screen.getByText('切换城市')).toBeTruthy()
  expect(screen.queryByText('该城市暂无可报名的校区')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(schools).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(screen.getByText(fixtures.schoolsBeijing[0].schoolName)).toBeTruthy()
})
