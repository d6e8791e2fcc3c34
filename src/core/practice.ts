/**
 * The practical course page, /subChannel/practicalCourse (docs/spec/content-access.md section 2 "Practical course page",
 * "Course-industry switcher"; section 3 "Practice course node", "Practice learn info"; section 4 "Practice purchase",
 * "Practice nav"; sections 5, 6, 9). Pure rules: the tabs and their trees, the navigation selection, the 'course'
 * description pairs, the ranking lines, what needs a token, the play URL and the links the page opens.
 */
import qs from 'qs'
import type { PracticeBanner, PracticeChapter, PracticeDescriptionPair, PracticeHotArticle, PracticeLearnInfo, PracticeNameNode, PracticeNode, PracticeSort, PracticeVideo } from '@contract/practice'
import { articleDetailUrl } from './article/list'
import { link, PATHS } from './links'

/** "banner place id 26" (section 9). */
export const PRACTICE_BANNER_PLACE = 26

/** "tabs Audition and Course", in the spec's order. The page opens on Course unless the query says tab=audition. */
export type PracticeTab = 'audition' | 'course'
export const PRACTICE_TABS: readonly PracticeTab[] = ['audition', 'course']
export const DEFAULT_TAB: PracticeTab = 'course'
/** The tree a tab's navigation shows: the Course tab's is "loaded with sort = course". */
export const TAB_SORT: Record<PracticeTab, PracticeSort> = { audition: 'audition', course: 'course' }

/** Strings the spec quotes, exactly. */
export const PRACTICE_TEXT = {
  industries: '全部行业',
  guarantee: '学习保障',
  courseBadge: '课程', // spec: 'course'
  consult: '咨询课程', // spec: 'consult course'
  signUp: '立即报名', // spec: 'sign up now'
} as const

/** Strings the spec leaves unquoted: this app's own wording. */
export const PRACTICE_APP_TEXT = {
  title: '助学圆梦计划',
  tabs: { audition: '免费试听', course: '实操课程' } as Record<PracticeTab, string>,
  allSub: '全部',
  sheetTitle: '全部分类',
  switchIndustry: '切换行业',
  videos: '行业视频',
  chapters: '课程目录',
  auditionTag: '试听',
  playing: '播放中',
  details: '课程介绍',
  teachers: '师资团队',
  learners: '学员动态',
  ranking: '学习时长排行',
  hotCourses: '热门课程',
  hotArticles: '热门文章',
  reads: '阅读',
  buy: '立即购买',
  service: '客服',
  audition: '免费试听',
  auditionNotice: '免费试听真实课程，听懂了再报名，报名咨询请点击下方按钮',
  realAccount: '什么是真账实操？',
  realAccountTitle: '真账实操说明',
  // The reference server draws each picture with its caption (what the real tips show).
  realAccountPics: [
    `/media/cover/practice-real-account-1.png?w=560&h=720&title=${encodeURIComponent('真实企业账套')}&sub=${encodeURIComponent('原始凭证 · 记账 · 报税')}`,
    `/media/cover/practice-real-account-2.png?w=560&h=720&title=${encodeURIComponent('老师全程带练')}&sub=${encodeURIComponent('一对一答疑')}`,
  ],
  gotIt: '我知道了',
  noCourses: '暂无课程',
  loadFailed: '加载失败，点击重试',
} as const

/**
 * "marquee speed 80 (article) / 50 (default elsewhere)" (section 9), in NutUI NoticeBar's px/s. Every marquee of the
 * app is "elsewhere" (the practical course page's tips, notice and ranking); no article screen of the spec has one, so
 * the article's 80 has no place (docs/decisions.md).
 */
export const MARQUEE_SPEED = 50
export type MarqueeKind = 'tips' | 'notice' | 'ranking'
export const marqueeSpeed = (_kind: MarqueeKind): number => MARQUEE_SPEED

// ---- query and links ----

export interface PracticeQuery {
  tab: PracticeTab
  /** A node of the tab's tree to open on (any level), e.g. after the trip to login. */
  nodeId: number | null
}

const positiveInt = (v: unknown): number | null => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : null
}

export function readPracticeQuery(params: Record<string, string | undefined>): PracticeQuery {
  return { tab: params.tab === 'audition' ? 'audition' : DEFAULT_TAB, nodeId: positiveInt(params.nodeId) }
}

