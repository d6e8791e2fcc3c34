/**
 * Practical courses (docs/spec/content-access.md sections 2, 3, 7 "Practical courses and banners", 9): the practice tree,
 * banners (place 26), category floors, teachers, videos, tips, 学习保障, hot articles, learners and the counters.
 */
import type { Database } from 'better-sqlite3'
import type { GoodsType, OriginType } from '../../../contract/goods'
import type {
  PracticeBanner, PracticeCategory, PracticeCounter, PracticeInformation, PracticeLearnInfo, PracticeNameNode, PracticeNode,
  PracticeSort, PracticeTeacher, PracticeVideo,
} from '../../../contract/practice'
import { GOODS_SELECT, LISTED, toGoodsItem, type GoodsRow } from '../goods/catalogue'
import { BizError, Code } from '../envelope'
import { formatDateTime } from '../time'

export const PracticeMsg = {
  NODE_NOT_FOUND: '课程不存在',
  BANNER_NOT_FOUND: '广告不存在',
  VIDEO_NOT_FOUND: '视频不存在',
} as const

/** Banner place of the practice page (section 9). */
export const PRACTICE_BANNER_PLACE = 26
/** Learners shown by getPracticeLearnList (ranking) and learnList (one course or industry). */
export const LEARN_RANKING_SIZE = 10
export const LEARN_LIST_SIZE = 20

interface NodeRow {
  id: number
  parent_id: number | null
  level: 1 | 2 | 3
  sort_name: string
  app_pic: string
  details: string
  description: string
  audition: string | null
  spread: 0 | 1
  goods_id: number | null
  goods_type: GoodsType | null
  origin_type: OriginType | null
  item_type: number | null
  visit_count: number
  click_count: number
}

const NODE_SELECT = `SELECT n.*, g.goods_type, g.origin_type, g.item_type FROM practice_nodes n LEFT JOIN goods g ON g.id = n.goods_id`

const toNode = (r: NodeRow): PracticeNode => ({
  id: r.id,
  parentId: r.parent_id,
  level: r.level,
  sortName: r.sort_name,
  appPic: r.app_pic,
  details: r.details,
  description: r.description,
  audition: r.audition,
  spread: r.spread,
  goodsId: r.goods_id,
  goodsType: r.goods_type,
  goodsOriginType: r.origin_type,
  itemType: r.item_type,
  children: [],
})

/** The tree of one sort type, every level in its sort order. */
export function practiceTree(db: Database, sort: PracticeSort): PracticeNode[] {
  const rows = db.prepare(`${NODE_SELECT} WHERE n.sort_type = ? ORDER BY n.level, n.sort, n.id`).all(sort) as NodeRow[]
  const byId = new Map<number, PracticeNode>()
  const roots: PracticeNode[] = []
  for (const r of rows) {
    const n = toNode(r)
    byId.set(n.id, n)
    if (r.parent_id === null) roots.push(n)
    else byId.get(r.parent_id)?.children.push(n)
  }
  return roots
}

const toName = (n: PracticeNode): PracticeNameNode => ({ id: n.id, sortName: n.sortName, children: n.children.map(toName) })

/** The sortName tree of the industry switcher. */
export const practiceNames = (db: Database, sort: PracticeSort): PracticeNameNode[] => practiceTree(db, sort).map(toName)

export function requireNode(db: Database, id: number): NodeRow {
  const row = db.prepare(`${NODE_SELECT} WHERE n.id = ?`).get(id) as NodeRow | undefined
  if (!row) throw new BizError(Code.NOT_FOUND, PracticeMsg.NODE_NOT_FOUND)
  return row
}

/** Ids of a node and everything under it. */
const SUBTREE = `WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT n.id FROM practice_nodes n JOIN sub ON n.parent_id = sub.id)`

