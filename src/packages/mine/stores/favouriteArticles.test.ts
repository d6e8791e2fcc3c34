/**
 * Collected articles (docs/spec/content-access.md section 7 "News and articles": "POST ... cancelOperateNews (newsId, type 0
 * like / 1 collect, token), ... myFavoritesNews"; section 4 "uncollect calls cancel with type 1", "remembered
 * locally under a key per article"; section 9 "Article page size 10"). Pages are the reference server's myFavoritesNews
 * answer (tests/jest/news.ts, held to the server by server/__tests__/fixtures.test.ts).
 */
import { favouritesPage } from '../../../../tests/jest/news'
import { FavouriteArticlesStore } from './favouriteArticles'

/** The server's favourites, latest first, 10 a page; cancelling removes one. */
function server(count: number) {
  let ids = Array.from({ length: count }, (_, i) => 1000 + i)
  const favorites = jest.fn(async (currentPage: number) => favouritesPage(ids, currentPage))
  const cancel = jest.fn(async (newsId: number, _type: 0 | 1) => {
    ids = ids.filter((i) => i !== newsId)
    return { newsId, likes: 290, favorites: 118, shares: 0, isLikes: 0 as const, isFavorites: 0 as const }
  })
  return { favorites, cancel }
}

const ids = (store: FavouriteArticlesStore) => store.list.items.map((i) => i.id)

it('pages 10 at a time (myFavoritesNews)', async () => {
  const api = server(23)
  const store = new FavouriteArticlesStore(api, jest.fn())
  await store.list.loadMore()
  await store.list.loadMore()
  expect(api.favorites.mock.calls.map((c) => c[0])).toEqual([1, 2])
  expect(ids(store)).toHaveLength(20)
  await store.list.loadMore()
  expect(ids(store)).toHaveLength(23)
  expect(store.list.footer).toBe('noMore')
})

it('uncollect calls cancel with type 1, takes the article out and clears the remembered mark', async () => {
  const api = server(3)
  const remember = jest.fn()
  const store = new FavouriteArticlesStore(api, remember)
  await store.list.loadMore()
  await expect(store.uncollect(store.list.items[1])).resolves.toBe(true)
  expect(api.cancel).toHaveBeenCalledWith(1001, 1)
  expect(ids(store)).toEqual([1000, 1002])
  expect(remember).toHaveBeenCalledWith('article_isCollected_1001', false)
  expect(api.favorites).toHaveBeenCalledTimes(1)
})

it('with more pages to come, the article moving up into the last page loaded is not skipped', async () => {
  const api = server(25)
  const store = new FavouriteArticlesStore(api, jest.fn())
  await store.list.loadMore()
  await store.uncollect(store.list.items[0])
  expect(ids(store)).toEqual([...Array.from({ length: 9 }, (_, i) => 1001 + i), 1010])
  await store.list.loadMore()
  await store.list.loadMore()
  expect(ids(store)).toEqual(Array.from({ length: 24 }, (_, i) => 1001 + i))
})

it('a second tap while it runs asks once; a refusal keeps the article', async () => {
  const api = server(2)
  const store = new FavouriteArticlesStore(api, jest.fn())
  await store.list.loadMore()
  const item = store.list.items[0]
  const taps = [store.uncollect(item), store.uncollect(item)]
  expect(store.isRemoving(item)).toBe(true)
  await Promise.all(taps)
  expect(api.cancel).toHaveBeenCalledTimes(1)
  api.cancel.mockRejectedValueOnce(new Error('failed'))
  await expect(store.uncollect(store.list.items[0])).resolves.toBe(false)
  expect(ids(store)).toEqual([1001])
  expect(store.isRemoving(store.list.items[0])).toBe(false)
})
