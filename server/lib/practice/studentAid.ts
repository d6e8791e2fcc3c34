/**
 * Student-aid zone (/wx, /wx/category, /wx/search, /wx/checkin): the course-category and student-info calls of
 * docs/spec/content-access.md section 7 "Practical courses and banners" (service practice), answered as MyBatis-style pages
 * (data.records). The goods are knowledge-store goods (lib/knowledge/knowledge.ts) filed under a level-2 category.
 */
import type { Database } from 'better-sqlite3'
import type { KnowledgeGoods } from '../../../contract/knowledge'
import type { CheckUniversityBody, RecordsPage, StudentInfo, University, WxCategory, WxFirstCategoriesPage } from '../../../contract/practice'
import type { UserRow } from '../accounts/users'
import { badRequest, BizError, Code } from '../envelope'
import { knowledgeGoodsPage, type Viewer } from '../knowledge/knowledge'
import { pageArgs, toRecords, type PageArgs } from '../listPage'
import { formatDateTime } from '../time'
import { FORM_MESSAGES } from '../../../contract/messages'

/** Goods per level-1 category in wxFirstCourseCategorys (section 9: "5 per page with 2 goods per category"). */
export const GOODS_PER_FIRST_CATEGORY = 2

type CatRow = { id: number; parent_id: number | null; name: string; icon: string }
const toCat = (r: CatRow): WxCategory => ({ id: r.id, parentId: r.parent_id, name: r.name, icon: r.icon })

export function wxCategoryTree(db: Database): WxCategory[] {
  const rows = db.prepare('SELECT * FROM wx_categories ORDER BY parent_id IS NOT NULL, sort, id').all() as CatRow[]
  const roots = rows.filter((r) => r.parent_id === null).map((r) => ({ ...toCat(r), children: [] as WxCategory[] }))
  for (const r of rows) if (r.parent_id !== null) roots.find((p) => p.id === r.parent_id)?.children.push(toCat(r))
  return roots
}

export function firstCategories(db: Database, a: PageArgs): RecordsPage<WxCategory> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM wx_categories WHERE parent_id IS NULL').get() as { n: number }
  const rows = db.prepare('SELECT * FROM wx_categories WHERE parent_id IS NULL ORDER BY sort, id LIMIT ? OFFSET ?').all(a.size, a.offset) as CatRow[]
  return toRecords(rows.map(toCat), n, a)
}

function requireCategory(db: Database, id: number): CatRow {
  const row = db.prepare('SELECT * FROM wx_categories WHERE id = ?').get(id) as CatRow | undefined
  if (!row) throw new BizError(Code.NOT_FOUND, '分类不存在')
  return row
}

/** nextCourseCategorysById: the children of a category. */
export function nextCategories(db: Database, id: number, a: PageArgs): RecordsPage<WxCategory> {
  requireCategory(db, id)
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM wx_categories WHERE parent_id = ?').get(id) as { n: number }
  const rows = db.prepare('SELECT * FROM wx_categories WHERE parent_id = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(id, a.size, a.offset) as CatRow[]
  return toRecords(rows.map(toCat), n, a)
}

const IN_CATEGORY = 'k.wx_category_id IN (SELECT id FROM wx_categories WHERE id = ? OR parent_id = ?)'

/** obtainCoursesById: the goods of a category (a level-1 category: of all its children). */
export function categoryGoods(db: Database, v: Viewer, id: number, a: PageArgs): RecordsPage<KnowledgeGoods> {
  requireCategory(db, id)
  const page = knowledgeGoodsPage(db, v, { where: IN_CATEGORY, args: [id, id] }, a)
  return toRecords(page.list, page.page.total, a)
}

/** courseCategorysLikeVideoName: goods whose name, presenter or remark contains the words. */
export function searchGoods(db: Database, v: Viewer, words: string, a: PageArgs): RecordsPage<KnowledgeGoods> {
  const like = `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = "(k.name LIKE ? ESCAPE '\\' OR k.presenter LIKE ? ESCAPE '\\' OR k.remark LIKE ? ESCAPE '\\')"
  const page = knowledgeGoodsPage(db, v, { where, args: [like, like, like] }, a)
  return toRecords(page.list, page.page.total, a)
}

/** wxFirstCourseCategorys: a page of level-1 categories and, in data, each one's first 2 goods. */
export function firstCategoriesWithGoods(db: Database, v: Viewer, a: PageArgs): WxFirstCategoriesPage<KnowledgeGoods> {
  const page = firstCategories(db, a)
  const data: Record<string, KnowledgeGoods[]> = {}
  const two = pageArgs({ pageSize: GOODS_PER_FIRST_CATEGORY })
  for (const c of page.records) data[String(c.id)] = knowledgeGoodsPage(db, v, { where: IN_CATEGORY, args: [c.id, c.id] }, two).list
  return { ...page, data }
}

export function universities(db: Database, keyword: string | undefined): University[] {
  const like = `%${(keyword ?? '').trim()}%`
  return db.prepare('SELECT id, name, province FROM universities WHERE name LIKE ? OR province LIKE ? ORDER BY sort, id').all(like, like) as University[]
}

export function studentInfo(db: Database, u: UserRow): StudentInfo {
  const row = db
    .prepare('SELECT s.*, u.name AS university_name FROM student_infos s JOIN universities u ON u.id = s.university_id WHERE s.user_id = ?')
    .get(u.id) as { university_id: number; university_name: string; student_name: string; major: string; enroll_year: number | null; checked_at: number } | undefined
  return {
    uid: u.id,
    mobile: u.mobile,
    nickName: u.nick_name,
    checkedIn: !!row,
    universityId: row?.university_id ?? null,
    universityName: row?.university_name ?? null,
    studentName: row?.student_name ?? null,
    major: row ? row.major : null,
    enrollYear: row?.enroll_year ?? null,
    checkedTime: row ? formatDateTime(row.checked_at) : null,
  }
}

/** checkUniversity: records (or changes) the learner's university; the name must be given. */
export function checkUniversity(db: Database, u: UserRow, body: CheckUniversityBody, now: number): StudentInfo {
  if (!db.prepare('SELECT 1 FROM universities WHERE id = ?').get(body.universityId)) throw new BizError(Code.NOT_FOUND, '学校不存在')
  const name = body.studentName.trim()
  if (!name) throw badRequest(FORM_MESSAGES.studentName)
  db.prepare(
    `INSERT INTO student_infos (user_id, university_id, student_name, major, enroll_year, checked_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET university_id = excluded.university_id, student_name = excluded.student_name,
       major = excluded.major, enroll_year = excluded.enroll_year, checked_at = excluded.checked_at`,
  ).run(u.id, body.universityId, name, (body.major ?? '').trim(), body.enrollYear ?? null, now)
  return studentInfo(db, u)
}
