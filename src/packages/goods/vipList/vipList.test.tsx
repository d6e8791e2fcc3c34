/** /vipList: the VIP memberships as cards; a VIP goods opens /classVip with goodsId = memberGoodsId. */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')

import { act, fireEvent, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { navigateTo } from '@/platform/navigation'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import { renderPage } from '../../../../tests/jest/renderPage'
import VipListPage from './index'

const api = { memberGoods: jest.fn() }
const render = (ui: ReactElement) => renderPage(ui, { services: { goodsApi: api } })
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)
beforeEach(() => jest.clearAllMocks())

it('lists the memberships; tapping one opens /classVip with its memberGoodsId', async () => {
  api.memberGoods.mockResolvedValue([
    goodsItem(40, { goodsName: '年度VIP', goodsType: 4, memberGoodsId: 9040 }),
    goodsItem(41, { goodsName: '终身VIP', goodsType: 4, memberGoodsId: 9041 }),
  ])
  render(<VipListPage />)
  await flush()
  expect(screen.getByText('终身VIP')).toBeTruthy()
  fireEvent.click(screen.getByText('年度VIP'))
  await flush()
  expect(navigateTo).toHaveBeenCalledWith('/classVip?goodsId=9040')
})

it('a failed load offers a retry', async () => {
  api.memberGoods.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([goodsItem(40, { goodsName: '年度VIP', goodsType: 4 })])
  render(<VipListPage />)
  await flush()
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
  await flush()
  expect(screen.getByText('年度VIP')).toBeTruthy()
})
