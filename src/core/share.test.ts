// Sharing rules (docs/spec/content-access.md sections 2, 4, 7, 8).
import { safeRedirect } from './login'
import {
  appCourseQuery,
  SHARE_DEFAULTS, absoluteLink, jsSdkSignUrl, referralOf, sharedCourseCard, shareWithDefaults, sharedLinkOf, sharerTeacherId, withTeacherId, type Sharer,
} from './share'

describe('"Share defaults: a fixed title, description ... and icon" when a page gives none', () => {
  it.each<[string, object, object]>([
    ['nothing given: all three defaults', { link: '/a' }, { title: SHARE_DEFAULTS.title, desc: SHARE_DEFAULTS.desc, imgUrl: SHARE_DEFAULTS.imgUrl, link: '/a' }],
    ['a title only', { link: '/a', title: '初级会计全科班' }, { title: '初级会计全科班', desc: SHARE_DEFAULTS.desc }],
    ['blank strings count as none', { link: '/a', title: '  ', desc: '', imgUrl: ' ' }, { title: SHARE_DEFAULTS.title, desc: SHARE_DEFAULTS.desc, imgUrl: SHARE_DEFAULTS.imgUrl }],
    ['everything given', { link: '/b', title: 't', desc: 'd', imgUrl: '/i.png' }, { title: 't', desc: 'd', imgUrl: '/i.png', link: '/b' }],
  ])('%s', (_n, info, expected) => expect(shareWithDefaults(info as never)).toMatchObject(expected))
})

describe('"Teacher id for shares comes from session storage, the staff user id, or the user id"', () => {
  const bound = { loggedIn: true, userClient: 2, bindStatus: 1, qwUserId: 'ZhangMin' } as const
  it.each<[string, Sharer, string | null]>([
    ['a guest: none', {}, null],
    ['a guest who came by a shared link passes it on', { stored: 'T88' }, 'T88'],
    ['a learner: the user id', { uid: 3 }, '3'],
    ['a learner who came by a shared link: session storage first', { stored: 'T88', uid: 3 }, 'T88'],
    ['bound sales staff: the staff user id (qw user id) before the user id', { staff: bound, uid: 9 }, 'ZhangMin'],
    ['bound sales staff who came by a shared link: session storage first', { stored: 'T88', staff: bound, uid: 9 }, 'T88'],
    ['a user of client 2 not bound yet: the user id', { staff: { ...bound, bindStatus: 0, qwUserId: null }, uid: 9 }, '9'],
    ['a learner (client 1) with a qw id is no staff: the user id', { staff: { ...bound, userClient: 1 }, uid: 3 }, '3'],
    ['staff facts of a logged-out session count for nothing', { staff: { ...bound, loggedIn: false } }, null],
    ['blank and 0 are no id', { stored: ' ', uid: 0 }, null],
  ])('%s', (_n, sharer, expected) => expect(sharerTeacherId(sharer)).toBe(expected))

  it.each<[string, Sharer, string]>([
    ['/allSubject?goodsId=1', { uid: 3 }, '/allSubject?goodsId=1&teacherId=3'],
    ['/shareLiveClass?id=2', { staff: bound, uid: 9 }, '/shareLiveClass?id=2&teacherId=ZhangMin'],
    ['/knowledge-shop', {}, '/knowledge-shop'],
  ])('the shared link of %s', (link, sharer, expected) => expect(sharedLinkOf(link, sharer)).toBe(expected))

  it.each<[string, string | null, string]>([
    ['/allSubject?goodsId=1', '7', '/allSubject?goodsId=1&teacherId=7'],
    ['/allSubject?goodsId=1&teacherId=3', '7', '/allSubject?goodsId=1&teacherId=7'],
    ['/article/10101', '7', '/article/10101?teacherId=7'],
    ['/allSubject?goodsId=1', null, '/allSubject?goodsId=1'],
  ])('%s with teacher %p: %s', (link, id, expected) => expect(withTeacherId(link, id)).toBe(expected))
})

