// One IP lookup per run of the app, shared by its users; a failure is no place, asked once.
import { IpLocator } from './location'

it('asks the maps service once, however many callers, and answers each the same place', async () => {
  const api = { ipLocation: jest.fn(async () => ({ province: '四川省', city: '成都市' })) }
  const locator = new IpLocator(api)
  const [a, b] = await Promise.all([locator.locate(), locator.locate()])
  expect(await locator.locate()).toEqual({ province: '四川省', city: '成都市' })
  expect(a).toBe(b)
  expect(api.ipLocation).toHaveBeenCalledTimes(1)
})

it('a failed lookup answers null (no place), and is not asked again', async () => {
  const api = { ipLocation: jest.fn(async () => { throw new Error('timeout') }) }
  const locator = new IpLocator(api)
  await expect(locator.locate()).resolves.toBeNull()
  await expect(locator.locate()).resolves.toBeNull()
  expect(api.ipLocation).toHaveBeenCalledTimes(1)
})
