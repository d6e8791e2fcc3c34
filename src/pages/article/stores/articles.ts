/**
 * The article list, /article (docs/spec/content-access.md sections 2, 3, 4, 7, 9): the sites (website/list/v3), each site's
 * sub-tags as tabs (websiteCatalog/list/byWebsiteId/v3, loaded when the site is first shown), ONE list per tab
 * (informationList/v3; each keeps its own items, page, finished and error state), the province (provinceList/v3
 * for the chooser; on entering the maps service's IP location, then getProvinceId/v3 with its province name;
 * nationwide 0 by default and whenever the location fails), the channel picker's sites with their
 * sub-tags (getSiteList), and the return point (site, tab, scroll position) kept when the learner opens a detail.
 */
import { makeAutoObservable } from 'mobx'
import type { IpPlace } from '@/core/location'
import type { NewsCatalog, NewsItem, NewsSite, NewsSiteWithCatalogs, Province, ProvinceLocation } from '@contract/news'
import { articleFooter, articleNextPage, NATIONWIDE_ID, provinceGrid, regionName, type ArticleFooter, type ProvinceCell } from '@/core/article/list'
import type { PagedState } from '@/core/paging'
import type { NewsApi } from '@/services/news'
import { Loadable } from '@/stores/loadable'
import { PagedList, type PageFetcher } from '@/stores/paged'

export type ArticlesApi = Pick<NewsApi, 'sites' | 'siteList' | 'catalogs' | 'list' | 'provinces' | 'provinceOf'>

/** One tab's list: the shared PagedList with the article tab's rule ("a tap reloads"; scrolling does not). */
export class ArticleTabList {
  private readonly list: PagedList<NewsItem>

  constructor(readonly catalogId: number, fetchPage: PageFetcher<NewsItem>) {
    this.list = new PagedList(fetchPage)
    makeAutoObservable<ArticleTabList, 'list'>(this, { catalogId: false, list: false })
  }

  get state(): PagedState<NewsItem> {
    return this.list.state
  }

  get items(): NewsItem[] {
    return this.list.items
  }

  get footer(): ArticleFooter {
    return articleFooter(this.list.state)
  }

  /** The page's bottom came near: the next page, unless loading, finished or failed. */
  async loadMore(): Promise<void> {
    if (articleNextPage(this.state, 'scroll') !== null) await this.list.loadMore()
  }

  /** A tap on '加载失败，点击重试': the page that failed. */
  async retry(): Promise<void> {
    if (articleNextPage(this.state, 'tap') !== null) await this.list.loadMore()
  }

  /** Page 1 the first time the tab is shown; a tab shown again keeps its list (a failed one waits for a tap). */
  loadFirst(): Promise<void> {
    return this.list.loadFirst()
  }

  refresh(): Promise<void> {
    return this.list.refresh()
  }

  /** Forgets the list (another province): it loads afresh when shown. */
  clear(): void {
    this.list.clear()
  }
}

/** Where the learner was when a detail opened: restored on coming back. */
export interface ArticleReturnPoint {
  siteId: number
  catalogId: number | null
  scrollTop: number
  /** Pages of the tab loaded then: a page entered afresh (after a reload) loads them again before scrolling. */
  pages: number
}

/** Keeps the return point beyond the page's memory (the browser tab's session on H5), so a reload keeps it too. */
export interface ReturnPointMemo {
  read(): ArticleReturnPoint | null
  write(point: ArticleReturnPoint | null): void
}

const noMemo: ReturnPointMemo = { read: () => null, write: () => undefined }

/** Where the learner is by IP (src/stores/location.ts); null when the lookup failed or named no province. */
export type Locate = () => Promise<IpPlace | null>

const nowhere: Locate = () => Promise.resolve(null)

