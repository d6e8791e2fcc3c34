import { WX_CATEGORIES } from '../db/seeds/knowledge'
import { makeApp, type Json, type TestApp } from './helpers'

const P = '/api/practice'

describe('student-aid zone (practice service)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.body.code).toBe(200)
    return res.body.data
  }

  it('courseCategorys / firstCourseCategorys / wxCourseCategorys: the category tree, level 1 and its records page', async () => {
    const tree = await data(`${P}/courseCategorys`)
    expect(tree.map((c: Json) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(tree[0].children).toEqual([
      { id: 11, parentId: 1, name: '基础概念', icon: expect.any(String) },
      { id: 12, parentId: 1, name: '凭证账簿', icon: expect.any(String) },
    ])
    expect((await data(`${P}/firstCourseCategorys`)).map((c: Json) => c.name)).toEqual(WX_CATEGORIES.map((c) => c[1]))
    const page = await data(`${P}/wxCourseCategorys?curPage=1&pageSize=999`)
    expect(page).toEqual({ records: expect.any(Array), total: 7, size: 999, current: 1, pages: 1 })
    expect(page.records).toHaveLength(7)
  })

  it('wxFirstCourseCategorys: 5 categories a page, data maps each id to 2 goods; page 2 holds the last 2', async () => {
    const p1 = await data(`${P}/wxFirstCourseCategorys?curPage=1&pageSize=5`)
    expect(p1).toMatchObject({ total: 7, size: 5, current: 1, pages: 2 })
    expect(p1.records.map((c: Json) => c.id)).toEqual([1, 2, 3, 4, 5])
    expect(Object.keys(p1.data).sort()).toEqual(['1', '2', '3', '4', '5'])
    for (const [id, goods] of Object.entries(p1.data) as [string, Json[]][]) {
      expect(goods).toHaveLength(2)
      const children = WX_CATEGORIES.find((c) => c[0] === Number(id))![2].map((c) => c[0])
      goods.forEach((g) => expect(children).toContain(g.wxCategoryId))
      expect(goods[0]).toMatchObject({ goodsId: expect.any(Number), goodsName: expect.any(String), tags: expect.any(Array), presentPrice: expect.any(Number) })
    }
    const p2 = await data(`${P}/wxFirstCourseCategorys?curPage=2&pageSize=5`)
    expect(p2.records.map((c: Json) => c.id)).toEqual([6, 7])
    const p3 = await data(`${P}/wxFirstCourseCategorys?curPage=3&pageSize=5`)
    expect(p3).toMatchObject({ records: [], data: {}, current: 3, pages: 2 })
  })

  it('nextCourseCategorysById and obtainCoursesById: children and goods of a category; unknown 404', async () => {
    const next = await data(`${P}/nextCourseCategorysById?curPage=1&pageSize=100&id=2`)
    expect(next.records.map((c: Json) => c.id)).toEqual([21, 22])
    const of2 = await data(`${P}/obtainCoursesById?curPage=1&pageSize=1000&id=2`)
    expect(of2.total).toBeGreaterThanOrEqual(5)
    expect(of2.records.every((g: Json) => [21, 22].includes(g.wxCategoryId))).toBe(true)
    const of22 = await data(`${P}/obtainCoursesById?id=22`)
    expect(of22.records.every((g: Json) => g.wxCategoryId === 22)).toBe(true)
    expect((await t.get(`${P}/nextCourseCategorysById?id=99`)).body).toEqual({ code: 404, msg: '分类不存在', data: null })
    expect((await t.get(`${P}/obtainCoursesById`)).body.code).toBe(400)
  })

  it('courseCategorysLikeVideoName: goods whose name, presenter or remark holds the words (LIKE wildcards are literal)', async () => {
    const found = await data(`${P}/courseCategorysLikeVideoName?videoName=${encodeURIComponent('出纳')}`)
    expect(found.total).toBeGreaterThanOrEqual(3)
    expect(found.records.every((g: Json) => `${g.goodsName}${g.name}${g.remark}`.includes('出纳'))).toBe(true)
    expect((await data(`${P}/courseCategorysLikeVideoName?videoName=%25`)).total).toBe(0)
    expect((await t.get(`${P}/courseCategorysLikeVideoName?videoName=`)).body).toEqual({ code: 400, msg: '请输入搜索内容', data: null })
  })

  it('check-in: universities by keyword; getUserInfo and checkUniversity need the token and keep the learner from it', async () => {
    const unis = await data(`${P}/cjwxUniversityInfo/universityList?keyword=${encodeURIComponent('广东')}`)
    expect(unis.map((u: Json) => u.name)).toEqual(['广东财经大学', '广州番禺职业技术学院', '深圳职业技术大学'])
    expect(await data(`${P}/cjwxUniversityInfo/universityList`)).toHaveLength(15)

    expect((await t.get(`${P}/cjwxStudentInfo/getUserInfo`)).body.code).toBe(401)
    const a = await t.login('13800138000')
    const b = await t.login('13700137000')
    expect(await data(`${P}/cjwxStudentInfo/getUserInfo`, { token: a.token })).toMatchObject({ uid: a.uid, mobile: '13800138000', checkedIn: false, universityId: null })
    const checked = (await t.post(`${P}/checkUniversity`, { universityId: 2, studentName: ' 王小明 ', major: '会计学', enrollYear: 2023, userId: b.uid }, { token: a.token })).body
    expect(checked).toEqual({
      code: 200,
      msg: 'ok',
      data: { uid: a.uid, mobile: '13800138000', nickName: '8000', checkedIn: true, universityId: 2, universityName: '上海财经大学', studentName: '王小明', major: '会计学', enrollYear: 2023, checkedTime: '2025-05-25 10:00:00' },
    })
    expect((await data(`${P}/cjwxStudentInfo/getUserInfo`, { token: b.token })).checkedIn).toBe(false)
    expect((await t.post(`${P}/checkUniversity`, { universityId: 99, studentName: '王' }, { token: a.token })).body).toEqual({ code: 404, msg: '学校不存在', data: null })
    expect((await t.post(`${P}/checkUniversity`, { universityId: 2 }, { token: a.token })).body).toEqual({ code: 400, msg: '请输入姓名', data: null })
    expect((await t.post(`${P}/checkUniversity`, { universityId: 2, studentName: '   ' }, { token: a.token })).body).toEqual({ code: 400, msg: '请输入姓名', data: null })
  })
})
