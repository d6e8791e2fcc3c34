/**
 * Article fixtures for store and page tests: SERVER_ARTICLE is the first article the reference server answers to
 * myFavoritesNews for the seeded learner 13900139000 at the test clock, and server/__tests__/fixtures.test.ts holds it
 * to that answer, so a changed shape fails there.
 */
import type { Page } from '@contract/goods'
import type { NewsItem } from '@contract/news'

export const SERVER_ARTICLE: NewsItem = {
  id: 10102,
  informationId: 10102,
  title: '福建2025年初级会计职称考试时间安排公布',
  informationName: '福建2025年初级会计职称考试时间安排公布',
  introduction: '福建2025年初级会计职称考试时间安排公布。为帮助广大考生及时了解最新信息，会计学堂编辑部整理了以下要点，建议收藏。',
  url: '/media/cover/news-10102.png?w=240&h=160&title=%E7%A6%8F%E5%BB%BA2025%E5%B9%B4%E5%88%9D%E7%BA%A7%E4%BC%9A%E8%AE%A1%E8%81%8C%E7%A7%B0%E8%80%83%E8%AF%95%E6%97%B6%E9%97%B4%E5%AE%89%E6%8E%92%E5%85%AC%E5%B8%83',
  isRoot: 0,
  showType: 2,
  skipUrl: '/article/10102?informationType=1&informationTypeId=101',
  informationType: 1,
  informationTypeId: 101,
  informationCategoryId: 1,
  catalogName: '考试动态',
  provinceId: 13,
  pushTime: '2025-05-22 09:33:21',
  createTime: '2025-05-22 08:33:21',
  readNum: 7022,
  likes: 290,
  favorites: 119,
}

/** The server's article under another id (its links follow the id). */
export function newsItem(id: number, over: Partial<NewsItem> = {}): NewsItem {
  return {
    ...SERVER_ARTICLE,
    id,
    informationId: id,
    title: `资讯${id}`,
    informationName: `资讯${id}`,
    skipUrl: `/article/${id}?informationType=1&informationTypeId=101`,
    ...over,
  }
}

/** myFavoritesNews' answer over `ids` (latest first), 10 a page. */
export function favouritesPage(ids: number[], currentPage: number, size = 10): Page<NewsItem> {
  return {
    page: { currentPage, totalPages: Math.ceil(ids.length / size), total: ids.length },
    list: ids.slice((currentPage - 1) * size, currentPage * size).map((id) => newsItem(id)),
  }
}
