import { Type, type TProperties } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../lib/envelope'
import type { Viewer } from '../lib/knowledge/knowledge'
import { pageArgs, pagingProps } from '../lib/listPage'
import {
  categoryGoods, checkUniversity, firstCategories, firstCategoriesWithGoods, nextCategories, searchGoods, studentInfo, universities, wxCategoryTree,
} from '../lib/practice/studentAid'
import { params, str } from '../lib/validation'
import { CheckUniversityBodySchema } from '../../contract/schemas/studentAid'
import { routesOf } from '../lib/routeTable'

const id = Type.Integer({ minimum: 1, 'x-msg': '请传入正确的分类id' })
const query = <P extends TProperties>(properties: P) => ({ querystring: params({ ...pagingProps, ...properties }) })

/**
 * Student-aid zone calls (docs/spec/content-access.md section 7 "Practical courses and banners": course categories and student
 * info), prefix /api/practice. Category pages are RecordsPage ({records, total, size, current, pages}).
 */
export default async function studentAidRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const db = app.db
  const viewer = (req: FastifyRequest): Viewer => ({ now: app.now(), userId: req.user?.id ?? null })
  const optional = { preHandler: app.auth.optional }

  /** GET /courseCategorys — WxCategory[] with children (the whole tree). */
  for (const { method, url } of routesOf(app, 'courseCategorys')) app[method](url, { schema: query({}) }, async () => ok(wxCategoryTree(db)))

  /** GET /firstCourseCategorys — WxCategory[] of level 1. */
  for (const { method, url } of routesOf(app, 'firstCourseCategorys')) app[method](url, { schema: query({}) }, async () => ok(firstCategories(db, pageArgs({ pageSize: 1000 })).records))

  /** GET /wxCourseCategorys?curPage=&pageSize=999 — RecordsPage<WxCategory> of level 1 (the /wx category nav). */
  for (const { method, url } of routesOf(app, 'wxCourseCategorys')) app[method](url, { schema: query({}) }, async (req) => ok(firstCategories(db, pageArgs(req.query, 999))))

  /** GET /wxFirstCourseCategorys?curPage=&pageSize=5 (token optional) — level-1 categories and data {categoryId: 2 goods}. */
  for (const { method, url } of routesOf(app, 'wxFirstCourseCategorys')) app[method](url, { schema: query({}), ...optional }, async (req) =>
    ok(firstCategoriesWithGoods(db, viewer(req), pageArgs(req.query, 5))),
  )

  /** GET /nextCourseCategorysById?id=&curPage=1&pageSize=100 — RecordsPage<WxCategory>: the children. */
  for (const { method, url } of routesOf(app, 'nextCourseCategorysById')) app[method](url, { schema: query({ id }) }, async (req) =>
    ok(nextCategories(db, req.query.id, pageArgs(req.query, 100))),
  )

  /** GET /obtainCoursesById?id=&curPage=1&pageSize=1000 (token optional) — RecordsPage<KnowledgeGoods> of a category. */
  for (const { method, url } of routesOf(app, 'obtainCoursesById')) app[method](url, { schema: query({ id }), ...optional }, async (req) =>
    ok(categoryGoods(db, viewer(req), req.query.id, pageArgs(req.query, 1000))),
  )

  /** GET /courseCategorysLikeVideoName?videoName=&curPage=&pageSize= (token optional) — RecordsPage<KnowledgeGoods> (/wx/search). */
  for (const { method, url } of routesOf(app, 'courseCategorysLikeVideoName')) app[method](
    url,
    { schema: query({ videoName: str(50, { minLength: 1, 'x-msg': '请输入搜索内容' }) }), ...optional },
    async (req) => ok(searchGoods(db, viewer(req), req.query.videoName, pageArgs(req.query))),
  )

  /** GET /cjwxStudentInfo/getUserInfo (token, header) — StudentInfo (checkedIn false before /wx/checkin). */
  for (const { method, url } of routesOf(app, 'cjwxStudentInfo/getUserInfo')) app[method](url, { schema: query({}), preHandler: app.auth.require }, async (req) => ok(studentInfo(db, req.user!)))

  /** GET /cjwxUniversityInfo/universityList?keyword= — University[] (name or province contains the keyword). */
  for (const { method, url } of routesOf(app, 'cjwxUniversityInfo/universityList')) app[method](
    url,
    { schema: query({ keyword: Type.Optional(str(32)) }) },
    async (req) => ok(universities(db, req.query.keyword)),
  )

  /** POST /checkUniversity {universityId, studentName, major?, enrollYear?} (token, header) — StudentInfo after check-in. */
  for (const { method, url } of routesOf(app, 'checkUniversity')) app[method](
    url,
    {
      schema: {
        body: CheckUniversityBodySchema,
      },
      preHandler: app.auth.require,
    },
    async (req) => ok(checkUniversity(db, req.user!, req.body, app.now())),
  )
}