export class ArticlesStore {
  readonly sites: Loadable<NewsSite[]>
  /** Sites with their sub-tags, for the channel picker (loaded when it first opens). */
  readonly channels: Loadable<NewsSiteWithCatalogs[]>
  readonly provinces: Loadable<Province[]>
  siteId: number | null = null
  provinceId = NATIONWIDE_ID
  returnPoint: ArticleReturnPoint | null = null
  /** Each site's sub-tags. */
  private catalogs = new Map<number, Loadable<NewsCatalog[]>>()
  /** Each site's chosen tab (a site shown again opens on it). */
  private activeTab = new Map<number, number>()
  /** One list per tab (sub-tag ids are unique across sites). */
  private lists = new Map<number, ArticleTabList>()
  private provinceChosen = false
  private locating: Promise<void> | null = null
  /** The province getProvinceId/v3 named for the learner's place: the region's name before the chooser's list loads. */
  private locatedAs: ProvinceLocation | null = null

  private entering: Promise<void> | null = null
  private enteringNow = false

  constructor(
    private readonly api: ArticlesApi,
    private readonly memo: ReturnPointMemo = noMemo,
    private readonly whereAmI: Locate = nowhere,
  ) {
    this.sites = new Loadable(() => this.api.sites())
    this.channels = new Loadable(() => this.api.siteList())
    this.provinces = new Loadable(async () => (await this.api.provinces()).provinceList)
    makeAutoObservable<ArticlesStore, 'api' | 'memo' | 'whereAmI' | 'provinceChosen' | 'locating' | 'entering' | 'enteringNow'>(this, {
      api: false, memo: false, whereAmI: false, sites: false, channels: false, provinces: false, provinceChosen: false, locating: false, entering: false,
      enteringNow: false,
    })
  }

  get site(): NewsSite | undefined {
    return this.sites.data?.find((s) => s.id === this.siteId)
  }

  /** The active site's sub-tags loading: 'loading', 'error' (a tap reloads) or 'ready'. */
  get tabsStatus(): 'loading' | 'error' | 'ready' {
    const c = this.siteId === null ? undefined : this.catalogs.get(this.siteId)
    return c ? c.status : 'loading'
  }

  get tabs(): NewsCatalog[] {
    return (this.siteId === null ? undefined : this.catalogs.get(this.siteId)?.data) ?? []
  }

  get catalogId(): number | null {
    return this.siteId === null ? null : (this.activeTab.get(this.siteId) ?? null)
  }

  /** The active tab's list. */
  get list(): ArticleTabList | undefined {
    return this.catalogId === null ? undefined : this.lists.get(this.catalogId)
  }

  listOf(catalogId: number): ArticleTabList | undefined {
    return this.lists.get(catalogId)
  }

  get region(): string {
    const located = this.locatedAs
    if (!this.provinces.data && located && located.provinceId === this.provinceId && located.provinceName) return located.provinceName
    return regionName(this.provinceId, this.provinces.data ?? [])
  }

  get provinceCells(): ProvinceCell[] {
    return provinceGrid(this.provinces.data ?? [])
  }

  /**
   * Entering the page (again after a failure: the retry): the province where the learner is and the sites, then
   * the first site (or the one already shown) with its tabs and its tab's first page.
   */
  enter(): Promise<void> {
    // One entering at a time: the page's first show may ask for the return point before its effect enters.
    if (!this.enteringNow) {
      this.enteringNow = true
      this.entering = this.enterNow().finally(() => {
        this.enteringNow = false
      })
    }
    return this.entering!
  }

  private async enterNow(): Promise<void> {
    // Entered afresh with a return point kept for the session (a reload on the detail, then back): its site, its tab
    // and as many pages as were loaded, so that the scroll position can be put back.
    const kept = this.siteId === null && !this.returnPoint ? this.memo.read() : null
    if (kept) this.returnPoint = kept
    await Promise.all([this.sites.loadOnce(), this.locate()])
    const siteId = this.siteId ?? kept?.siteId ?? this.sites.data?.[0]?.id
    if (siteId === undefined) return
    await this.selectSite(siteId, kept?.catalogId ?? undefined)
    for (let page = 1; kept && page < kept.pages && this.list && !this.list.state.finished && !this.list.state.error; page++) {
      await this.list.loadMore()
    }
  }

  /**
   * Where the learner is: the maps service's IP location ("result.ad_info.province used"), then getProvinceId/v3 with
   * that province name. Once. No place (the lookup failed, timed out or named no province) stays nationwide without
   * asking getProvinceId; so does a failed getProvinceId. A province the learner chose meanwhile wins.
   */
  locate(): Promise<void> {
    this.locating ??= this.whereAmI()
      .then((place) => (place ? this.api.provinceOf(place.province) : null))
      .then(
        (answer) => {
          if (answer) this.located(answer)
        },
        () => undefined,
      )
    return this.locating
  }

