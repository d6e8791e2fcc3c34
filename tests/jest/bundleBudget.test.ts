/**
 * @jest-environment node
 */
// The first-load check `npm test` runs after build:h5 (scripts/bundle-budget.ts): what fails it and what does not.
import { BUDGET, overBudget, type Budget, type RouteLoad } from '../../scripts/bundle-budget'
import { nutuiBeforeTaro } from '../../scripts/css-order'
import budget from '../../config/bundle-budget.json'

const KB = 1024
const LIMITS: Budget = { homePage: 'pages/home/index', homeJsMaxGzipBytes: 150 * KB, routeMaxGzipBytes: 200 * KB }
const load = (page: string, jsKb: number, cssKb = 0): RouteLoad => ({
  page, js: { raw: jsKb * 3 * KB, gzip: jsKb * KB }, css: { raw: cssKb * 3 * KB, gzip: cssKb * KB }, files: 3,
})

it('passes when the home JS and every page are within their limits', () => {
  expect(overBudget([load('pages/home/index', 150, 10), load('packages/x/index', 190, 10)], LIMITS)).toEqual([])
})

it('home JS over its limit fails (its CSS does not count there)', () => {
  expect(overBudget([load('pages/home/index', 151)], LIMITS)).toEqual([
    'home (pages/home/index) first-load JS is 151.0 KB gzip, over the 150.0 KB budget',
  ])
})

it('any page whose JS+CSS passes the route limit fails, one sentence each', () => {
  const problems = overBudget([load('pages/home/index', 100), load('packages/a/index', 195, 6), load('packages/b/index', 199, 1)], LIMITS)
  expect(problems).toEqual(['packages/a/index first load is 201.0 KB gzip (JS+CSS), over the 200.0 KB budget'])
})

it('a build without the home page fails', () => {
  expect(overBudget([load('packages/a/index', 10)], LIMITS)).toEqual(['the home page pages/home/index is not in the build manifest'])
})

it("npm test enforces the issue's budgets, 150 KB home JS and 200 KB any page, on the route table's home page", () => {
  expect(BUDGET).toEqual({ homePage: 'pages/home/index', homeJsMaxGzipBytes: 150 * KB, routeMaxGzipBytes: 200 * KB })
  expect(budget).toEqual(BUDGET)
})

describe("NutUI's rules come after Taro's core rules (scripts/css-order.ts)", () => {
  const taro = '.taro-button-core{width:100%}'
  const nut = '.nut-button{width:auto}'
  it('passes when Taro core comes first, or NutUI is only in page CSS', () => {
    expect(nutuiBeforeTaro(`.a{}${taro}.b{}${nut}`)).toEqual([])
    expect(nutuiBeforeTaro(taro, [nut])).toEqual([])
  })
  it('fails when app.css has NutUI first, or Taro core only in a later page CSS', () => {
    expect(nutuiBeforeTaro(`${nut}${taro}`)).toEqual(["app.css has .nut-button before .taro-button-core: Taro's core style wins over NutUI's"])
    expect(nutuiBeforeTaro(nut, [taro])).toEqual([
      "app.css has .nut-button, and .taro-button-core comes later in a page's CSS: Taro's core style wins over NutUI's",
    ])
  })
  it("fails on this build's app.css as it was when the code field was squeezed", () => {
    // The order of the H5 build where the error boundary's NutUI Button came into the app entry.
    expect(nutuiBeforeTaro(`.nut-icon{}${nut}.empty-state{}${taro}`)).toHaveLength(1)
  })
})
