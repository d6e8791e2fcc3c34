/**
 * The practical course store with a fake practice API: each tab loads its own tree, the query's node is applied
 * once the tree arrives, a top item selects its first child, the Course tab's videos / teachers / learners follow
 * the selection, counters (a visit once per course, a click per play), the play URL from the token call, and the
 * player stopping when another course is chosen.
 */
import type { PracticeNode } from '@contract/practice'
import type { PracticeApi } from '@/services/practice'
import { PracticeStore } from './practice'

const node = (id: number, children: PracticeNode[] = []): PracticeNode => ({
  id, parentId: null, level: 1, sortName: `n${id}`, appPic: '', details: '', description: '[]', audition: `pv-${id}-1`, spread: 0, children,
})
const TREES: Record<string, PracticeNode[]> = {
  course: [node(1, [node(11, [node(111), node(112)]), node(12, [node(121)])]), node(2, [node(21, [node(211)])])],
  audition: [node(6, [node(61, [node(611), node(612)])]), node(7, [node(71, [node(711)])])],
}

function fakeApi() {
  return {
    banners: jest.fn(async () => []),
    bannerPv: jest.fn(async () => ({ show: 0, click: 0 })),
    tree: jest.fn(async (sort: string) => TREES[sort]),
    names: jest.fn(async () => []),
    floors: jest.fn(async () => []),
    ranking: jest.fn(async () => []),
    videos: jest.fn(async () => []),
    teachers: jest.fn(async () => []),
    information: jest.fn(async () => ({ tips: [], guarantees: [], articles: [] })),
    learners: jest.fn(async () => []),
    visit: jest.fn(async () => ({ id: 0, visitCount: 1, clickCount: 0 })),
    click: jest.fn(async () => ({ id: 0, visitCount: 0, clickCount: 1 })),
    playToken: jest.fn(async (videoId: string) => ({ videoId, token: 't', playUrl: `/api/practice/polyv/play/${videoId}?playToken=t`, ts: 1, sign: 's', expireTime: 2 })),
  }
}

