// Table tests of the practical course page's rules (docs/spec/content-access.md sections 2, 3, 4, 5, 6, 9).
import type { PracticeChapter, PracticeHotArticle, PracticeNameNode, PracticeNode, PracticeVideo } from '@contract/practice'
import {
  COUNTS_CLICK, PRACTICE_GATES, bannerTab, chapterDuration, currentVideo, firstChapter, defaultSelection, gateFor, hotArticleUrl, industryOptions,
  initiallyExpanded, learnTimeText, marqueeSpeed, maskPhone, parseDescription, practiceUrl, rankingLine, readPracticeQuery, resolvePlayUrl,
  selectNode, selectTop, selectedNodeId, type NavSelection, type PracticeAction,
} from './practice'

const node = (id: number, children: PracticeNode[] = [], over: Partial<PracticeNode> = {}): PracticeNode => ({
  id, parentId: null, level: 1, sortName: `节点${id}`, appPic: '', details: '', description: '[]', audition: null, spread: 0, children, ...over,
})
// 1 > 11 > 111, 112; 1 > 12 > 121; 2 > 21 > 211; 3 (no children); 4 > 41 (no courses)
const TREE = [
  node(1, [node(11, [node(111), node(112)]), node(12, [node(121)])], { spread: 1 }),
  node(2, [node(21, [node(211)])]),
  node(3),
  node(4, [node(41)]),
]
const sel = (topId: number | null, subId: number | null, courseId: number | null): NavSelection => ({ topId, subId, courseId })

describe('"Practice nav: choosing a top item selects its first child"', () => {
  it.each<[string, number, NavSelection]>([
    ['top 1: its first child 11 and that child\'s first course 111', 1, sel(1, 11, 111)],
    ['top 2: 21 and 211', 2, sel(2, 21, 211)],
    ['a top item without children: nothing below it', 3, sel(3, null, null)],
    ['a top item whose first child has no courses', 4, sel(4, 41, null)],
    ['an id that is not a top item: the default (the first top item)', 99, sel(1, 11, 111)],
  ])('%s', (_name, topId, expected) => {
    expect(selectTop(TREE, topId)).toEqual(expected)
  })

  it.each<[string, number | null, NavSelection]>([
    ['a top item selects its first child', 2, sel(2, 21, 211)],
    ['a sub-item selects its first course', 12, sel(1, 12, 121)],
    ['a course selects itself with its parents', 112, sel(1, 11, 112)],
    ['a sub-item without courses', 41, sel(4, 41, null)],
    ['an unknown id: the default', 777, sel(1, 11, 111)],
    ['no id: the default', null, sel(1, 11, 111)],
  ])('selectNode: %s', (_name, id, expected) => {
    expect(selectNode(TREE, id)).toEqual(expected)
  })

  it('the page opens on the first top item and its first child; an empty tree selects nothing', () => {
    expect(defaultSelection(TREE)).toEqual(sel(1, 11, 111))
    expect(defaultSelection([])).toEqual(sel(null, null, null))
    expect(selectNode([], 11)).toEqual(sel(null, null, null))
  })

  it.each<[NavSelection, number | null]>([
    [sel(1, 11, 112), 112],
    [sel(4, 41, null), 41],
    [sel(3, null, null), 3],
    [sel(null, null, null), null],
  ])('the node login brings the learner back to: %p -> %p', (s, id) => {
    expect(selectedNodeId(s)).toBe(id)
  })

  it('the sub-navigation sheet opens with the spread 1 items and the current top item expanded', () => {
    expect(initiallyExpanded(TREE, 2)).toEqual([1, 2])
    expect(initiallyExpanded(TREE, 1)).toEqual([1])
    expect(initiallyExpanded(TREE, null)).toEqual([1])
  })
})

describe('"Course-industry switcher: action sheet 全部行业 with a tree of sortName"', () => {
  const names: PracticeNameNode[] = [
    { id: 1, sortName: '商贸行业', children: [{ id: 11, sortName: '批发零售', children: [{ id: 111, sortName: '商贸企业全盘账务', children: [] }] }] },
    { id: 2, sortName: '工业制造', children: [] },
  ]
  it('industries and their sub-items, depth first, each level indented, the current selection marked', () => {
    expect(industryOptions(names, sel(1, 11, 111))).toEqual([
      { name: '商贸行业', id: '1', depth: '0', active: true },
      { name: '\u3000批发零售', id: '11', depth: '1', active: true },
      { name: '工业制造', id: '2', depth: '0', active: false },
    ])
    expect(industryOptions(names, sel(1, 11, 111), 3).map((o) => o.name)).toEqual(['商贸行业', '\u3000批发零售', '\u3000\u3000商贸企业全盘账务', '工业制造'])
    expect(industryOptions(names, sel(2, null, null)).filter((o) => o.active).map((o) => o.id)).toEqual(['2'])
    expect(industryOptions([], sel(null, null, null))).toEqual([])
  })
})

