/**
 * /ty/SelectCity: the cities read (findAllCity) that gets no answer says so with a retry, which shows the cities;
 * a city chosen is kept and the page goes back.
 */
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { back } from '@/platform/navigation'
import { ApiError } from '@/services/request'
import fixtures from '../../../../tests/jest/fixtures/places.json'
import { renderPage } from '../../../../tests/jest/renderPage'
import SelectCityPage from './index'

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

it('cities unanswered: 加载失败 with a retry under the title; the retry shows the cities', async () => {
  Current.router = { params: { goodsId: '1' }, path: '/packages/goods/selectCity/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const cities = jest.fn()
    .mockRejectedValueOnce(new ApiError(500, '请求失败~~~', undefined, 'network'))
    .mockResolvedValue(fixtures.cities)
  renderPage(<SelectCityPage />, { services: { goodsApi: { cities } } })
  await flush()
  expect(screen.getByText('加载失败')).toBeVisible()
  expect(screen.getByText('选择城市')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(cities).toHaveBeenCalledTimes(2)
  expect(screen.queryByText('加载失败')).toBeNull()
  fireEvent.click(screen.getByText('北京'))
  expect(back).toHaveBeenCalledTimes(1)
})

it('a refusal (not a lost answer) shows no cities and no retry', async () => {
  Current.router = { params: {}, path: '/packages/goods/selectCity/index', onReady: '', onHide: '', onShow: '', shareTimelineTitle: '' } as never
  const cities = jest.fn().mockRejectedValue(new ApiError(400, '参数错误'))
  renderPage(<SelectCityPage />, { services: { goodsApi: { cities } } })
  await flush()
  expect(screen.queryByText('加载失败')).toBeNull()
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull()
})