it.each<[string, string, string]>([
  ['/allSubject?goodsId=1', 'https://m.example.com', 'https://m.example.com/allSubject?goodsId=1'],
  ['article/1', 'https://m.example.com/', 'https://m.example.com/article/1'],
  ['https://other.example/x', 'https://m.example.com', 'https://other.example/x'],
  ['/knowledge-shop', 'https://m.example.com//', 'https://m.example.com/knowledge-shop'],
])('absolute link of %s on %s', (link, origin, expected) => expect(absoluteLink(link, origin)).toBe(expected))

describe('the JS-SDK signature URL: "the entry URL on iOS, the current URL elsewhere"', () => {
  it.each<[boolean, string]>([[true, 'https://m.example.com/allSubject?goodsId=1'], [false, 'https://m.example.com/article/5?siteId=1']])(
    'iOS %p: %s', (ios, expected) => {
      expect(jsSdkSignUrl(ios, 'https://m.example.com/allSubject?goodsId=1#x', 'https://m.example.com/article/5?siteId=1#top')).toBe(expected)
    },
  )
})

describe('a shared link\'s referral', () => {
  it.each<[Record<string, unknown>, object | null]>([
    [{ teacherId: '7', goodsId: '1' }, { teacherId: '7' }],
    [{ teacherId: 'T%207' }, { teacherId: 'T 7' }],
    [{ webpageTopic: 'cpa', distributorCode: 'D1001' }, null], // the channel pair is the channel store's
    [{ teacherId: ' ', webpageTopic: '' }, null],
    [{}, null],
    [{ teacherId: ['a', 'b'] }, null],
  ])('%j → %j', (query, expected) => expect(referralOf(query)).toEqual(expected))
})

describe('the shared course card (/shareCourse)', () => {
  const isAppPath = (u: string) => safeRedirect(u) === u
  const query = {
    courseType: '1', thumbPic: '/media/cover/live-1.png', courseName: '初级会计直播：会计要素', courseUrl: '/article/10101',
    teacherName: '王老师', teacherFace: '/media/cover/t.png', remarkTime: '05/28 19:00-21:00',
  }
  it('courseType 1 is a live; its course URL is followed when it is a path of this app', () => {
    expect(sharedCourseCard(query, isAppPath)).toEqual({
      isLive: true, thumbPic: query.thumbPic, courseName: query.courseName, target: '/article/10101', teacherName: '王老师',
      teacherFace: query.teacherFace, remarkTime: '05/28 19:00-21:00',
    })
  })
  it('the values come URL-encoded (a \'+\' is a space): decoded once', () => {
    // As the router hands them over: the query string split, nothing decoded.
    const raw = Object.fromEntries(new URLSearchParams({ ...query, remarkTime: '12节课 · 已更新' }).toString().split('&').map((kv) => kv.split('=')))
    expect(raw.courseName).toMatch(/^%E5/)
    expect(sharedCourseCard(raw, isAppPath)).toMatchObject({ courseName: '初级会计直播：会计要素', teacherName: '王老师', remarkTime: '12节课 · 已更新', target: '/article/10101' })
  })

  it.each<[string, string | null]>([
    ['%2Fallscreen%3FgoodsId%3D1', null], // not a route of this app
    ['%2FallSubject%3FgoodsId%3D1', '/allSubject?goodsId=1'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('courseUrl %p leads to %p', (courseUrl, target) => {
    expect(sharedCourseCard({ ...query, courseType: '2', courseUrl }, isAppPath)).toMatchObject({ isLive: false, target })
  })
})

describe("the app's course as a card (bridge getCourseInfo)", () => {
  const isAppPath = (url: string) => url.startsWith('/')
  it('a live leads to its room; a course to its goods page; the name is kept whole', () => {
    expect(sharedCourseCard(appCourseQuery({ courseId: 2, courseName: '初级会计 直播&答疑', courseType: 1 }), isAppPath)).toMatchObject({
      isLive: true, courseName: '初级会计 直播&答疑', target: '/live?liveId=2',
    })
    expect(sharedCourseCard(appCourseQuery({ courseId: 6, courseName: '中级会计实务' }), isAppPath)).toMatchObject({
      isLive: false, courseName: '中级会计实务', target: '/singleSubject?goodsId=6',
    })
  })
})