/** This page on a tab and node: where login brings the learner back to. */
export function practiceUrl(tab: PracticeTab, nodeId?: number | null): string {
  return link('practicalCourse', { tab, nodeId: nodeId ?? undefined })
}

/** A URL banner that names this page switches to its tab (default Course) instead of opening the page again. */
export function bannerTab(banner: Pick<PracticeBanner, 'type' | 'url'>): PracticeTab | null {
  if (banner.type !== 2 || !banner.url) return null
  const [path, search = ''] = banner.url.split('?')
  if (path.replace(/\/$/, '') !== PATHS.practicalCourse) return null
  return readPracticeQuery(qs.parse(search) as Record<string, string>).tab
}

/** A hot article opens the article detail, /article/<id>, with its site and sub-tag. */
export function hotArticleUrl(a: PracticeHotArticle): string {
  return articleDetailUrl(a.informationId, { siteId: a.websiteId, informationTypeId: a.informationTypeId, informationType: a.informationType })
}

/**
 * The play URL the token call answers is a path on the API origin: resolved against the practice service's root
 * (an absolute root gives its origin; a same-origin root like '/api/practice' leaves the path as it is).
 */
export function resolvePlayUrl(playUrl: string, serviceRoot: string): string {
  if (/^(https?:)?\/\//.test(playUrl)) return playUrl
  const origin = /^(https?:\/\/[^/]+)/.exec(serviceRoot)?.[1] ?? ''
  return `${origin}${playUrl.startsWith('/') ? '' : '/'}${playUrl}`
}

// ---- navigation ("choosing a top item selects its first child") ----

export interface NavSelection {
  topId: number | null
  subId: number | null
  /** The course (level 3) shown: the sub-item's first child unless one was chosen. */
  courseId: number | null
}

export const NO_SELECTION: NavSelection = { topId: null, subId: null, courseId: null }

/** The node and its ancestors, top first; [] when the id is not in the tree. */
export function pathTo(tree: PracticeNode[], id: number): PracticeNode[] {
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length) return [node, ...below]
  }
  return []
}

export const findNode = (tree: PracticeNode[], id: number | null): PracticeNode | undefined =>
  id === null ? undefined : pathTo(tree, id).slice(-1)[0]

/** A top item: it, its first child and that child's first child. */
export function selectTop(tree: PracticeNode[], topId: number): NavSelection {
  const top = tree.find((n) => n.id === topId)
  if (!top) return defaultSelection(tree)
  const sub = top.children[0]
  return { topId: top.id, subId: sub?.id ?? null, courseId: sub?.children[0]?.id ?? null }
}

/** The first top item with its first child (what the page opens on). */
export const defaultSelection = (tree: PracticeNode[]): NavSelection => (tree[0] ? selectTop(tree, tree[0].id) : NO_SELECTION)

/**
 * Any node: a top item selects its first child, a sub-item its first course, a course itself with its parents.
 * An id that is not in the tree gives the default selection.
 */
export function selectNode(tree: PracticeNode[], id: number | null): NavSelection {
  const path = id === null ? [] : pathTo(tree, id)
  const [top, sub, course] = path
  if (!top) return defaultSelection(tree)
  if (!sub) return selectTop(tree, top.id)
  return { topId: top.id, subId: sub.id, courseId: course?.id ?? sub.children[0]?.id ?? null }
}

/** The deepest node of a selection (the node login brings the learner back to). */
export const selectedNodeId = (s: NavSelection): number | null => s.courseId ?? s.subId ?? s.topId

/** The sub-navigation sheet opens with the items of spread 1 expanded, and the current top item. */
export function initiallyExpanded(tree: PracticeNode[], topId: number | null): number[] {
  return tree.filter((n) => n.spread === 1 || n.id === topId).map((n) => n.id)
}

// ---- the industry switcher: action sheet 全部行业 with the sortName tree ----

export interface IndustryOption {
  [key: string]: string | boolean
  /** The sortName indented by its depth (one ideographic space a level). */
  name: string
  id: string
  depth: string
  active: boolean
}

/** Levels the switcher lists: industries and their sub-items (the courses are the player's list). */
export const INDUSTRY_DEPTH = 2

