/** /favourites: login required (LoginGate), the collected goods as goods cards, an empty state. */
jest.mock('@/platform/ui')
jest.mock('@/platform/navigation')
jest.mock('@/services', () => ({ goodsApi: { collectionList: jest.fn() }, orderApi: {}, accountApi: {} }))
const mockSession = { token: 'tok', isLoggedIn: true, verify: jest.fn() }
jest.mock('@/stores', () => ({ useStores: () => ({ session: mockSession }) }))

import { act, fireEvent, render, screen } from '@testing-library/react'
import { navigateTo, toLogin } from '@/platform/navigation'
import { goodsApi } from '@/services'
import { goodsItem, quietTaroMedia } from '../../../../tests/jest/goods'
import FavouritesPage from './index'

const api = goodsApi as jest.Mocked<typeof goodsApi>
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

beforeAll(quietTaroMedia)

beforeEach(() => {
  jest.clearAllMocks()
  mockSession.verify.mockResolvedValue(true)
  api.collectionList.mockResolvedValue([goodsItem(7, { goodsType: 1 }), goodsItem(8)])
})

it('sends a learner without a good token to login, asking for nothing', async () => {
  mockSession.verify.mockResolvedValue(false)
  render(<FavouritesPage />)
  await flush()
  expect(toLogin).toHaveBeenCalled()
  expect(api.collectionList).not.toHaveBeenCalled()
})

it('lists the collected goods; one opens its goods jump', async () => {
  render(<FavouritesPage />)
  await flush()
  expect(screen.getByText('课程8')).toBeTruthy()
  fireEvent.click(screen.getByText('课程7'))
  await flush()
  expect(navigateTo).toHaveBeenCalledWith('/allSubject?goodsId=7')
})

it('nothing collected: the empty state with a way to the catalogue', async () => {
  api.collectionList.mockResolvedValue([])
  render(<FavouritesPage />)
  await flush()
  expect(screen.getByText('还没有收藏课程')).toBeTruthy()
  fireEvent.click(screen.getByText('发现课程'))
  expect(navigateTo).toHaveBeenCalledWith('/publicPage/homeSchool')
})
