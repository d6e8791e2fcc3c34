// Table tests of the knowledge-store rules (docs/spec/content-access.md sections 2, 3, 4, 6, 9).
import { KNOWLEDGE_TAB as SHARED_TAB, KNOWLEDGE_ZONE as SHARED_ZONE } from '@contract/knowledge'
import { PATHS } from './links'
import { findRoute, redirectFor, NOT_FOUND_URL } from './routes'
import {
  actionNeedsLogin, auditionAction, KNOWLEDGE_TAB, KNOWLEDGE_ZONE, bannerTarget, claimLogin, claimMessage, claimOrderUrl, knowledgeGoodsUrl, KNOWLEDGE_TEXT, listSource, playerAction,
  resumeClaimUrl, sharePath, studyAction, studyTarget, TAB_PAGE, tabUrl, wrapLines, zeroGoodsQuery, zoneIdsOf, type StudyFacts,
} from './knowledge'

describe('"Knowledge-store tab ids: xxff 7, stkc 1, xyfx 8, jycswd 4, kczq 2, {product} 5, byzq 3, zygh 6"', () => {
  it.each<[number, string]>([
    [7, '/xxff?typeId=7'],
    [1, '/audition?typeId=1'],
    [8, '/example?typeId=8'],
    [4, '/job?typeId=4'],
    [2, '/kczq?typeId=2'],
    [5, '/product?typeId=5'],
    [3, '/pkg?typeId=3'],
    [6, '/zygh?typeId=6'],
  ])('tab %i opens %s, a page of the route table', (id, url) => {
    expect(tabUrl({ id })).toBe(url)
    expect(findRoute(url)?.status).toBe('built')
  })

  it('are the ids the shared types (and the server) use', () => {
    expect(KNOWLEDGE_TAB).toEqual(SHARED_TAB)
    expect(KNOWLEDGE_ZONE).toEqual(SHARED_ZONE)
  })

  it('an unknown tab whose route no page serves gives no link', () => {
    expect(tabUrl({ id: 99, route: '/nowhere' })).toBeUndefined()
    expect(tabUrl({ id: 99 })).toBeUndefined()
  })
})

describe('"Zone ids: shicao 4, kaozheng 5, suyang 6; example 7–9; job 10–12; company 13–15"', () => {
  it.each<['kczq' | 'example' | 'job' | 'company', number[]]>([
    ['kczq', [4, 5, 6]],
    ['example', [7, 8, 9]],
    ['job', [10, 11, 12]],
    ['company', [13, 14, 15]],
  ])('%s zones are %j', (group, ids) => expect(zoneIdsOf(group)).toEqual(ids))
})

describe('what a list page shows: a floor, a tab by typeId, else the tab of its path', () => {
  it.each<[string, Record<string, string>, unknown]>([
    ['/knowledge-shop/floor', { ksHomePageId: '2' }, { kind: 'floor', ksHomePageId: 2 }],
    ['/xxff', {}, { kind: 'tab', code: 'xxff', typeId: 7 }],
    ['/product', {}, { kind: 'tab', code: 'product', typeId: 5 }],
    ['/pkg/', {}, { kind: 'tab', code: 'byzq', typeId: 3 }],
    // the mini-program serves /pkg with the list page whose canonical URL is /xxff: the typeId decides
    ['/xxff?typeId=3', { typeId: '3' }, { kind: 'tab', code: 'byzq', typeId: 3 }],
    ['/kczq', {}, { kind: 'zones', code: 'kczq', typeId: 2, group: 'kczq' }],
    ['/example', {}, { kind: 'zones', code: 'xyfx', typeId: 8, group: 'example' }],
    ['/job', {}, { kind: 'zones', code: 'jycswd', typeId: 4, group: 'job' }],
    ['/kczq?typeId=6', { typeId: '6' }, { kind: 'zones', code: 'zygh', typeId: 6, group: 'company' }],
    ['/knowledge-shop/floor', { ksHomePageId: 'x' }, undefined],
  ])('%s %j', (path, params, expected) => expect(listSource(path, params)).toEqual(expected))
})

describe('"{product}" is the literal /product: unknown paths still go to /404 ("an unknown path goes to /404")', () => {
  it.each(['/product', '/product?typeId=5', '/xxff', '/knowledge-shop', '/knowledge-shop/floor?ksHomePageId=1', '/wx', '/wx/checkin', '/pkg-received'])(
    '%s is served',
    (url) => expect(redirectFor(url)).toBeUndefined(),
  )
  it.each(['/products', '/anything', '/{product}', '/product/1', '/wx/unknown', '/knowledge-shop/x'])('%s goes to /404', (url) => {
    expect(redirectFor(url)).toBe(NOT_FOUND_URL)
  })
  it('every tab route of section 9 is a built page', () => {
    for (const page of Object.values(TAB_PAGE)) expect(findRoute(PATHS[page])?.status).toBe('built')
  })
})

const facts = (over: Partial<StudyFacts>): StudyFacts => ({ free: 0, auditionType: 1, videoId: null, ...over })

