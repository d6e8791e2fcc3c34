/**
 * docs/spec/content-access.md section 3: "Business-channel params stored locally: webpageTopic, distributorCode"; section 5:
 * "Business channel params are stored or returned only if both webpageTopic and distributorCode are present".
 */
import Taro from '@tarojs/taro'
import { rememberChannel, storedChannel } from './channel'

beforeEach(() => Taro.clearStorageSync())

it.each([
  [{ webpageTopic: 'cpa-spring', distributorCode: 'D1001' }, true, { webpageTopic: 'cpa-spring', distributorCode: 'D1001' }],
  [{ webpageTopic: 'cpa%2Dspring', distributorCode: ' D1001 ' }, true, { webpageTopic: 'cpa-spring', distributorCode: 'D1001' }],
  [{ webpageTopic: 'cpa-spring' }, false, undefined],
  [{ distributorCode: 'D1001' }, false, undefined],
  [{ webpageTopic: '', distributorCode: 'D1001' }, false, undefined],
  [{}, false, undefined],
  [null, false, undefined],
])('entry query %p: stored %p', (query, kept, out) => {
  expect(rememberChannel(query)).toBe(kept)
  expect(storedChannel()).toEqual(out)
})

it('one param alone keeps the pair stored before; a new pair replaces it', () => {
  rememberChannel({ webpageTopic: 'a', distributorCode: 'D1' })
  rememberChannel({ webpageTopic: 'b' })
  expect(storedChannel()).toEqual({ webpageTopic: 'a', distributorCode: 'D1' })
  rememberChannel({ webpageTopic: 'b', distributorCode: 'D2' })
  expect(storedChannel()).toEqual({ webpageTopic: 'b', distributorCode: 'D2' })
})

it('half a pair in storage is not returned', () => {
  Taro.setStorageSync('webpageTopic', 'a')
  expect(storedChannel()).toBeUndefined()
})
