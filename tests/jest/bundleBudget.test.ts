/**
 * @jest-environment node
 */
// The first-load check `npm test` runs after build:h5 (scripts/bundle-budget.ts): what fails it and what does not.
import { BUDGET, overBudget, type Budget, type RouteLoad } from '../../scripts/bundle-budget'
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