describe('"Audition: immediately 1, received 2, book 3": what 马上学习 does', () => {
  it.each<[string, Partial<StudyFacts>, string, string, string]>([
    // name, facts, studyAction, auditionAction, playerAction
    ['owned (received) goods are studied', { auditionType: 2, free: 1 }, 'study', 'study', 'study'],
    ['an audition not open yet is booked', { auditionType: 3, videoId: 'pv-1' }, 'book', 'book', 'book'],
    ['a free goods is claimed (purchaseZerogoods)', { free: 1 }, 'claim', 'claim', 'claim'],
    ['a free audition: claimed from lists, played on the audition page', { free: 1, videoId: 'pv-1' }, 'claim', 'play', 'claim'],
    ['a priced audition plays (on its player: bought)', { videoId: 'pv-1' }, 'play', 'play', 'buy'],
    ['a priced goods opens its goods page', {}, 'buy', 'buy', 'buy'],
  ])('%s', (_name, over, study, audition, player) => {
    expect(studyAction(facts(over))).toBe(study)
    expect(auditionAction(facts(over))).toBe(audition)
    expect(playerAction(facts(over))).toBe(player)
  })

  it.each<[string, boolean]>([['claim', true], ['book', true], ['play', true], ['study', true], ['buy', false]])(
    '"Like, collect, audition play and practice purchase need a token": %s needs login: %p',
    (action, needs) => expect(actionNeedsLogin(action as never)).toBe(needs),
  )
})

describe('claiming', () => {
  it('"login popup titled 课程领取 with button 点击领取"; the pkg origin variant on /pkg', () => {
    expect([KNOWLEDGE_TEXT.claimTitle, KNOWLEDGE_TEXT.claimButton, KNOWLEDGE_TEXT.studyNow]).toEqual(['课程领取', '点击领取', '马上学习'])
    expect(claimLogin('byzq')).toBe('pkgPage')
    expect(claimLogin('xxff')).toBe('popup')
    expect(claimLogin(undefined)).toBe('popup')
  })

  it.each<[boolean, number, 2 | 3]>([[true, 35, 3], [false, 4, 2]])('purchaseZerogoods on iOS %p: platformType %#', (isIOS, goodsId, platformType) => {
    expect(zeroGoodsQuery(goodsId, { isIOS })).toEqual({ goodsId, platformType, schoolId: 1 })
  })

  it('tells a new claim from one made before', () => {
    expect(claimMessage(true)).toBe('领取成功')
    expect(claimMessage(false)).toBe('您已领取过该课程')
  })

  it('go study plays the clip when there is one, else the app; see the order opens order detail', () => {
    expect(studyTarget({ id: 521, videoId: 'pv-611-1' })).toEqual({ kind: 'play', url: '/audition-play?id=521' })
    expect(studyTarget({ id: 501, videoId: null })).toEqual({ kind: 'app' })
    expect(claimOrderUrl({ tradeOrderId: 'T 1', goodsId: 4 }, 7)).toBe('/ty/payResult?tradeOrderId=T%201&userId=7&goodsId=4')
  })

  it('comes back from the pkg login asking for the claim, once', () => {
    expect(resumeClaimUrl('/pkg?typeId=3', 535)).toBe('/pkg?typeId=3&claim=535')
    expect(resumeClaimUrl('/pkg?typeId=3&claim=1', 536)).toBe('/pkg?typeId=3&claim=536')
    expect(resumeClaimUrl('/pkg', 535)).toBe('/pkg?claim=535')
  })
})

describe('banners, shares and the poster', () => {
  const goods = [{ id: 502, goodsId: 35 }]
  it.each<[string, { url: string; goodsId: number | null }, unknown]>([
    ['an app path opens it', { url: '/kczq', goodsId: null }, { kind: 'url', url: '/kczq' }],
    ['a goods the home presents opens its detail', { url: '', goodsId: 35 }, { kind: 'url', url: '/course-detail?id=502' }],
    ['another goods follows the goods jump', { url: '', goodsId: 20 }, { kind: 'goods', goodsId: 20 }],
    ['an unknown path with a goods opens the goods', { url: '/nowhere', goodsId: 20 }, { kind: 'goods', goodsId: 20 }],
    ['neither: nothing', { url: '', goodsId: null }, { kind: 'none' }],
  ])('%s', (_n, banner, expected) => expect(bannerTarget(banner, goods)).toEqual(expected))

  it.each<[number | null, string]>([[10, '/job-share?id=514'], [12, '/job-share?id=514'], [4, '/course-detail?id=514'], [null, '/course-detail?id=514']])(
    'zone %p shares %s',
    (zoneId, path) => expect(sharePath({ id: 514, zoneId })).toBe(path),
  )

  it('wraps poster lines and cuts the last with an ellipsis', () => {
    // One unit per character, Latin characters half a unit (as a canvas measures them, roughly).
    const measure = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) < 0x80 ? 0.5 : 1), 0)
    expect(wrapLines('零基础会计入门训练营', 4, 3, measure)).toEqual(['零基础会', '计入门训', '练营'])
    expect(wrapLines('一二三四五六七八九十', 3, 2, measure)).toEqual(['一二三', '四五…'])
    expect(wrapLines('  ', 3, 2, measure)).toEqual([])
    // Narrow characters fill a line further: 8 Latin characters in the width of 4 Chinese ones.
    expect(wrapLines('abcdefgh零基础会计', 4, 3, measure)).toEqual(['abcdefgh', '零基础会', '计'])
    expect(wrapLines('一二三四', 4, 1, measure)).toEqual(['一二三四'])
    expect(wrapLines('一二三四五', 4, 1, measure)).toEqual(['一二三…'])
    expect(KNOWLEDGE_TEXT.posterHint).toBe('长按图片 下载海报')
    expect(KNOWLEDGE_TEXT.posterClose).toBe('我知道了')
  })
})

describe('where a store card leads (the spec names /member-detail but no way in: a membership card is it)', () => {
  it.each([
    [{ id: 533, classForm: '会员' }, '/member-detail?id=533'],
    [{ id: 519, classForm: '会员' }, '/member-detail?id=519'],
    [{ id: 20, classForm: '录播' }, '/course-detail?id=20'],
    [{ id: 21, classForm: '' }, '/course-detail?id=21'],
  ])('%o -> %s', (goods, url) => {
    expect(knowledgeGoodsUrl(goods)).toBe(url)
  })
})
