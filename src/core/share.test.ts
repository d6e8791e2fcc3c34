// Sharing rules (content-access.md sections 2, 4, 7, 8; issue 7).
import { safeRedirect } from './login'
import {
  SHARE_DEFAULTS, absoluteLink, jsSdkSignUrl, referralOf, sharedCourseCard, shareWithDefaults, sharerTeacherId, withTeacherId,
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
  it.each<[string, Parameters<typeof sharerTeacherId>[0], string | null]>([
    ['session storage first', { stored: 'T88', staffUserId: 7, userId: 3 }, 'T88'],
    ['then the staff user id', { stored: '', staffUserId: 7, userId: 3 }, '7'],
    ['then the user id', { stored: null, staffUserId: null, userId: 3 }, '3'],
    ['0 is no id', { stored: null, staffUserId: 0, userId: 0 }, null],
    ['a guest: none', {}, null],
  ])('%s', (_n, from, expected) => expect(sharerTeacherId(from)).toBe(expected))

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