describe('"description (JSON text)": the title/value pairs of the \'course\' badge', () => {
  it.each<[string, unknown, { title: string; value: string }[]]>([
    ['the seeded form', '[{"title":"课程时长","value":"36课时"},{"title":"有效期","value":"12个月"}]', [{ title: '课程时长', value: '36课时' }, { title: '有效期', value: '12个月' }]],
    ['an empty list', '[]', []],
    ['an empty string', '', []],
    ['not JSON', '课程时长:36课时', []],
    ['JSON that is not a list', '{"title":"a","value":"b"}', []],
    ['null', null, []],
    ['undefined', undefined, []],
    ['an already parsed list', [{ title: '适合人群', value: '会计新人' }], [{ title: '适合人群', value: '会计新人' }]],
    ['numbers shown as text', '[{"title":"课时","value":36}]', [{ title: '课时', value: '36' }]],
    ['titles and values trimmed', '[{"title":"  有效期 ","value":" 永久 "}]', [{ title: '有效期', value: '永久' }]],
    ['entries without a title dropped', '[{"title":"","value":"x"},{"value":"y"},null,"z",{"title":"有效期","value":""}]', [{ title: '有效期', value: '' }]],
    ['non-text values are empty', '[{"title":"a","value":{"x":1}},{"title":"b","value":[1]}]', [{ title: 'a', value: '' }, { title: 'b', value: '' }]],
  ])('%s', (_name, input, expected) => {
    expect(parseDescription(input)).toEqual(expected)
  })
})

describe('the learning-time ranking ("Practice learn info: phone, course, learnNum")', () => {
  it.each<[string, string]>([
    ['13800138000', '138****8000'],
    ['138****8000', '138****8000'],
    [' 13900139000 ', '139****9000'],
    ['+86 138 0013 8000', '138****8000'],
    ['1380013', '138****0013'],
    ['123456', '****'],
    ['', '****'],
  ])('phones are masked: %p -> %p', (phone, out) => {
    expect(maskPhone(phone)).toBe(out)
  })

  it.each<[number, string]>([
    [0, '0分钟'],
    [45, '45分钟'],
    [60, '1小时'],
    [61, '1小时1分钟'],
    [887, '14小时47分钟'],
    [30.9, '30分钟'],
    [-5, '0分钟'],
    [Number.NaN, '0分钟'],
  ])('learnNum (minutes) %p -> %p', (minutes, out) => {
    expect(learnTimeText(minutes)).toBe(out)
  })

  it('a ticker line: rank, masked phone, course and time', () => {
    expect(rankingLine({ phone: '13800138000', course: '商贸企业全盘账务', learnNum: 887 }, 0)).toBe('第1名 138****8000 学习《商贸企业全盘账务》14小时47分钟')
    expect(rankingLine({ phone: '175****1248', course: '电商企业全盘账务', learnNum: 30 }, 9)).toBe('第10名 175****1248 学习《电商企业全盘账务》30分钟')
  })
})

describe('what needs a token (sections 4, 5, 6)', () => {
  it.each<[PracticeAction, boolean, string]>([
    // "Auditioning or playing a practice video when anonymous sends the user to login."
    ['play', false, 'login'],
    ['play', true, 'go'],
    ['audition', false, 'login'],
    ['audition', true, 'go'],
    // "goods purchase needs a token, otherwise a login popup appears; after login the goods jump continues"
    ['buy', false, 'popup'],
    ['buy', true, 'go'],
    ['signUp', false, 'popup'],
    ['signUp', true, 'go'],
    // "Anonymous visitor: may browse"
    ['consult', false, 'go'],
    ['service', false, 'go'],
    ['article', false, 'go'],
    ['floorGoods', false, 'go'],
    ['banner', false, 'go'],
  ])('%s with a token: %p -> %p', (action, hasToken, out) => {
    expect(gateFor(action, hasToken)).toBe(out)
  })

  it('playing, auditioning, buying and signing up count a click; the rest do not', () => {
    const counted = (Object.keys(PRACTICE_GATES) as PracticeAction[]).filter((a) => COUNTS_CLICK.has(a))
    expect(counted.sort()).toEqual(['audition', 'buy', 'play', 'signUp'])
  })
})

describe('marquee speed: "80 (article) / 50 (default elsewhere)": every marquee here is elsewhere', () => {
  it.each([['tips', 50], ['notice', 50], ['ranking', 50]] as const)('%s: %p', (kind, speed) => {
    expect(marqueeSpeed(kind)).toBe(speed)
  })
})

