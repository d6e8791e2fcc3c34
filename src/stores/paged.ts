/**
 * A paged list (catalogue tab, search results) driven by the paging rule of src/core/paging.ts. Answers that
 * arrive after a reset (a new keyword, a refresh) are dropped, so a slow old page never lands in a new list.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Page } from '@contract/goods'
import { emptyPaged, nextPage, pagedFooter, pageFailed, pageLoaded, pageStarted, type PagedFooter, type PagedState } from '@/core/paging'

export type PageFetcher<T> = (page: number) => Promise<Page<T>>

export class PagedList<T> {
  state: PagedState<T> = emptyPaged<T>()
  private generation = 0

  constructor(private fetchPage: PageFetcher<T>) {
    // Each change replaces the state whole (src/core/paging.ts): kept as it is, not copied into deep observables.
    makeAutoObservable<PagedList<T>, 'fetchPage' | 'generation'>(this, { state: observableRef, fetchPage: false, generation: false })
  }

  get items(): T[] {
    return this.state.items
  }

  get footer(): PagedFooter {
    return pagedFooter(this.state)
  }

  /** The next page (page 1 first; after a failure, the page that failed); nothing while loading or finished. */
  async loadMore(): Promise<void> {
    const page = nextPage(this.state)
    if (page !== null) await this.fetch(page)
  }

  /** Page 1 unless something was loaded (or is loading) already: for a tab shown again. */
  async loadFirst(): Promise<void> {
    if (this.state.page === 0 && !this.state.loading && !this.state.error) await this.loadMore()
  }

  /** Page 1 again, the shown items kept until it arrives (pull-down refresh). */
  async refresh(): Promise<void> {
    this.generation++
    this.state = { ...this.state, page: 0, finished: false, loading: false }
    await this.fetch(1)
  }

  /**
   * Pages 1 to `pages` (default: as many as are shown) again, the shown items kept until all have arrived, then
   * replaced at once: back on a page, the list keeps its length and the learner's place in it. A failure keeps what
   * is shown (the next refresh or scroll tries again).
   */
  async reload(pages: number = Math.max(1, this.state.page)): Promise<void> {
    const generation = ++this.generation
    let fresh = emptyPaged<T>()
    try {
      for (let page = 1; page <= pages && !fresh.finished; page++) fresh = pageLoaded(fresh, await this.fetchPage(page))
    } catch {
      return
    }
    runInAction(() => {
      if (generation === this.generation) this.state = fresh
    })
  }

  /** A new list (another keyword): empties it and loads page 1 with the new fetcher. */
  async reset(fetchPage: PageFetcher<T> = this.fetchPage): Promise<void> {
    this.generation++
    this.fetchPage = fetchPage
    this.state = emptyPaged<T>()
    await this.fetch(1)
  }

  /** Changes the shown items in place (an order cancelled or deleted), keeping the paging. */
  setItems(items: T[]): void {
    this.state = { ...this.state, items }
  }

  /**
   * Page `page` fetched again and handed to `apply` (a countdown reached zero): dropped if the list was reset
   * meanwhile; a failure is silent (the next refresh tries again).
   */
  async refetchPage(page: number, apply: (state: PagedState<T>, list: T[]) => PagedState<T>): Promise<void> {
    const generation = this.generation
    try {
      const result = await this.fetchPage(page)
      runInAction(() => {
        if (generation === this.generation) this.state = apply(this.state, result.list)
      })
    } catch {
      // Silently: the next refresh tries again.
    }
  }

  /** Empties the list without loading. */
  clear(): void {
    this.generation++
    this.state = emptyPaged<T>()
  }

  private async fetch(page: number): Promise<void> {
    const generation = this.generation
    this.state = pageStarted(this.state)
    try {
      const result = await this.fetchPage(page)
      runInAction(() => {
        if (generation === this.generation) this.state = pageLoaded(this.state, result)
      })
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.state = pageFailed(this.state)
      })
    }
  }
}