  private located(answer: ProvinceLocation): void {
    if (this.provinceChosen || !Number.isInteger(answer.provinceId)) return
    this.provinceId = answer.provinceId
    if (answer.provinceId !== NATIONWIDE_ID) this.locatedAs = answer
  }

  /** Another site: its tabs (loaded the first time), on the tab given, else the one it had, else the first. */
  async selectSite(siteId: number, catalogId?: number): Promise<void> {
    this.siteId = siteId
    if (catalogId !== undefined) this.activeTab.set(siteId, catalogId)
    let catalogs = this.catalogs.get(siteId)
    if (!catalogs) {
      catalogs = new Loadable(() => this.api.catalogs(siteId))
      this.catalogs.set(siteId, catalogs)
    }
    await catalogs.loadOnce()
    this.tabsArrived(siteId)
    if (this.siteId === siteId) await this.list?.loadFirst()
  }

  /** A tap on the failed tabs: the site's sub-tags again. */
  async retryTabs(): Promise<void> {
    const siteId = this.siteId
    const catalogs = siteId === null ? undefined : this.catalogs.get(siteId)
    if (siteId === null || !catalogs) return
    await catalogs.load()
    this.tabsArrived(siteId)
    if (this.siteId === siteId) await this.list?.loadFirst()
  }

  private tabsArrived(siteId: number): void {
    const tabs = this.catalogs.get(siteId)?.data
    if (!tabs) return
    for (const tab of tabs) {
      if (!this.lists.has(tab.id)) this.lists.set(tab.id, new ArticleTabList(tab.id, (page) => this.fetchPage(siteId, tab.id, page)))
    }
    const chosen = this.activeTab.get(siteId)
    if (!tabs.some((t) => t.id === chosen)) {
      if (tabs.length > 0) this.activeTab.set(siteId, tabs[0].id)
      else this.activeTab.delete(siteId)
    }
  }

  private fetchPage(siteId: number, catalogId: number, currentPage: number) {
    return this.api.list({ id: siteId, catalogId, provinceId: this.provinceId, currentPage })
  }

  /** Another tab of the active site: its own list, loaded the first time it is shown. */
  async selectTab(catalogId: number): Promise<void> {
    if (this.siteId === null || !this.tabs.some((t) => t.id === catalogId)) return
    this.activeTab.set(this.siteId, catalogId)
    await this.list?.loadFirst()
  }

  /** Another province: every tab's list is for the old one, so each loads afresh (the active one now). */
  async setProvince(provinceId: number): Promise<void> {
    this.provinceChosen = true
    if (provinceId === this.provinceId) return
    this.provinceId = provinceId
    for (const list of this.lists.values()) list.clear()
    await this.list?.loadFirst()
  }

  loadProvinces(): Promise<void> {
    return this.provinces.loadOnce()
  }

  loadChannels(): Promise<void> {
    return this.channels.loadOnce()
  }

  /** Leaving for a detail: remember the site, the tab and the scroll position. */
  leave(scrollTop: number): void {
    if (this.siteId === null) return
    const pages = this.list?.state.page ?? 0
    this.returnPoint = { siteId: this.siteId, catalogId: this.catalogId, scrollTop: Math.max(0, Math.round(scrollTop)), pages }
    this.memo.write(this.returnPoint)
  }

  /**
   * Back on the page: the site and tab left are active again; answers the point (once) for the page to scroll,
   * after entering has finished (a page entered afresh reloads the pages first).
   */
  async takeReturnPoint(): Promise<ArticleReturnPoint | null> {
    await (this.entering ?? this.enter())
    const point = this.returnPoint
    this.returnPoint = null
    this.memo.write(null)
    if (!point) return null
    if (point.siteId !== this.siteId) void this.selectSite(point.siteId, point.catalogId ?? undefined)
    else if (point.catalogId !== null && point.catalogId !== this.catalogId) void this.selectTab(point.catalogId)
    return point
  }
}