describe('query, links and URLs', () => {
  it.each<[Record<string, string | undefined>, object]>([
    [{}, { tab: 'course', nodeId: null }],
    [{ tab: 'audition' }, { tab: 'audition', nodeId: null }],
    [{ tab: 'course', nodeId: '112' }, { tab: 'course', nodeId: 112 }],
    [{ tab: 'other', nodeId: 'x' }, { tab: 'course', nodeId: null }],
    [{ nodeId: '-3' }, { tab: 'course', nodeId: null }],
    [{ nodeId: '1.5' }, { tab: 'course', nodeId: null }],
  ])('readPracticeQuery(%p)', (params, out) => {
    expect(readPracticeQuery(params)).toEqual(out)
  })

  it('practiceUrl: the page on a tab and node', () => {
    expect(practiceUrl('audition', 611)).toBe('/subChannel/practicalCourse?tab=audition&nodeId=611')
    expect(practiceUrl('course', null)).toBe('/subChannel/practicalCourse?tab=course')
  })

  it.each<[string, { type: 1 | 2; url: string }, string | null]>([
    ['a URL banner to this page with tab=audition', { type: 2, url: '/subChannel/practicalCourse?tab=audition' }, 'audition'],
    ['a URL banner to this page without a tab', { type: 2, url: '/subChannel/practicalCourse' }, 'course'],
    ['a URL banner elsewhere', { type: 2, url: '/vipList' }, null],
    ['a goods banner', { type: 1, url: '' }, null],
  ])('bannerTab: %s', (_name, banner, tab) => {
    expect(bannerTab(banner)).toBe(tab)
  })

  it('a hot article opens /article/<id> with its site and sub-tag', () => {
    const a: PracticeHotArticle = { informationId: 70101, title: 't', pic: '', readNum: 1, informationType: 5, informationTypeId: 701, websiteId: 7, pushTime: '' }
    expect(hotArticleUrl(a)).toBe('/article/70101?siteId=7&informationTypeId=701&informationType=5')
  })

  it.each<[string, string, string]>([
    ['/api/practice/polyv/play/pv-111-1?playToken=abc', '/api/practice', '/api/practice/polyv/play/pv-111-1?playToken=abc'],
    ['/api/practice/polyv/play/pv-111-1?playToken=abc', 'http://127.0.0.1:3100/api/practice', 'http://127.0.0.1:3100/api/practice/polyv/play/pv-111-1?playToken=abc'],
    ['https://cdn.example.com/v.mp4?t=1', 'http://127.0.0.1:3100/api/practice', 'https://cdn.example.com/v.mp4?t=1'],
    ['api/x', 'https://api.example.com/practice', 'https://api.example.com/api/x'],
  ])('resolvePlayUrl(%p, %p)', (url, root, out) => {
    expect(resolvePlayUrl(url, root)).toBe(out)
  })
})

describe('the industry videos', () => {
  const video = (id: number): PracticeVideo => ({ id, nodeId: id, title: `v${id}`, cover: '', teacherName: '', chapters: [] })
  it('the chosen course\'s video, else the first', () => {
    expect(currentVideo([video(111), video(112)], 112)?.id).toBe(112)
    expect(currentVideo([video(111), video(112)], 999)?.id).toBe(111)
    expect(currentVideo([video(111)], null)?.id).toBe(111)
    expect(currentVideo([], 111)).toBeUndefined()
  })

  it.each<[number, string]>([[0, '00:00'], [59, '00:59'], [709, '11:49'], [3600, '1:00:00'], [3725, '1:02:05'], [-1, '00:00']])('chapter length %p -> %p', (s, out) => {
    expect(chapterDuration(s)).toBe(out)
  })

  // Section 4: "Auditioning or playing a practice video" — the player's play button starts the audition chapter
  // (tagged '试听') when the video has one, else its first chapter; no chapters, nothing to play.
  it.each<[string, { videoId: string; isAudition: number }[], string | undefined]>([
    ['the audition chapter first', [{ videoId: 'c1', isAudition: 0 }, { videoId: 'c2', isAudition: 1 }], 'c2'],
    ['no audition chapter: the first', [{ videoId: 'c1', isAudition: 0 }, { videoId: 'c2', isAudition: 0 }], 'c1'],
    ['two audition chapters: the earlier', [{ videoId: 'c1', isAudition: 0 }, { videoId: 'c2', isAudition: 1 }, { videoId: 'c3', isAudition: 1 }], 'c2'],
    ['no chapters: none', [], undefined],
  ])('the chapter the player starts: %s', (_n, chapters, expected) => {
    expect(firstChapter(chapters as PracticeChapter[])?.videoId).toBe(expected)
  })
})
