/**
 * Knowledge-store rules (docs/spec/content-access.md sections 2 "Knowledge store" and "Wechat knowledge-store home", 3
 * "Knowledge-store item", 4, 6, 9 "Knowledge-store tab ids ... Zone ids ..."): which page serves a tab, which zones a
 * tab shows, what '马上学习' does for a goods, how a claim logs in, and the texts of the claim and the poster.
 */
import type { AuditionType, KnowledgeTabCode, KnowledgeZoneGroup } from '@contract/knowledge'
import { link, PATHS, type PathName } from './links'
import { withQuery } from './queryString'
import { findRoute } from './routes'

/** Section 9: "Knowledge-store tab ids: xxff 7, stkc 1, xyfx 8, jycswd 4, kczq 2, {product} 5, byzq 3, zygh 6". */
export const KNOWLEDGE_TAB: Record<KnowledgeTabCode, number> = { xxff: 7, stkc: 1, xyfx: 8, jycswd: 4, kczq: 2, product: 5, byzq: 3, zygh: 6 }

/** Section 9: "Zone ids: shicao 4, kaozheng 5, suyang 6; example 7–9; job 10–12; company 13–15". */
export const KNOWLEDGE_ZONE = { shicao: 4, kaozheng: 5, suyang: 6, example: [7, 8, 9], job: [10, 11, 12], company: [13, 14, 15] } as const

/** Quoted by the spec (section 2, "Wechat knowledge-store home"). */
export const KNOWLEDGE_TEXT = {
  studyNow: '马上学习',
  claimTitle: '课程领取',
  claimButton: '点击领取',
  posterHint: '长按图片 下载海报',
  posterClose: '我知道了',
  more: '更多', // spec: 'more'
} as const

/** Not quoted by the spec: the app's own wording. */
export const KNOWLEDGE_APP_TEXT = {
  storeTitle: '知识商城',
  brandedStoreTitle: '会计学堂知识商城',
  views: (n: number) => `${n} 次浏览`,
  claimed: '领取成功',
  claimedBefore: '您已领取过该课程',
  claimedHint: '课程已放入您的订单，现在就可以开始学习',
  goStudy: '去学习',
  seeOrder: '查看订单',
  received: '已领取',
  book: '预约试听',
  booked: '已预约',
  bookedToast: '预约成功，开课前提醒您',
  opensAt: '开课时间',
  play: '立即试听',
  buy: '立即购买',
  share: '分享',
  shareTitle: '分享给好友',
  shareLink: '复制链接',
  sharePoster: '生成海报',
  posterDrawing: '海报生成中...',
  posterFailed: '海报生成失败，请重试',
  posterInvite: '邀请你一起来学习',
  posterBrand: '会计学堂 · 知识商城',
  posterBrandApp: '会计学堂小程序 · 知识商城',
  learners: '人已学',
  noGoods: '暂无课程',
  memberShares: '学员分享',
  shareTimes: '次分享',
  myReceived: '我的领取',
  noReceived: '还没有领取课程',
  sharedToYou: '好友分享给你',
  memberBenefits: '会员权益',
  chooseZone: '专区',
} as const

/**
 * Tab code -> the page serving it (the tab routes are the server's typeConfigList routes, section 9's tab ids).
 * `{product}` of section 2 is the product-centre tab: '/product'.
 */
export const TAB_PAGE = {
  xxff: 'knowledgeXxff',
  stkc: 'audition',
  xyfx: 'zoneExample',
  jycswd: 'zoneJob',
  kczq: 'zoneKczq',
  product: 'knowledgeProduct',
  byzq: 'knowledgePkg',
  zygh: 'zoneZygh',
} as const satisfies Record<KnowledgeTabCode, PathName>

/** Tabs whose page shows zones ("Zone ids: shicao 4, kaozheng 5, suyang 6; example 7–9; job 10–12; company 13–15"). */
export const ZONE_GROUP_OF_TAB: Partial<Record<KnowledgeTabCode, KnowledgeZoneGroup>> = {
  kczq: 'kczq',
  xyfx: 'example',
  jycswd: 'job',
  zygh: 'company',
}

export function zoneIdsOf(group: KnowledgeZoneGroup): number[] {
  if (group === 'kczq') return [KNOWLEDGE_ZONE.shicao, KNOWLEDGE_ZONE.kaozheng, KNOWLEDGE_ZONE.suyang]
  return [...KNOWLEDGE_ZONE[group]]
}

