/**
 * The app's test fixtures are the reference server's answers: each is compared with what the server answers for the
 * same seeded data at the test clock, so a fixture cannot drift from the shape the app really gets.
 */
import { SERVER_ARTICLE, favouritesPage, newsItem } from '../../tests/jest/news'
import { makeApp, type TestApp } from './helpers'

describe('fixtures of the app tests', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  it('SERVER_ARTICLE is the first of myFavoritesNews for 13900139000; newsItem and favouritesPage keep its shape', async () => {
    const { token } = await t.login('13900139000')
    const { body } = await t.post('/api/news/app/myFavoritesNews', { currentPage: 1, pageSize: 10 }, { token })
    expect(body.code).toBe(200)
    expect(body.data.list[0]).toEqual(SERVER_ARTICLE)
    const keys = (o: object) => Object.keys(o).sort()
    expect(keys(newsItem(1))).toEqual(keys(body.data.list[0]))
    const page = favouritesPage([1, 2, 3], 1)
    expect(keys(page)).toEqual(keys(body.data))
    expect(keys(page.page)).toEqual(keys(body.data.page))
    expect(body.data.page).toEqual({ currentPage: 1, totalPages: 1, total: 3 })
  })
})
