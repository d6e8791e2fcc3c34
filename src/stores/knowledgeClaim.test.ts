// One claim however many taps (purchaseZerogoods, content-access.md section 7): in flight, after success, per learner.
import type { ZeroGoodsResult } from '@shared/knowledge'
import { KnowledgeClaimStore } from './knowledgeClaim'

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
