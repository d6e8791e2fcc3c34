// Mini-program page paths <-> the spec's URLs, including the named segment of /article/:id.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getCurrentPages: jest.fn(() => []), setNavigationBarTitle: jest.fn() } }))

import Taro from '@tarojs/taro'
import { currentUrl, taroUrl } from './location.weapp'

const pages = Taro.getCurrentPages as jest.Mock

it.each<[string, string]>([
  ['/article/10105?siteId=1&informationTypeId=101', '/packages/article/detail/index?id=10105&siteId=1&informationTypeId=101'],
  ['/article/10105', '/packages/article/detail/index?id=10105'],
  ['/ty/myOrder?tagStatus=1', '/packages/order/myOrder/index?tagStatus=1'],
  ['/login', '/pages/login/index'],
  ['/no/such/page', '/no/such/page'],
])('taroUrl(%s) is %s', (spec, page) => expect(taroUrl(spec)).toBe(page))

it('currentUrl puts the id back into the article URL and keeps the rest of the query', () => {
  pages.mockReturnValue([{ route: 'packages/article/detail/index', options: { id: '10105', siteId: '1' } }])
  expect(currentUrl()).toBe('/article/10105?siteId=1')
  pages.mockReturnValue([{ route: 'packages/order/myOrder/index', options: { tagStatus: '1' } }])
  expect(currentUrl()).toBe('/ty/myOrder?tagStatus=1')
  pages.mockReturnValue([])
  expect(currentUrl()).toBe('')
})
