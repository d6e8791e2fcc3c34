// One claim however many taps (purchaseZerogoods, docs/spec/content-access.md section 7): in flight, after success, per learner.
import type { ZeroGoodsResult } from '@contract/knowledge'
import { KnowledgeClaimStore, teacherCampus } from './knowledgeClaim'

const result = (goodsId: number): ZeroGoodsResult => ({ goodsId, orderId: 1, orderNo: 'N1', tradeOrderId: 'T1', isNew: true })

function setup(isIOS = false) {
  let uid = 7
  const claimZero = jest.fn((q: { goodsId: number }) => Promise.resolve(result(q.goodsId)))
  const store = new KnowledgeClaimStore({ claimZero }, () => ({ isIOS }), () => uid)
  return { store, claimZero, setUid: (u: number) => { uid = u } }
}

it('taps while a claim runs answer the same call', async () => {
  const { store, claimZero } = setup()
  const a = store.claim(4)
  const b = store.claim(4)
  expect(store.isClaiming(4)).toBe(true)
  expect(await a).toBe(await b)
  expect(claimZero).toHaveBeenCalledTimes(1)
  expect(claimZero).toHaveBeenCalledWith({ goodsId: 4, platformType: 2, schoolId: 1 })
  expect(store.isClaiming(4)).toBe(false)
})

it('a claimed goods answers its order again (isNew false) without a request; another goods or learner asks', async () => {
  const { store, claimZero, setUid } = setup(true)
  await store.claim(4)
  expect(await store.claim(4)).toMatchObject({ goodsId: 4, isNew: false })
  expect(claimZero).toHaveBeenCalledTimes(1)
  await store.claim(35)
  setUid(8)
  await store.claim(4)
  expect(claimZero).toHaveBeenCalledTimes(3)
  expect(claimZero).toHaveBeenLastCalledWith({ goodsId: 4, platformType: 3, schoolId: 1 })
})

it('a failed claim may be tried again', async () => {
  const { store, claimZero } = setup()
  claimZero.mockRejectedValueOnce(new Error('timeout'))
  await expect(store.claim(4)).rejects.toThrow('timeout')
  expect(store.isClaiming(4)).toBe(false)
  await expect(store.claim(4)).resolves.toMatchObject({ isNew: true })
  expect(claimZero).toHaveBeenCalledTimes(2)
})

describe('the campus: getTeacherIdSchool(teacherId, city) for a learner who came through a teacher\'s shared link', () => {
  // The reference server's answer for teacher T9 in 上海市 (server/__tests__/knowledge.test.ts).
  const shanghai = { teacherId: 'T9', schoolId: 3, schoolName: '上海徐汇校区', city: '上海' }

  function withCampus(teacherId: string | undefined, place: { province: string; city: string } | null, answer = async () => shanghai) {
    const claimZero = jest.fn((q: { goodsId: number }) => Promise.resolve(result(q.goodsId)))
    const teacherSchool = jest.fn(answer)
    const locate = jest.fn(async () => place)
    const campus = teacherCampus({ teacherSchool }, () => teacherId, locate)
    const store = new KnowledgeClaimStore({ claimZero }, () => ({ isIOS: false }), () => 7, campus)
    return { store, claimZero, teacherSchool, locate }
  }

  it("asks for the teacher's campus in the learner's city and claims there", async () => {
    const { store, claimZero, teacherSchool } = withCampus('T9', { province: '上海市', city: '上海市' })
    await store.claim(4)
    expect(teacherSchool).toHaveBeenCalledWith('T9', '上海市')
    expect(claimZero).toHaveBeenCalledWith({ goodsId: 4, platformType: 2, schoolId: 3 })
  })

  it('asks once for the teacher and city, however many claims', async () => {
    const { store, teacherSchool } = withCampus('T9', { province: '上海市', city: '上海市' })
    await store.claim(4)
    await store.claim(35)
    expect(teacherSchool).toHaveBeenCalledTimes(1)
  })

  it('without a located city it still asks, with an empty city (the server answers the default campus then)', async () => {
    const { store, teacherSchool } = withCampus('T9', null, async () => ({ ...shanghai, schoolId: 1, city: '北京' }))
    await store.claim(4)
    expect(teacherSchool).toHaveBeenCalledWith('T9', '')
  })

  it('no shared link (no teacherId): the default campus, neither the location nor getTeacherIdSchool asked', async () => {
    const { store, claimZero, teacherSchool, locate } = withCampus(undefined, { province: '上海市', city: '上海市' })
    await store.claim(4)
    expect(teacherSchool).not.toHaveBeenCalled()
    expect(locate).not.toHaveBeenCalled()
    expect(claimZero).toHaveBeenCalledWith({ goodsId: 4, platformType: 2, schoolId: 1 })
  })

  it('getTeacherIdSchool failing: the default campus, and the claim goes on', async () => {
    const { store, claimZero } = withCampus('T9', { province: '上海市', city: '上海市' }, async () => { throw new Error('offline') })
    await store.claim(4)
    expect(claimZero).toHaveBeenCalledWith({ goodsId: 4, platformType: 2, schoolId: 1 })
  })
})
