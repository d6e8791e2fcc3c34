/**
 * Every page of the BUILT mini-program (app.json: the main package and every subpackage) renders: it draws content,
 * no wxml template is missing, its text has no English word and its icons have their size (uiChecks.ts). Their main
 * actions are tested page by page in the other files of this folder; this sweep makes sure no page is left out.
 */
import { launchApp, waitFor, missingTemplates } from './harness'
import { ROUTES } from '../../src/core/routes'
import { PAGES, queryFor } from './pageQueries'
import { latinIn, pageCss, unsizedIcons } from './uiChecks'

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

it('app.json lists the pages of the route table, and only those', () => {
  const routed = [...new Set(ROUTES.filter((r) => r.page).map((r) => r.page))].sort()
  expect([...PAGES].sort()).toEqual(routed)
})

it.each(PAGES)('%s renders with no missing template', async (route) => {
  const mp = await launchApp({ signedInAs: '13900139000' })
  try {
    const page = await mp.loadPage(route, { query: await queryFor(mp, route) })
    await waitFor(() => page.text().length > 0, { timeout: 8000, message: () => `${route} drew nothing` })
    const missing = missingTemplates(warn)
    expect(missing).toEqual([])
    // What the learner reads is Chinese, and every icon drawn has its size from the stylesheet (a failure names the
    // page, the English texts and the selectors of the unsized icons).
    const seen = { page: route, english: latinIn(page.dom), unsizedIcons: unsizedIcons(page.dom, pageCss(route)) }
    expect(seen).toEqual({ page: route, english: [], unsizedIcons: [] })
  } finally {
    await mp.close()
  }
})