/** The industry (level-1 ancestor) of a node. */
function industryOf(db: Database, id: number): number {
  const row = db
    .prepare(
      `WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM practice_nodes WHERE id = ?
         UNION ALL SELECT n.id, n.parent_id FROM practice_nodes n JOIN up ON n.id = up.parent_id)
       SELECT id FROM up WHERE parent_id IS NULL`,
    )
    .get(id) as { id: number }
  return row.id
}

/** Banners of a place; goods banners carry their goods' jump fields (goodsType, goodsOriginType, itemType) as home banners do. */
export function practiceBanners(db: Database, showPlaceId: number): PracticeBanner[] {
  type Row = Omit<PracticeBanner, 'goodsType' | 'goodsOriginType' | 'itemType'> & { gt: GoodsType | null; got: OriginType | null; it: number | null }
  const rows = db
    .prepare(
      `SELECT b.id, b.pic, b.type, b.url, b.goods_info_id AS goodsInfoId, b.website_id AS websiteId, b.show_place_id AS showPlaceId,
         b.config_id AS configId, g.goods_type AS gt, g.origin_type AS got, g.item_type AS it
       FROM practice_banners b LEFT JOIN goods g ON g.id = b.goods_info_id WHERE b.show_place_id = ? ORDER BY b.sort, b.id`,
    )
    .all(showPlaceId) as Row[]
  return rows.map(({ gt, got, it, ...b }) => ({
    ...b,
    ...(gt !== null ? { goodsType: gt } : {}),
    ...(got !== null ? { goodsOriginType: got } : {}),
    ...(it !== null ? { itemType: it } : {}),
  }))
}

/** updateBannerGoodsPvCount of a practice banner: type 0 a show, 1 a click. */
export function countBanner(db: Database, bannerId: number, type: 0 | 1): { show: number; click: number } {
  const col = type === 0 ? 'show_count' : 'click_count'
  const info = db.prepare(`UPDATE practice_banners SET ${col} = ${col} + 1 WHERE id = ?`).run(bannerId)
  if (info.changes === 0) throw new BizError(Code.NOT_FOUND, PracticeMsg.BANNER_NOT_FOUND)
  return db.prepare('SELECT show_count AS show, click_count AS click FROM practice_banners WHERE id = ?').get(bannerId) as { show: number; click: number }
}

/** Category floors with their listed goods. */
export function practiceCategories(db: Database): PracticeCategory[] {
  const cats = db.prepare('SELECT id, name, remark FROM practice_categories ORDER BY sort, id').all() as Omit<PracticeCategory, 'goodsList'>[]
  const goods = db.prepare(
    `${GOODS_SELECT} JOIN practice_category_goods pc ON pc.goods_id = g.id WHERE pc.category_id = ? AND ${LISTED} ORDER BY pc.sort, g.id`,
  )
  return cats.map((c) => ({ ...c, goodsList: (goods.all(c.id) as GoodsRow[]).map(toGoodsItem) }))
}

/** Teachers of a node's industry; without a node, every teacher. */
export function practiceTeachers(db: Database, nodeId?: number): PracticeTeacher[] {
  type Row = { id: number; teacher_name: string; pic: string; introduction: string }
  const rows =
    nodeId === undefined
      ? (db.prepare('SELECT * FROM practice_teachers ORDER BY sort, id').all() as Row[])
      : (db
          .prepare(
            `SELECT t.* FROM practice_teachers t JOIN practice_node_teachers nt ON nt.teacher_id = t.id
             WHERE nt.node_id = ? ORDER BY nt.sort, t.id`,
          )
          .all(industryOf(db, requireNode(db, nodeId).id)) as Row[])
  return rows.map((t) => ({ id: t.id, pic: t.pic, teacherName: t.teacher_name, introductionList: JSON.parse(t.introduction) as string[] }))
}