function create(root = 'http://127.0.0.1:3100/api/practice') {
  const api = fakeApi()
  const store = new PracticeStore(api as unknown as PracticeApi, { playRoot: root, uid: () => 9 })
  return { api, store }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

it('the Course tab loads the course tree, its tips / floors, and selects the first top item\'s first child', async () => {
  const { api, store } = create()
  await store.enter({ tab: 'course', nodeId: null })
  expect(api.tree.mock.calls).toEqual([['course']])
  expect(api.information).toHaveBeenCalled()
  expect(api.floors).toHaveBeenCalled()
  expect(api.ranking).not.toHaveBeenCalled()
  expect(store.current).toEqual({ topId: 1, subId: 11, courseId: 111 })
  expect(api.videos).toHaveBeenCalledWith(11, 'course')
  expect(api.teachers).toHaveBeenCalledWith(1)
  expect(api.learners).toHaveBeenCalledWith(1)
})

it('the query\'s node is selected once its tab\'s tree has loaded; the other tab keeps its own selection', async () => {
  const { api, store } = create()
  await store.enter({ tab: 'audition', nodeId: 612 })
  expect(api.tree.mock.calls).toEqual([['audition']])
  expect(api.ranking).toHaveBeenCalled()
  expect(store.current).toEqual({ topId: 6, subId: 61, courseId: 612 })
  expect(api.videos).not.toHaveBeenCalled() // the audition tab's courses come from its tree
  await store.setTab('course')
  expect(store.current).toEqual({ topId: 1, subId: 11, courseId: 111 })
  await store.setTab('audition')
  expect(store.current.courseId).toBe(612)
  expect(api.tree).toHaveBeenCalledTimes(2)
})

it('"choosing a top item selects its first child"; a sub-item selects its first course', async () => {
  const { store } = create()
  await store.enter({ tab: 'course', nodeId: null })
  store.chooseTop(2)
  expect(store.current).toEqual({ topId: 2, subId: 21, courseId: 211 })
  store.chooseNode(12)
  expect(store.current).toEqual({ topId: 1, subId: 12, courseId: 121 })
  expect(store.courses.map((c) => c.id)).toEqual([121])
})

it('counters: a visit once per course shown; a click with the uid', async () => {
  const { api, store } = create()
  await store.enter({ tab: 'course', nodeId: null })
  store.chooseNode(112)
  store.chooseNode(111)
  store.chooseNode(112)
  expect(api.visit.mock.calls).toEqual([[111], [112]])
  store.countClick(112)
  expect(api.click).toHaveBeenCalledWith(112, 9)
})

it('play: the token call\'s URL resolved against the API origin; another course stops the player', async () => {
  const { api, store } = create()
  await store.enter({ tab: 'course', nodeId: 111 })
  await store.play(111, 'pv-111-1', '第1节')
  expect(api.playToken).toHaveBeenCalledWith('pv-111-1')
  expect(store.playing).toEqual({ nodeId: 111, videoId: 'pv-111-1', title: '第1节', src: 'http://127.0.0.1:3100/api/practice/polyv/play/pv-111-1?playToken=t' })
  store.chooseNode(111)
  expect(store.playing).not.toBeNull()
  store.chooseNode(112)
  expect(store.playing).toBeNull()
})

it('a failed token call leaves the player as it was; taps while one is asked are ignored', async () => {
  const { api, store } = create('/api/practice')
  await store.enter({ tab: 'course', nodeId: null })
  api.playToken.mockRejectedValueOnce(new Error('401'))
  await store.play(111, 'pv-111-1', 'x')
  expect(store.playing).toBeNull()
  expect(store.playLoading).toBe(false)
  const first = store.play(111, 'pv-111-1', 'x')
  void store.play(111, 'pv-111-2', 'y')
  await first
  await settle()
  expect(api.playToken).toHaveBeenCalledTimes(2)
  expect(store.playing?.src).toBe('/api/practice/polyv/play/pv-111-1?playToken=t')
})

it('a token that answers after the learner chose another course plays nothing', async () => {
  const { api, store } = create()
  await store.enter({ tab: 'course', nodeId: 111 })
  let answer!: (v: unknown) => void
  api.playToken.mockImplementationOnce(() => new Promise((r) => { answer = r as (v: unknown) => void }))
  const playing = store.play(111, 'pv-111-1', '第1节')
  store.chooseNode(112)
  answer({ videoId: 'pv-111-1', token: 't', playUrl: '/api/practice/polyv/play/pv-111-1?playToken=t', ts: 1, sign: 's', expireTime: 2 })
  await playing
  expect(store.playing).toBeNull()
  expect(store.playLoading).toBe(false)
})

it('switching tabs stops the player', async () => {
  const { store } = create()
  await store.enter({ tab: 'course', nodeId: null })
  await store.play(111, 'pv-111-1', 'x')
  await store.setTab('audition')
  expect(store.playing).toBeNull()
})

it('the place for the way back: the tab and each tab\'s choice, kept and opened again on a fresh store', async () => {
  const { store } = create()
  await store.enter({ tab: 'course', nodeId: null })
  store.chooseNode(211) // a course of the second industry
  await store.setTab('audition')
  store.chooseTop(7)
  expect(store.place).toEqual({ tab: 'audition', nodes: { audition: 711, course: 211 } })

  const fresh = create()
  await fresh.store.returnTo(store.place)
  expect(fresh.store.tab).toBe('audition')
  expect(fresh.store.current).toEqual({ topId: 7, subId: 71, courseId: 711 })
  expect(fresh.api.tree.mock.calls).toEqual([['audition']])
  await fresh.store.setTab('course')
  expect(fresh.store.current).toEqual({ topId: 2, subId: 21, courseId: 211 })
})
