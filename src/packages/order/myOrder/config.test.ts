// The page config of my orders: "list load offset 10" (docs/spec/ordering-payment.md section 9), pull-to-refresh on.
const g = globalThis as unknown as { definePageConfig?: (c: object) => object }

beforeAll(() => {
  g.definePageConfig = (c) => c
})
afterAll(() => {
  delete g.definePageConfig
})

it('loads the next page within 10 px of the bottom and refreshes on pull-down', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('./index.config').default
  expect(config).toMatchObject({ onReachBottomDistance: 10, enablePullDownRefresh: true })
})