const CODES = Object.keys(KNOWLEDGE_TAB) as KnowledgeTabCode[]

export function tabCodeOf(typeId: number): KnowledgeTabCode | undefined {
  return CODES.find((c) => KNOWLEDGE_TAB[c] === typeId)
}

/** The tab a route serves ('/pkg' -> byzq), by its path (query ignored). */
export function tabOfPath(url: string): KnowledgeTabCode | undefined {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '')
  return CODES.find((c) => PATHS[TAB_PAGE[c]] === path)
}

/**
 * The link of a nav button: the tab's route with its typeId (the mini-program serves several routes with one page
 * and cannot see the path, so the typeId travels in the query). A route no page serves gives undefined.
 */
export function tabUrl(tab: { id: number; code?: string; route?: string }): string | undefined {
  const code = tabCodeOf(tab.id)
  if (code) return link(TAB_PAGE[code], { typeId: tab.id })
  if (!tab.route || !findRoute(tab.route)) return undefined
  return withQuery(tab.route, { typeId: tab.id })
}

export type ListSource =
  | { kind: 'floor'; ksHomePageId: number }
  | { kind: 'tab'; code: KnowledgeTabCode; typeId: number }
  | { kind: 'zones'; code: KnowledgeTabCode; typeId: number; group: KnowledgeZoneGroup }

const positive = (v: unknown): number | undefined => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * What a list page shows: a home floor ('more', ksHomePageId), else the tab named by typeId, else the tab of the
 * path it was opened with. undefined when neither names a tab.
 */
export function listSource(path: string, params: Record<string, string | undefined>): ListSource | undefined {
  const floor = positive(params.ksHomePageId)
  if (floor) return { kind: 'floor', ksHomePageId: floor }
  const typeId = positive(params.typeId)
  const code = (typeId !== undefined ? tabCodeOf(typeId) : undefined) ?? tabOfPath(path)
  if (!code) return undefined
  const group = ZONE_GROUP_OF_TAB[code]
  return group ? { kind: 'zones', code, typeId: KNOWLEDGE_TAB[code], group } : { kind: 'tab', code, typeId: KNOWLEDGE_TAB[code] }
}

/** What '马上学习' does with a knowledge goods. */
export type StudyAction = 'study' | 'book' | 'claim' | 'play' | 'buy'

export interface StudyFacts {
  free: 0 | 1
  auditionType: AuditionType
  videoId: string | null
}

/**
 * Audition states (section 3: "Audition: immediately 1, received 2, book 3"): a goods the learner owns (received) is
 * studied; one not open yet is booked; a free one is claimed (purchaseZerogoods); a priced one with an audition clip
 * plays it; any other priced goods opens its goods page (goods jump).
 */
export function studyAction(g: StudyFacts): StudyAction {
  if (g.auditionType === 2) return 'study'
  if (g.auditionType === 3) return 'book'
  if (g.free === 1) return 'claim'
  if (g.videoId) return 'play'
  return 'buy'
}

/**
 * On the audition pages an audition open now plays its clip (free or not); one not open yet is booked; the rest
 * (no clip) as '马上学习'.
 */
export function auditionAction(g: StudyFacts): StudyAction {
  if (g.auditionType === 3) return 'book'
  if (g.auditionType === 1 && g.videoId) return 'play'
  return studyAction(g)
}

/** On the audition player the clip is already playing: '马上学习' there buys a priced goods instead. */
export function playerAction(g: StudyFacts): StudyAction {
  const action = studyAction(g)
  return action === 'play' ? 'buy' : action
}

/** Every action but 'buy' (whose goods page asks at checkout) needs a token first (section 6). */
export function actionNeedsLogin(action: StudyAction): boolean {
  return action !== 'buy'
}

/**
 * How a guest logs in to claim: on the graduation zone (/pkg) the login page in its 'pkg' variant (title 'claim
 * now'); everywhere else the home's popup titled 课程领取 with the button 点击领取.
 */
export function claimLogin(code: KnowledgeTabCode | undefined): 'pkgPage' | 'popup' {
  return code === 'byzq' ? 'pkgPage' : 'popup'
}

/** The campus of a claim when no shared link names a teacher (or getTeacherIdSchool cannot say). */
export const DEFAULT_CLAIM_CAMPUS = 1

