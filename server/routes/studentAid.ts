import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CheckUniversityBody } from '../../types/practice'
import { ok } from '../lib/envelope'
import type { Viewer } from '../lib/content/knowledge'
import { pageArgs, pagingProps, type PagingInput } from '../lib/listPage'
import {
  categoryGoods, checkUniversity, firstCategories, firstCategoriesWithGoods, nextCategories, searchGoods, studentInfo, universities, wxCategoryTree,
} from '../lib/content/studentAid'
import { params } from '../lib/validation'

const id = { type: 'integer', minimum: 1, 'x-msg': '请传入正确的分类id' }
const query = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({ querystring: params({ ...pagingProps, ...properties }, required) })

/**
 * Student-aid zone calls (content-access.md section 7 "Practical courses and banners": course categories and student
 * info), prefix /api/practice. Category pages are RecordsPage ({records, total, size, current, pages}).
 */
export default async function studentAidRoutes(app: FastifyInstance) {
  const db = app.db
  const viewer = (req: FastifyRequest): Viewer => ({ now: app.now(), userId: req.user?.id ?? null })
  const optional = { preHandler: app.auth.optional }

  /** GET /courseCategorys — WxCategory[] with children (the whole tree). */
  app.get('/courseCategorys', { schema: query({}) }, async () => ok(wxCategoryTree(db)))

  /** GET /firstCourseCategorys — WxCategory[] of level 1. */
  app.get('/firstCourseCategorys', { schema: query({}) }, async () => ok(firstCategories(db, pageArgs({ pageSize: 1000 })).records))

  /** GET /wxCourseCategorys?curPage=&pageSize=999 — RecordsPage<WxCategory> of level 1 (the /wx category nav). */
  app.get<{ Querystring: PagingInput }>('/wxCourseCategorys', { schema: query({}) }, async (req) => ok(firstCategories(db, pageArgs(req.query, 999))))

  /** GET /wxFirstCourseCategorys?curPage=&pageSize=5 (token optional) — level-1 categories and data {categoryId: 2 goods}. */
  app.get<{ Querystring: PagingInput }>('/wxFirstCourseCategorys', { schema: query({}), ...optional }, async (req) =>
    ok(firstCategoriesWithGoods(db, viewer(req), pageArgs(req.query, 5))),
  )

  /** GET /nextCourseCategorysById?id=&curPage=1&pageSize=100 — RecordsPage<WxCategory>: the children. */
  app.get<{ Querystring: PagingInput & { id: number } }>('/nextCourseCategorysById', { schema: query({ id }, ['id']) }, async (req) =>
    ok(nextCategories(db, req.query.id, pageArgs(req.query, 100))),
  )

  /** GET /obtainCoursesById?id=&curPage=1&pageSize=1000 (token optional) — RecordsPage<KnowledgeGoods> of a category. */
  app.get<{ Querystring: PagingInput & { id: number } }>('/obtainCoursesById', { schema: query({ id }, ['id']), ...optional }, async (req) =>
    ok(categoryGoods(db, viewer(req), req.query.id, pageArgs(req.query, 1000))),
  )

  /** GET /courseCategorysLikeVideoName?videoName=&curPage=&pageSize= (token optional) — RecordsPage<KnowledgeGoods> (/wx/search). */
  app.get<{ Querystring: PagingInput & { videoName: string } }>(
    '/courseCategorysLikeVideoName',
    { schema: query({ videoName: { type: 'string', minLength: 1, maxLength: 50, 'x-msg': '请输入搜索内容' } }, ['videoName']), ...optional },
    async (req) => ok(searchGoods(db, viewer(req), req.query.videoName, pageArgs(req.query))),
  )

  /** GET /cjwxStudentInfo/getUserInfo (token, header) — StudentInfo (checkedIn false before /wx/checkin). */
  app.get('/cjwxStudentInfo/getUserInfo', { schema: query({}), preHandler: app.auth.require }, async (req) => ok(studentInfo(db, req.user!)))

  /** GET /cjwxUniversityInfo/universityList?keyword= — University[] (name or province contains the keyword). */
  app.get<{ Querystring: { keyword?: string } }>(
    '/cjwxUniversityInfo/universityList',
    { schema: query({ keyword: { type: 'string', maxLength: 32 } }) },
    async (req) => ok(universities(db, req.query.keyword)),
  )

  /** POST /checkUniversity {universityId, studentName, major?, enrollYear?} (token, header) — StudentInfo after check-in. */
  app.post<{ Body: CheckUniversityBody }>(
    '/checkUniversity',
    {
      schema: {
        body: params(
          {
            universityId: { type: 'integer', minimum: 1, 'x-msg': '请选择学校' },
            studentName: { type: 'string', minLength: 1, maxLength: 32, 'x-msg': '请输入姓名' },
            major: { type: 'string', maxLength: 64 },
            enrollYear: { type: 'integer', minimum: 1990, maximum: 2100 },
          },
          ['universityId', 'studentName'],
        ),
      },
      preHandler: app.auth.require,
    },
    async (req) => ok(checkUniversity(db, req.user!, req.body, app.now())),
  )
}
