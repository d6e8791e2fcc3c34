import crypto from 'node:crypto'
import fs from 'node:fs'
import { PLAYBACK_TS_WINDOW_MS } from '../../contract/rules/playback'
import { PRACTICE_HOT_ARTICLES, PRACTICE_TREE } from '../db/seeds/practice'
import { CLIP_FILE, PLAY_TOKEN_TTL_MS, PlayTokenMsg, SANDBOX_POLYV } from '../lib/practice/practicePlayback'
import { makeApp, type Json, type TestApp } from './helpers'

const P = '/api/practice'
const W = `${P}/wxPracticeCourse/app`

describe('practice service', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const data = async (url: string, headers?: Record<string, string>) => {
    const res = await t.get(url, headers)
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    return res.body.data
  }
  const tokenOf = async (mobile = '13800138000') => (await t.login(mobile)).token as string

  describe('practice tree (getPracticeCourseList, getPracticeName)', () => {
    it('course sort: 5 industries, 3 levels, the first child chain 1 > 11 > 111, course nodes with details and an audition clip', async () => {
      const tree = await data(`${P}/getPracticeCourseList?sort=course`)
      expect(tree.map((n: Json) => n.id)).toEqual([1, 2, 3, 4, 5])
      expect(tree[0].children[0].id).toBe(11)
      expect(tree[0].children[0].children[0].id).toBe(111)
      const courses = tree.flatMap((a: Json) => a.children.flatMap((b: Json) => b.children))
      expect(courses).toHaveLength(17)
      for (const c of courses) {
        expect(c).toMatchObject({ level: 3, audition: `pv-${c.id}-1`, children: [], goodsId: expect.any(Number), goodsType: expect.any(Number), goodsOriginType: expect.any(Number) })
        const pairs = JSON.parse(c.description)
        expect(pairs[0]).toEqual({ title: '课程时长', value: expect.stringMatching(/课时$/) })
        expect(c.details).toContain('<h3>')
      }
      expect(tree[0]).toMatchObject({ level: 1, sortName: '商贸行业', spread: 1, goodsId: null, audition: null })
      expect(await data(`${P}/getPracticeCourseList`)).toEqual(tree) // sort defaults to course
    })

    it('audition sort has its own tree; a bad sort is 400', async () => {
      const tree = await data(`${P}/getPracticeCourseList?sort=audition`)
      expect(tree.map((n: Json) => n.id)).toEqual([6, 7])
      expect(tree[0].children.map((n: Json) => n.id)).toEqual([61, 62])
      expect((await t.get(`${P}/getPracticeCourseList?sort=video`)).body).toEqual({ code: 400, msg: '参数sort只能是course或audition', data: null })
    })

    it('getPracticeName is the sortName tree of the switcher', async () => {
      const names = await data(`${P}/getPracticeName?sort=course`)
      expect(names[0]).toEqual({ id: 1, sortName: '商贸行业', children: expect.any(Array) })
      expect(names[0].children[0]).toEqual({ id: 11, sortName: '批发零售', children: [{ id: 111, sortName: '商贸企业全盘账务', children: [] }, { id: 112, sortName: '进销存与成本核算', children: [] }] })
      expect(names.map((n: Json) => n.sortName)).toEqual(PRACTICE_TREE.filter((i) => i[2] === 'course').map((i) => i[1]))
    })
  })

  describe('banners, floors, teachers, information, learners', () => {
    it('getPracticeBanner: place 26 by default; counts shows and clicks of its own banners', async () => {
      const banners = await data(`${P}/getPracticeBanner?showPlace=26`)
      expect(banners.map((b: Json) => b.id)).toEqual([2601, 2602, 2603])
      expect(banners[0]).toEqual({
        id: 2601, pic: expect.stringMatching(/^\/media\/cover\//), type: 1, url: '', goodsInfoId: 20, websiteId: 7, showPlaceId: 26, configId: 1,
        goodsType: 2, goodsOriginType: 1, itemType: 2, // goods 20's jump fields: the goods jump needs its type
      })
      expect(banners[1]).toEqual(expect.objectContaining({ type: 2, goodsInfoId: null, url: '/subChannel/practicalCourse?tab=audition' }))
      expect(banners[1]).not.toHaveProperty('goodsType')
      expect(await data(`${P}/getPracticeBanner`)).toEqual(banners)
      expect(await data(`${P}/getPracticeBanner?showPlace=27`)).toEqual([])
      await data(`${P}/updateBannerGoodsPvCount?bannerId=2601&type=0&showPlaceId=26&websiteId=7`)
      expect(await data(`${P}/updateBannerGoodsPvCount?bannerId=2601&type=1`)).toEqual({ show: 1, click: 1 })
      expect((await t.get(`${P}/updateBannerGoodsPvCount?bannerId=1&type=1`)).body.code).toBe(404) // a home banner is not a practice banner
    })

    it('getPracticeGoodsList: category floors with listed goods (goods-jump fields)', async () => {
      const cats = await data(`${P}/getPracticeGoodsList`)
      expect(cats.map((c: Json) => c.name)).toEqual(['真账实操', '办公技能', '免费体验', '答疑服务'])
      expect(cats[0].goodsList.map((g: Json) => g.goodsId)).toEqual([20, 21, 22])
      expect(cats[2].goodsList.every((g: Json) => g.presentPrice === 0)).toBe(true)
      expect(cats[0].goodsList[0]).toMatchObject({ goodsType: 2, goodsTypeId: 2, goodsOriginType: 1, itemType: 2 })
    })

    it('practiceTeachers: the teachers of the node industry; unknown node 404', async () => {
      const ids = async (q: string) => (await data(`${W}/practiceTeachers${q}`)).map((x: Json) => x.id)
      expect(await ids('?practiceCourseId=111')).toEqual([1, 3])
      expect(await ids('?practiceCourseId=2')).toEqual([2, 1])
      expect(await ids('')).toEqual([1, 2, 3, 4, 5, 6])
      const [first] = await data(`${W}/practiceTeachers?practiceCourseId=1`)
      expect(first).toEqual({ id: 1, pic: expect.any(String), teacherName: '刘红梅', introductionList: expect.arrayContaining([expect.any(String)]) })
      expect((await t.get(`${W}/practiceTeachers?practiceCourseId=999`)).body).toEqual({ code: 404, msg: '课程不存在', data: null })
    })

    it('practiceInformation: marquee tips, 学习保障 items, hot articles read from the news service', async () => {
      const info = await data(`${W}/practiceInformation?practiceCourseId=111`)
      expect(info.tips).toHaveLength(5)
      expect(info.guarantees.map((g: Json) => g.title)).toEqual(['真实账套', '名师答疑', '就业推荐', '不限次回放'])
      expect(info.articles.map((a: Json) => a.informationId)).toEqual(PRACTICE_HOT_ARTICLES)
      const news = (await t.get(`/api/news/app/queryAppInformationDetailInfo?id=70101&isLoad=1`)).body.data
      expect(info.articles[0]).toMatchObject({ title: news.title, websiteId: 7, informationTypeId: 701 })
    })

    it('learners: the ranking (top 10 by minutes, masked phones) and learnList of a subtree', async () => {
      const ranking = await data(`${P}/getPracticeLearnList`)
      expect(ranking).toHaveLength(10)
      ranking.forEach((l: Json, i: number) => {
        expect(l.phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
        if (i) expect(ranking[i - 1].learnNum).toBeGreaterThanOrEqual(l.learnNum)
      })
      const ofIndustry = await data(`${W}/learnList?practiceCourseId=1`)
      const names = ['商贸企业全盘账务', '进销存与成本核算', '外贸企业出口退税', '外汇与结汇核算']
      expect(ofIndustry).toHaveLength(12)
      expect(ofIndustry.every((l: Json) => names.includes(l.course))).toBe(true)
    })
  })

  describe('videos and playback', () => {
    it('practiceCourseList: the videos of a subtree with their chapters, chapter 1 the audition', async () => {
      const videos = await data(`${W}/practiceCourseList?practiceCourseId=11`)
      expect(videos.map((v: Json) => v.id)).toEqual([111, 112])
      expect(videos[0].chapters.map((c: Json) => c.videoId)).toEqual(['pv-111-1', 'pv-111-2', 'pv-111-3', 'pv-111-4'])
      expect(videos[0].chapters.map((c: Json) => c.isAudition)).toEqual([1, 0, 0, 0])
      expect(videos[0]).toMatchObject({ nodeId: 111, teacherName: '刘红梅', cover: expect.any(String) })
      expect(await data(`${W}/practiceCourseList`)).toHaveLength(17)
      expect(await data(`${W}/practiceCourseList?sort=audition`)).toHaveLength(5)
    })

    /** The form the app posts (contract/rules/playback.ts), its sign computed here independently with node:crypto. */
    const tokenForm = (viewerId: number | string, over: Record<string, unknown> = {}, key = SANDBOX_POLYV.signKey) => {
      const f = { userId: SANDBOX_POLYV.userId, videoId: 'pv-111-2', viewerId: String(viewerId), ts: t.clock.now(), ...over }
      const joined = Object.keys(f).sort().map((k) => `${k}${(f as Record<string, unknown>)[k]}`).join('')
      const sign = crypto.createHash('md5').update(`${key}${joined}${key}`).digest('hex').toUpperCase()
      return { ...f, sign }
    }
    const postForm = (form: Record<string, unknown>, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/polyv/service/v1/token',
        payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
      }).then((r) => r.json())

    it('the form (userId, videoId, viewerId, ts, sign) of the token\'s learner: a token whose play URL streams the clip, with ranges; nothing plays without it', async () => {
      const { token, uid } = await t.login('13800138000')
      expect((await postForm(tokenForm(uid))).code).toBe(401)
      expect(await postForm(tokenForm(uid, { videoId: 'pv-999-1' }), token)).toEqual({ code: 404, msg: '视频不存在', data: null })
      const res = await postForm(tokenForm(uid), token)
      const play = res.data
      expect(play).toEqual({ videoId: 'pv-111-2', token: expect.stringMatching(/^[0-9a-f]{64}$/), playUrl: `/api/practice/polyv/play/pv-111-2?playToken=${play.token}`, ts: t.clock.now(), sign: expect.stringMatching(/^[0-9a-f]{64}$/), expireTime: t.clock.now() + PLAY_TOKEN_TTL_MS })
      const size = fs.statSync(CLIP_FILE).size
      const whole = await t.app.inject({ url: play.playUrl })
      expect(whole.statusCode).toBe(200)
      expect(whole.headers['content-type']).toBe('video/mp4')
      expect(whole.rawPayload.length).toBe(size)
      const part = await t.app.inject({ url: play.playUrl, headers: { range: 'bytes=0-99' } })
      expect(part.statusCode).toBe(206)
      expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`)
      expect(part.rawPayload.length).toBe(100)
      expect((await t.app.inject({ url: play.playUrl, headers: { range: `bytes=${size + 10}-` } })).statusCode).toBe(416)

      const refused = async (url: string) => {
        const r = await t.app.inject({ url })
        expect(r.statusCode).toBe(403)
        expect(r.json()).toEqual({ code: 403, msg: '播放凭证无效或已过期', data: null })
      }
      await refused('/api/practice/polyv/play/pv-111-2')
      await refused(`/api/practice/polyv/play/pv-111-3?playToken=${play.token}`) // another video
      await refused(`/api/practice/polyv/play/pv-111-2?playToken=${'0'.repeat(64)}`)
      t.clock.advance(PLAY_TOKEN_TTL_MS)
      await refused(play.playUrl)
    })

    it('ts within 10 minutes of the server\'s clock, either side; older or later is refused', async () => {
      const { token, uid } = await t.login('13800138000')
      const now = t.clock.now()
      for (const ts of [now - PLAYBACK_TS_WINDOW_MS, now + PLAYBACK_TS_WINDOW_MS]) expect((await postForm(tokenForm(uid, { ts }), token)).code).toBe(200)
      for (const ts of [now - PLAYBACK_TS_WINDOW_MS - 1, now + PLAYBACK_TS_WINDOW_MS + 1]) {
        expect(await postForm(tokenForm(uid, { ts }), token)).toEqual({ code: 403, msg: PlayTokenMsg.EXPIRED, data: null })
      }
    })

    it('the sign is checked: another key, a changed field after signing, a lowercase sign', async () => {
      const { token, uid } = await t.login('13800138000')
      const refusedSign = { code: 403, msg: '签名错误', data: null }
      expect(await postForm(tokenForm(uid, {}, 'another-key'), token)).toEqual(refusedSign)
      const signed = tokenForm(uid)
      expect(await postForm({ ...signed, videoId: 'pv-111-3' }, token)).toEqual(refusedSign)
      expect(await postForm({ ...signed, ts: signed.ts - 1 }, token)).toEqual(refusedSign)
      expect((await postForm({ ...signed, sign: signed.sign.toLowerCase() }, token)).code).toBe(400)
    })

    it('the learner is the token\'s: a viewerId of another learner, even signed, is refused; userId is the video account only', async () => {
      const a = await t.login('13800138000')
      const b = await t.login('13900139000')
      expect(await postForm(tokenForm(b.uid), a.token)).toEqual({ code: 403, msg: '观看者与登录用户不符', data: null })
      expect(await postForm(tokenForm(a.uid, { userId: String(b.uid) }), a.token)).toEqual({ code: 400, msg: '播放账号userId不正确', data: null })
      // The token issued is the token's learner's: recorded for a, never for b.
      expect((await postForm(tokenForm(a.uid), a.token)).code).toBe(200)
      const owners = t.app.db.prepare('SELECT DISTINCT user_id AS u FROM practice_play_tokens').all() as { u: number }[]
      expect(owners.map((o) => o.u)).toEqual([a.uid])
    })

    it.each([
      ['userId', '请传入正确的播放账号userId'],
      ['videoId', '请传入正确的视频videoId'],
      ['viewerId', '请传入正确的观看者viewerId'],
      ['ts', '请传入正确的时间戳ts'],
      ['sign', '请传入正确的签名sign'],
    ])('every field of the form is required: without %s, 400 %s', async (field, message) => {
      const { token, uid } = await t.login('13800138000')
      const form: Record<string, unknown> = tokenForm(uid)
      delete form[field]
      const res = await postForm(form, token)
      expect(res).toEqual({ code: 400, msg: message, data: null })
    })

    it('the account and key are the server\'s configuration (BuildAppOptions.polyv / POLYV_USER_ID, POLYV_SIGN_KEY)', async () => {
      const other = await makeApp({ polyv: { userId: 'acc-9', signKey: 'key-9' } })
      try {
        const { token, uid } = await other.login('13800138000')
        const form = (over: Record<string, unknown>, key: string) => {
          const f = { userId: 'acc-9', videoId: 'pv-111-2', viewerId: String(uid), ts: other.clock.now(), ...over }
          const joined = Object.keys(f).sort().map((k) => `${k}${(f as Record<string, unknown>)[k]}`).join('')
          return { ...f, sign: crypto.createHash('md5').update(`${key}${joined}${key}`).digest('hex').toUpperCase() }
        }
        const post = (f: Record<string, unknown>) => other.app.inject({ method: 'POST', url: '/api/polyv/service/v1/token', payload: f, headers: { token } }).then((r) => r.json())
        expect((await post(form({}, 'key-9'))).code).toBe(200)
        expect((await post(form({}, SANDBOX_POLYV.signKey))).msg).toBe('签名错误')
        expect((await post(form({ userId: SANDBOX_POLYV.userId }, 'key-9'))).msg).toBe('播放账号userId不正确')
      } finally {
        await other.app.close()
      }
    })
  })

  describe('counters', () => {
    it('updateVisit and updateClick count per node; updateClick ignores userId and takes an optional token', async () => {
      expect(await data(`${W}/updateVisit?id=111`)).toEqual({ id: 111, visitCount: 1, clickCount: 0 })
      expect(await data(`${W}/updateVisit?id=111`)).toEqual({ id: 111, visitCount: 2, clickCount: 0 })
      expect((await t.post(`${W}/updateClick`, { id: 111, userId: 5 })).body.data).toEqual({ id: 111, visitCount: 2, clickCount: 1 })
      const token = await tokenOf()
      expect((await t.post(`${W}/updateClick?id=111`, {}, { token })).body.data.clickCount).toBe(2)
      expect((await t.get(`${W}/updateVisit?id=4040`)).body.code).toBe(404)
      expect((await t.post(`${W}/updateClick`, {})).body).toEqual({ code: 400, msg: '缺少参数课程id', data: null })
    })
  })
})
