/**
 * The learner's collected articles (docs/spec/content-access.md section 7 "News and articles": myFavoritesNews; section 4
 * "Collect: ... uncollect calls cancel with type 1"): paged 10 at a time, and uncollected from the list. An article
 * uncollected here leaves the list at once, the detail's remembered mark is cleared ("remembered locally under a key
 * per article"), and when more pages are to come, the last page loaded is asked again so that the article moving up
 * into it is not skipped.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { NewsItem } from '@contract/news'
import { markKey } from '@/core/article/detail'
import type { NewsApi } from '@/services/news'
import { PagedList } from '@/stores/paged'

/** An article's id (the list's items carry both; the detail's mark is kept under it). */
export const articleIdOf = (item: Pick<NewsItem, 'id' | 'informationId'>): number => item.id || item.informationId

export class FavouriteArticlesStore {
  readonly list: PagedList<NewsItem>
  /** Articles being uncollected (their buttons show it). */
  removing: number[] = []

  constructor(
    private readonly api: Pick<NewsApi, 'favorites' | 'cancel'>,
    private readonly remember: (key: string, value: boolean) => void,
  ) {
    this.list = new PagedList<NewsItem>((page) => api.favorites(page))
    makeAutoObservable<FavouriteArticlesStore, 'api' | 'remember'>(this, { api: false, remember: false, list: false })
  }

  isRemoving(item: NewsItem): boolean {
    return this.removing.includes(articleIdOf(item))
  }

  /** cancelOperateNews type 1. Resolves true when the article left the list; a refusal keeps it (the request layer said why). */
  async uncollect(item: NewsItem): Promise<boolean> {
    const id = articleIdOf(item)
    if (!id || this.removing.includes(id)) return false
    this.removing = [...this.removing, id]
    try {
      await this.api.cancel(id, 1)
    } catch {
      return false
    } finally {
      runInAction(() => {
        this.removing = this.removing.filter((r) => r !== id)
      })
    }
    this.list.setItems(this.list.items.filter((i) => articleIdOf(i) !== id))
    this.remember(markKey('collect', id), false)
    const { page, finished } = this.list.state
    if (page > 0 && !finished) {
      await this.list.refetchPage(page, (state, fresh) => {
        const shown = new Set(state.items.map(articleIdOf))
        return { ...state, items: [...state.items, ...fresh.filter((i) => !shown.has(articleIdOf(i)))] }
      })
    }
    return true
  }
}