/** The sortName tree to INDUSTRY_DEPTH levels, depth first; the nodes of the current selection are marked active. */
export function industryOptions(names: PracticeNameNode[], selection: NavSelection, maxDepth = INDUSTRY_DEPTH): IndustryOption[] {
  const chosen = new Set([selection.topId, selection.subId, selection.courseId].filter((v): v is number => v !== null))
  const out: IndustryOption[] = []
  const walk = (nodes: PracticeNameNode[], depth: number) => {
    if (depth >= maxDepth) return
    for (const n of nodes) {
      out.push({ name: `${'\u3000'.repeat(depth)}${n.sortName}`, id: String(n.id), depth: String(depth), active: chosen.has(n.id) })
      walk(n.children ?? [], depth + 1)
    }
  }
  walk(names, 0)
  return out
}

// ---- the 'course' badge: description JSON ----

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '')

/**
 * A node's description: the JSON text of [{title, value}] pairs. Anything that is not such a list gives [];
 * numbers are shown as text, entries without a title are dropped.
 */
export function parseDescription(description: unknown): PracticeDescriptionPair[] {
  let list: unknown = description
  if (typeof description === 'string') {
    try {
      list = JSON.parse(description)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const { title, value } = item as Record<string, unknown>
    const pair = { title: text(title), value: text(value) }
    return pair.title ? [pair] : []
  })
}

// ---- the learning-time ranking ----

/** Phones are shown masked as 138****8000 (a +86 prefix dropped); an already masked phone is kept, a short one is hidden whole. */
export function maskPhone(phone: string): string {
  const p = String(phone ?? '').trim()
  if (/^\d{3}\*{4}\d{4}$/.test(p)) return p
  const all = p.replace(/\D/g, '')
  const digits = all.length === 13 && all.startsWith('86') ? all.slice(2) : all
  if (digits.length < 7) return '****'
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`
}

/** learnNum is minutes: '45分钟', '2小时', '14小时47分钟'. */
export function learnTimeText(minutes: number): string {
  const m = Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0
  const h = Math.floor(m / 60)
  const rest = m % 60
  if (h === 0) return `${rest}分钟`
  return rest === 0 ? `${h}小时` : `${h}小时${rest}分钟`
}

/** One line of the ranking ticker (rank from 1). */
export const rankingLine = (info: PracticeLearnInfo, index: number): string =>
  `第${index + 1}名 ${maskPhone(info.phone)} 学习《${info.course}》${learnTimeText(info.learnNum)}`

// ---- the industry videos ----

/** The video of the chosen course, else the first. */
export function currentVideo(videos: PracticeVideo[], courseId: number | null): PracticeVideo | undefined {
  return videos.find((v) => v.nodeId === courseId) ?? videos[0]
}

/** The chapter the player's play button starts: the audition chapter when there is one, else the first. */
export function firstChapter(chapters: PracticeChapter[]): PracticeChapter | undefined {
  return chapters.find((c) => c.isAudition === 1) ?? chapters[0]
}

/** A chapter's length as mm:ss (h:mm:ss from an hour). */
export function chapterDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`
}

// ---- what needs a token (sections 4, 5, 6) ----

export type PracticeAction = 'play' | 'audition' | 'buy' | 'signUp' | 'consult' | 'service' | 'article' | 'floorGoods' | 'banner'
/** 'login': go to the login page and come back; 'popup': the login popup, then the action continues; 'none'. */
export type PracticeGate = 'login' | 'popup' | 'none'

/**
 * "Auditioning or playing a practice video when anonymous sends the user to login"; "goods purchase needs a token,
 * otherwise a login popup appears; after login the goods jump continues". Browsing needs nothing (section 6).
 */
export const PRACTICE_GATES: Record<PracticeAction, PracticeGate> = {
  play: 'login',
  audition: 'login',
  buy: 'popup',
  signUp: 'popup',
  consult: 'none',
  service: 'none',
  article: 'none',
  floorGoods: 'none',
  banner: 'none',
}

/** What a tap does now: go on, or the gate that stands before it. */
export function gateFor(action: PracticeAction, hasToken: boolean): 'go' | Exclude<PracticeGate, 'none'> {
  const gate = PRACTICE_GATES[action]
  return gate === 'none' || hasToken ? 'go' : gate
}

/** Actions on a course node that count a click (updateClick); a visit (updateVisit) is counted once per node shown. */
export const COUNTS_CLICK: ReadonlySet<PracticeAction> = new Set<PracticeAction>(['play', 'audition', 'buy', 'signUp'])
