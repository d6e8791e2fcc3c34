/**
 * The practical course page's state (docs/spec/content-access.md section 2 "Practical course page"): each tab's tree and
 * navigation selection (src/core/practice: a top item selects its first child), the data each part shows (banners,
 * floors, tips / 学习保障 / hot articles, rankings, industry videos, teachers), the player, and the counters
 * (updateVisit once per course shown; updateClick when the page's gated actions go ahead). Who may play or buy is the
 * page's question (gateFor); a play that reaches here asks the server for a playback token.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { PracticeLearnInfo, PracticeNameNode, PracticeNode, PracticeTeacher, PracticeVideo } from '@contract/practice'
import {
  NO_SELECTION, TAB_SORT, currentVideo, findNode, resolvePlayUrl, selectNode, selectTop, selectedNodeId, type NavSelection, type PracticeQuery,
  type PracticeTab,
} from '@/core/practice'
import type { PracticeApi } from '@/services/practice'
import { Loadable } from '@/stores/loadable'

export interface Playing {
  nodeId: number
  videoId: string
  title: string
  /** The play URL with its token, resolved against the API origin. */
  src: string
}

export interface PracticeStoreEnv {
  /** Root of the practice service (the play URL is a path on its origin). */
  playRoot: string
  /** The learner's uid, 0 for a guest (updateClick's userId). */
  uid(): number
}

const ignore = () => undefined

/** Where the learner was on the page (the way back to it): the tab shown and each tab's chosen node. */
export interface PracticePlace {
  tab: PracticeTab
  nodes: Record<PracticeTab, number | null>
}

export class PracticeStore {
  tab: PracticeTab = 'course'
  selection: Record<PracticeTab, NavSelection> = { audition: NO_SELECTION, course: NO_SELECTION }
  playing: Playing | null = null
  playLoading = false
  /** Bumped by stop(): a playback token that answers after another choice is dropped. */
  private playSeq = 0

  readonly banners: Loadable<Awaited<ReturnType<PracticeApi['banners']>>>
  readonly floors: Loadable<Awaited<ReturnType<PracticeApi['floors']>>>
  readonly information: Loadable<Awaited<ReturnType<PracticeApi['information']>>>
  readonly ranking: Loadable<PracticeLearnInfo[]>
  readonly trees: Record<PracticeTab, Loadable<PracticeNode[]>>
  readonly names: Record<PracticeTab, Loadable<PracticeNameNode[]>>
  /** Industry videos by sub-item (Course tab), teachers and learners by top item. */
  readonly videos = observable.map<number, Loadable<PracticeVideo[]>>()
  readonly teachers = observable.map<number, Loadable<PracticeTeacher[]>>()
  readonly learners = observable.map<number, Loadable<PracticeLearnInfo[]>>()

  /** The query's node, applied once its tab's tree has loaded. */
  private pending: Record<PracticeTab, number | null> = { audition: null, course: null }
  private visited = new Set<number>()

  constructor(
    private readonly api: PracticeApi,
    private readonly env: PracticeStoreEnv,
  ) {
    this.banners = new Loadable(() => api.banners())
    this.floors = new Loadable(() => api.floors())
    this.information = new Loadable(() => api.information())
    this.ranking = new Loadable(() => api.ranking())
    this.trees = { audition: new Loadable(() => api.tree(TAB_SORT.audition)), course: new Loadable(() => api.tree(TAB_SORT.course)) }
    this.names = { audition: new Loadable(() => api.names(TAB_SORT.audition)), course: new Loadable(() => api.names(TAB_SORT.course)) }
    makeAutoObservable<PracticeStore, 'api' | 'env' | 'pending' | 'visited'>(this, { api: false, env: false, pending: false, visited: false })
  }

  /** Opens the page on the query's tab and node. */
  enter(query: PracticeQuery): Promise<void> {
    this.pending[query.tab] = query.nodeId
    void this.banners.loadOnce()
    return this.setTab(query.tab)
  }

  /** The page's place: the tab and each tab's deepest chosen node. */
  get place(): PracticePlace {
    return { tab: this.tab, nodes: { audition: selectedNodeId(this.selection.audition), course: selectedNodeId(this.selection.course) } }
  }

  /** Opens the page on a kept place: its tab, and each tab's node once that tab's tree has loaded. */
  returnTo(place: PracticePlace): Promise<void> {
    this.pending = { audition: place.nodes.audition, course: place.nodes.course }
    void this.banners.loadOnce()
    return this.setTab(place.tab)
  }

