/**
 * Reserving live classes (docs/spec/content-access.md section 7 "Account": "Subscribe: GET app/subscribeGoods,
 * loginCheckSubscribeGoods, loginAfterSubscribeGoods, loginAfterLiveReservation"): one reservation however many taps,
 * the count as the server last said it, a learner's reservations shown only in their own session. Answers are the
 * reference server's (server/__tests__/reservation.test.ts).
 */
import { observable, runInAction } from 'mobx'
import type { LiveReservation } from '@contract/live'
import { LiveReservationStore } from './liveReservations'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const answer = (liveId: number, subscribeNum: number, subscribed = true): LiveReservation => ({ liveId, subscribed, subscribeNum })

function setup(token = 'tok') {
  const session = observable({ token, get isLoggedIn() { return this.token !== '' } })
  const api = {
    reserve: jest.fn(async (liveId: number) => answer(liveId, 101)),
    reserveAfterLogin: jest.fn(async (liveId: number) => answer(liveId, 101)),
    reservations: jest.fn(async (ids: number[]) => ids.map((id) => answer(id, 100, false))),
  }
  return { session, api, store: new LiveReservationStore(api, session) }
}

it('a logged-in learner reserves with subscribeGoods: reserved, and the count is the server\'s', async () => {
  const { api, store } = setup()
  expect(store.countOf({ liveId: 2, subscribeNum: 100 })).toBe(100)
  await store.reserve(2)
  expect(api.reserve).toHaveBeenCalledWith(2)
  expect(api.reserveAfterLogin).not.toHaveBeenCalled()
  expect(store.isReserved(2)).toBe(true)
  expect(store.countOf({ liveId: 2, subscribeNum: 100 })).toBe(101)
})

it('right after the login it asked for, loginAfterLiveReservation', async () => {
  const { api, store } = setup()
  await store.reserve(4, true)
  expect(api.reserveAfterLogin).toHaveBeenCalledWith(4)
  expect(api.reserve).not.toHaveBeenCalled()
  expect(store.isReserved(4)).toBe(true)
})

it('taps while a reservation runs share it, and a reserved class is not asked again: one call', async () => {
  const { api, store } = setup()
  const pending = deferred<LiveReservation>()
  api.reserve.mockReturnValueOnce(pending.promise)
  const taps = [store.reserve(2), store.reserve(2), store.reserve(2)]
  expect(store.isReserving(2)).toBe(true)
  pending.resolve(answer(2, 101))
  await Promise.all(taps)
  await store.reserve(2)
  expect(api.reserve).toHaveBeenCalledTimes(1)
  expect(store.isReserving(2)).toBe(false)
})

it('a refusal rejects, leaves the class unreserved and not reserving (the request layer said why)', async () => {
  const { api, store } = setup()
  api.reserve.mockRejectedValueOnce(new Error('直播已开始或已结束，无需预约'))
  await expect(store.reserve(1)).rejects.toThrow()
  expect(store.isReserved(1)).toBe(false)
  expect(store.isReserving(1)).toBe(false)
})

it('check marks what the learner reserved (loginCheckSubscribeGoods, each id once); a guest asks nothing', async () => {
  const { api, store, session } = setup()
  api.reservations.mockResolvedValueOnce([answer(2, 120, true), answer(3, 80, false)])
  await store.check([2, 3, 2])
  expect(api.reservations).toHaveBeenCalledWith([2, 3])
  expect(store.isReserved(2)).toBe(true)
  expect(store.isReserved(3)).toBe(false)
  expect(store.countOf({ liveId: 3, subscribeNum: 1 })).toBe(80)
  runInAction(() => { session.token = '' })
  await store.check([2])
  expect(api.reservations).toHaveBeenCalledTimes(1)
  expect(store.isReserved(2)).toBe(false)
})

it('a failed check leaves the cards as they were', async () => {
  const { api, store } = setup()
  api.reservations.mockRejectedValueOnce(new Error('offline'))
  await expect(store.check([2])).resolves.toBeUndefined()
  expect(store.isReserved(2)).toBe(false)
})

it('a check answered after the reservation it raced (sent before it) does not take the reservation back', async () => {
  const { api, store } = setup()
  const check = deferred<LiveReservation[]>()
  api.reservations.mockReturnValueOnce(check.promise)
  const checking = store.check([4])
  await store.reserve(4, true)
  check.resolve([answer(4, 100, false)])
  await checking
  expect(store.isReserved(4)).toBe(true)
  expect(store.countOf({ liveId: 4, subscribeNum: 0 })).toBe(101)
})

it('another login does not see the last learner\'s reservations (counts stay: they are everyone\'s)', async () => {
  const { api, store, session } = setup('a')
  await store.reserve(2)
  runInAction(() => { session.token = 'b' })
  expect(store.isReserved(2)).toBe(false)
  expect(store.countOf({ liveId: 2, subscribeNum: 100 })).toBe(101)
  api.reservations.mockResolvedValueOnce([answer(3, 50, true)])
  await store.check([3])
  expect(store.isReserved(2)).toBe(false)
  expect(store.isReserved(3)).toBe(true)
  await store.reserve(2)
  expect(api.reserve).toHaveBeenCalledTimes(2)
})