/** purchaseZerogoods query: the catalogue goods, platformType 3 on iOS else 2 (as createOrder's), the campus. */
export function zeroGoodsQuery(goodsId: number, env: { isIOS: boolean }, schoolId = DEFAULT_CLAIM_CAMPUS) {
  return { goodsId, platformType: (env.isIOS ? 3 : 2) as 2 | 3, schoolId }
}

export function claimMessage(isNew: boolean): string {
  return isNew ? KNOWLEDGE_APP_TEXT.claimed : KNOWLEDGE_APP_TEXT.claimedBefore
}

/** After a claim, 'go study': the audition clip when there is one, else the app (as an order's study button). */
export function studyTarget(g: { id: number; videoId: string | null }): { kind: 'play'; url: string } | { kind: 'app' } {
  return g.videoId ? { kind: 'play', url: link('auditionPlay', { id: g.id }) } : { kind: 'app' }
}

/** The order of a claim, in order detail (docs/spec/ordering-payment.md section 2: /ty/payResult). */
export function claimOrderUrl(o: { tradeOrderId: string; goodsId: number }, userId: number): string {
  return link('payResult', { tradeOrderId: o.tradeOrderId, userId, goodsId: o.goodsId })
}

export const courseDetailUrl = (id: number) => link('courseDetail', { id })

/** The class form of a membership (the VIP year card): its card opens the member page, not the course detail. */
export const MEMBER_CLASS_FORM = '会员'

/** Where a store card leads: a membership to /member-detail, any other goods to /course-detail. */
export function knowledgeGoodsUrl(g: { id: number; classForm: string }): string {
  return g.classForm === MEMBER_CLASS_FORM ? link('memberDetail', { id: g.id }) : courseDetailUrl(g.id)
}

/**
 * Splits text into lines no wider than `maxWidth` as `measure` measures them (the canvas's measureText), at most
 * `maxLines` lines, the last cut with '…' when text is left over.
 */
export function wrapLines(text: string, maxWidth: number, maxLines: number, measure: (s: string) => number): string[] {
  const chars = [...text.trim()]
  const lines: string[] = []
  let line = ''
  let i = 0
  for (; i < chars.length && lines.length < maxLines; i++) {
    if (line && measure(line + chars[i]) > maxWidth) {
      lines.push(line)
      line = ''
      if (lines.length === maxLines) break
    }
    line += chars[i]
  }
  if (line && lines.length < maxLines) lines.push(line)
  if (i < chars.length && lines.length > 0) {
    let last = lines[lines.length - 1]
    while (last && measure(last + '…') > maxWidth) last = [...last].slice(0, -1).join('')
    lines[lines.length - 1] = last + '…'
  }
  return lines
}

/** The poster's content: its title, the goods (or the store) and the link to open. */
export interface PosterContent {
  title: string
  name: string
  remark: string
  cover: string
  link: string
}


/**
 * Where a store banner leads: its app path when it names a page of this app; else the goods it shows — the store's
 * own presentation of that goods when the home lists one (its detail), otherwise the goods jump; else nowhere.
 */
export function bannerTarget(
  banner: { url: string; goodsId: number | null },
  goods: { id: number; goodsId: number }[],
): { kind: 'url'; url: string } | { kind: 'goods'; goodsId: number } | { kind: 'none' } {
  if (banner.url && findRoute(banner.url)) return { kind: 'url', url: banner.url }
  if (banner.goodsId) {
    const own = goods.find((g) => g.goodsId === banner.goodsId)
    return own ? { kind: 'url', url: courseDetailUrl(own.id) } : { kind: 'goods', goodsId: banner.goodsId }
  }
  return { kind: 'none' }
}

export const floorUrl = (ksHomePageId: number) => link('knowledgeFloor', { ksHomePageId })

/** The page to come back to after the 'pkg' login, asking it to claim `knowledgeId` then (query `claim`). */
export function resumeClaimUrl(url: string, knowledgeId: number): string {
  const [path, query = ''] = url.split('?')
  const kept = query.split('&').filter((p) => p && !p.startsWith('claim='))
  return `${path}?${[...kept, `claim=${knowledgeId}`].join('&')}`
}

/** What a shared goods opens: a job-zone goods (zones 10–12) its share page /job-share, any other its detail. */
export function sharePath(g: { id: number; zoneId: number | null }): string {
  const job = g.zoneId !== null && zoneIdsOf('job').includes(g.zoneId)
  return job ? link('jobShare', { id: g.id }) : link('courseDetail', { id: g.id })
}