  /** Shows a tab: loads what it shows the first time. */
  async setTab(tab: PracticeTab): Promise<void> {
    if (tab !== this.tab) this.stop()
    this.tab = tab
    if (tab === 'course') {
      void this.information.loadOnce()
      void this.floors.loadOnce()
    } else {
      void this.ranking.loadOnce()
    }
    await this.loadTree(tab)
  }

  /** The tab's tree; once loaded, the pending node (or the first top item) is selected. */
  async loadTree(tab: PracticeTab = this.tab): Promise<void> {
    const tree = this.trees[tab]
    await tree.loadOnce()
    runInAction(() => {
      if (!tree.data) return
      if (this.pending[tab] !== null || this.selection[tab].topId === null) {
        this.select(tab, selectNode(tree.data, this.pending[tab]))
        this.pending[tab] = null
      }
    })
  }

  get tree(): PracticeNode[] {
    return this.trees[this.tab].data ?? []
  }

  get current(): NavSelection {
    return this.selection[this.tab]
  }

  get top(): PracticeNode | undefined {
    return findNode(this.tree, this.current.topId)
  }

  get sub(): PracticeNode | undefined {
    return findNode(this.tree, this.current.subId)
  }

  /** The course shown (the player's, the buy button's, the 'course' badge's). */
  get course(): PracticeNode | undefined {
    return findNode(this.tree, this.current.courseId)
  }

  /** The sub-item's courses (the Audition tab's hot courses). */
  get courses(): PracticeNode[] {
    return this.sub?.children ?? []
  }

  /** The industry videos of the Course tab's sub-item (null while loading). */
  get videoList(): Loadable<PracticeVideo[]> | undefined {
    const subId = this.selection.course.subId
    return subId === null ? undefined : this.videos.get(subId)
  }

  get video(): PracticeVideo | undefined {
    return currentVideo(this.videoList?.data ?? [], this.selection.course.courseId)
  }

  chooseTop(id: number): void {
    this.select(this.tab, selectTop(this.tree, id))
  }

  /** Any node (a sub-item, a course, a switcher or sheet choice). */
  chooseNode(id: number): void {
    this.select(this.tab, selectNode(this.tree, id))
  }

  /** Plays a video id of a course: asks for a playback token and hands the player its URL. */
  async play(nodeId: number, videoId: string, title: string): Promise<void> {
    if (this.playLoading) return
    this.playLoading = true
    const seq = this.playSeq
    try {
      const token = await this.api.playToken(videoId)
      runInAction(() => {
        // Another course or tab was chosen while the token came: that video is no longer wanted.
        if (seq !== this.playSeq) return
        this.playing = { nodeId, videoId, title, src: resolvePlayUrl(token.playUrl, this.env.playRoot) }
      })
    } catch {
      // The request layer toasted why; a 401 goes to login from there.
    } finally {
      runInAction(() => {
        this.playLoading = false
      })
    }
  }

  stop(): void {
    this.playing = null
    this.playSeq += 1
  }

  countClick(nodeId: number): void {
    this.api.click(nodeId, this.env.uid()).catch(ignore)
  }

  /** The names tree of the industry switcher (loaded when it first opens). */
  loadNames(): Promise<void> {
    return this.names[this.tab].loadOnce()
  }

  private select(tab: PracticeTab, next: NavSelection): void {
    const courseChanged = this.selection[tab].courseId !== next.courseId
    this.selection[tab] = next
    // Only the shown tab's choice stops its video (a tree loaded late for the other tab leaves it alone).
    if (tab === this.tab && (courseChanged || (this.playing && this.playing.nodeId !== next.courseId))) this.stop()
    if (next.courseId !== null && !this.visited.has(next.courseId)) {
      this.visited.add(next.courseId)
      this.api.visit(next.courseId).catch(ignore)
    }
    // The Course tab's industry videos (of the sub-item), teachers and learners (of the industry).
    const { topId, subId } = next
    if (tab !== 'course') return
    if (subId !== null) this.loadOnce(this.videos, subId, () => this.api.videos(subId, TAB_SORT.course))
    if (topId !== null) {
      this.loadOnce(this.teachers, topId, () => this.api.teachers(topId))
      this.loadOnce(this.learners, topId, () => this.api.learners(topId))
    }
  }

  private loadOnce<T>(map: Map<number, Loadable<T>>, id: number, loader: () => Promise<T>): void {
    let item = map.get(id)
    if (!item) {
      item = new Loadable(loader)
      map.set(id, item)
    }
    void item.loadOnce()
  }
}