/** Learners by minutes learnt: of a node's subtree, or of every course. */
export function practiceLearners(db: Database, nodeId: number | undefined, limit: number): PracticeLearnInfo[] {
  const sql = `SELECT l.phone, n.sort_name AS course, l.learn_num AS learnNum FROM practice_learners l JOIN practice_nodes n ON n.id = l.node_id`
  const order = 'ORDER BY l.learn_num DESC, l.id LIMIT ?'
  if (nodeId === undefined) return db.prepare(`${sql} ${order}`).all(limit) as PracticeLearnInfo[]
  requireNode(db, nodeId)
  return db.prepare(`${SUBTREE} ${sql} WHERE l.node_id IN (SELECT id FROM sub) ${order}`).all(nodeId, limit) as PracticeLearnInfo[]
}

/** Marquee tips, the 学习保障 items and the hot articles (news articles, most read first). */
export function practiceInformation(db: Database): PracticeInformation {
  const tips = (db.prepare('SELECT text FROM practice_tips ORDER BY sort, id').all() as { text: string }[]).map((t) => t.text)
  const guarantees = db.prepare('SELECT id, icon, title, description FROM practice_guarantees ORDER BY sort, id').all() as PracticeInformation['guarantees']
  type Row = { id: number; title: string; cover: string; read_num: number; information_type: number; catalog_id: number; website_id: number; push_time: number }
  const rows = db
    .prepare(
      `SELECT a.id, a.title, a.cover, a.read_num, a.information_type, a.catalog_id, a.website_id, a.push_time
       FROM practice_hot_articles h JOIN news_articles a ON a.id = h.news_id ORDER BY h.sort, a.id`,
    )
    .all() as Row[]
  const articles = rows.map((a) => ({
    informationId: a.id,
    title: a.title,
    pic: a.cover,
    readNum: a.read_num,
    informationType: a.information_type,
    informationTypeId: a.catalog_id,
    websiteId: a.website_id,
    pushTime: formatDateTime(a.push_time),
  }))
  return { tips, guarantees, articles }
}

/** Industry videos with chapters: of a node's subtree, or all of one sort type. */
export function practiceVideos(db: Database, nodeId: number | undefined, sort: PracticeSort): PracticeVideo[] {
  type Row = { id: number; node_id: number; title: string; cover: string; teacher_name: string | null }
  const base = `SELECT v.id, v.node_id, v.title, v.cover, t.teacher_name FROM practice_videos v JOIN practice_nodes n ON n.id = v.node_id
    LEFT JOIN practice_teachers t ON t.id = v.teacher_id`
  const rows =
    nodeId === undefined
      ? (db.prepare(`${base} WHERE n.sort_type = ? ORDER BY n.parent_id, n.sort, v.sort, v.id`).all(sort) as Row[])
      : (requireNode(db, nodeId),
        db.prepare(`${SUBTREE} ${base} WHERE v.node_id IN (SELECT id FROM sub) ORDER BY n.parent_id, n.sort, v.sort, v.id`).all(nodeId) as Row[])
  const chapters = db.prepare(
    `SELECT id, vid AS videoId, title, duration_seconds AS durationSeconds, is_audition AS isAudition
     FROM practice_chapters WHERE video_id = ? ORDER BY sort, id`,
  )
  return rows.map((v) => ({
    id: v.id,
    nodeId: v.node_id,
    title: v.title,
    cover: v.cover,
    teacherName: v.teacher_name ?? '',
    chapters: chapters.all(v.id) as PracticeVideo['chapters'],
  }))
}

/** updateVisit / updateClick: one more visit or click of a node. */
export function countNode(db: Database, id: number, what: 'visit' | 'click'): PracticeCounter {
  const col = what === 'visit' ? 'visit_count' : 'click_count'
  if (db.prepare(`UPDATE practice_nodes SET ${col} = ${col} + 1 WHERE id = ?`).run(id).changes === 0) {
    throw new BizError(Code.NOT_FOUND, PracticeMsg.NODE_NOT_FOUND)
  }
  const r = requireNode(db, id)
  return { id, visitCount: r.visit_count, clickCount: r.click_count }
}
