/**
 * The staff store (docs/spec/content-access.md sections 3, 4 "qwToken lasts 30 days; clearing it empties qw user info", 7
 * "GET bindingQwUser"): binding keeps the qw token and shows the home tab; an expired qw token is not sent.
 */
import type { QwBinding, QwMember, QwUserInfo } from '@contract/staff'
import { StaffStore } from './staff'

const NOW = 1_750_000_000_000
const DAY = 86_400_000
const info = (over: Partial<QwUserInfo> = {}): QwUserInfo => ({
  uid: 9, mobile: '13500135000', userClient: 2, bindStatus: 0, qwUserId: null, name: null, department: null,
  distributorCode: null, showHomeTab: false, qwTokenValid: false, ...over,
})

const MEMBER: QwMember = { qwUserId: 'LiQiang', name: '李强', department: '渠道三部', avatar: '', bindStatus: 0 }

function setup(stored?: unknown) {
  const api = { userInfo: jest.fn(), authorize: jest.fn(), bind: jest.fn(), member: jest.fn(async (): Promise<QwMember | false> => MEMBER) }
  const box = { value: stored }
  const storage = { read: () => box.value, write: (v: unknown) => { box.value = v }, remove: () => { box.value = undefined } }
  const session = { isLoggedIn: true, uid: 9, token: 'tok' }
  return { api, box, session, store: new StaffStore(api, session, storage, () => NOW) }
}

it('an unbound user of client 2 may bind; binding keeps the qw token (30 days) and shows the home tab', async () => {
  const { api, box, store } = setup()
  api.userInfo.mockResolvedValue(info())
  await store.refresh()
  expect(store.canBind).toBe(true)
  expect(store.showHomeTab).toBe(false)
  const bound = info({ bindStatus: 1, qwUserId: 'LiQiang', distributorCode: 'D1003', showHomeTab: true, qwTokenValid: true })
  api.bind.mockResolvedValue({ qwToken: 'qw1', expireTime: NOW + 30 * DAY, qwUserInfo: bound } satisfies QwBinding)
  await store.bind()
  expect(box.value).toEqual({ token: 'qw1', expireTime: NOW + 30 * DAY })
  expect(store.showHomeTab).toBe(true)
  expect(store.canBind).toBe(false)
  expect(store.distributorCode).toBe('D1003')
})

it('a learner (client 1) may not bind and gets no home tab', async () => {
  const { api, store } = setup()
  api.userInfo.mockResolvedValue(info({ userClient: 1 }))
  await store.refresh()
  expect(store.canBind).toBe(false)
  expect(store.showHomeTab).toBe(false)
})

it.each([
  [{ token: 'live', expireTime: NOW + DAY }, 'live'],
  [{ token: 'old', expireTime: NOW - 1 }, ''],
  [undefined, ''],
])('sends the stored qw token only while it lives (%p)', async (stored, sent) => {
  const { api, store } = setup(stored)
  api.userInfo.mockResolvedValue(info({ userClient: 1 }))
  await store.refresh()
  expect(api.userInfo).toHaveBeenCalledWith(sent)
})

it('clearing empties the qw user info and the stored token', async () => {
  const { api, box, store } = setup({ token: 'live', expireTime: NOW + DAY })
  api.userInfo.mockResolvedValue(info({ bindStatus: 1, qwUserId: 'X', qwTokenValid: true }))
  await store.refresh()
  expect(store.showHomeTab).toBe(true)
  store.clear()
  expect(store.info).toBeNull()
  expect(box.value).toBeUndefined()
  expect(store.showHomeTab).toBe(false)
})

it('the info of another login is not shown (the token changed while asking)', async () => {
  const { api, session, store } = setup()
  let answer!: (v: QwUserInfo) => void
  api.userInfo.mockReturnValue(new Promise((r) => { answer = r }))
  const pending = store.refresh()
  session.token = 'someone-else'
  answer(info({ bindStatus: 1, qwUserId: 'X', qwTokenValid: true }))
  await pending
  expect(store.showHomeTab).toBe(false)
})

it('two refreshes at once (the app starting, a staff page opened cold) ask once and get one qw token', async () => {
  const { api, store } = setup()
  api.userInfo.mockResolvedValue(info({ bindStatus: 1, qwUserId: 'X', qwTokenValid: false }))
  api.authorize.mockResolvedValue({ qwToken: 'qw1', expireTime: NOW + DAY, qwUserInfo: info({ bindStatus: 1, qwUserId: 'X', qwTokenValid: true }) })
  await Promise.all([store.refresh(), store.refresh()])
  expect(api.userInfo).toHaveBeenCalledTimes(1)
  expect(api.authorize).toHaveBeenCalledTimes(1)
  expect(store.showHomeTab).toBe(true)
  await store.refresh() // a later refresh asks again
  expect(api.userInfo).toHaveBeenCalledTimes(2)
})

it('binding answers every call while it runs with the one request (a double tap binds once)', async () => {
  const { api, store } = setup()
  api.userInfo.mockResolvedValue(info())
  await store.refresh()
  let answer: (b: QwBinding) => void = () => undefined
  api.bind.mockReturnValue(new Promise<QwBinding>((resolve) => { answer = resolve }))
  const calls = Array.from({ length: 20 }, () => store.bind())
  expect(store.isBinding).toBe(true)
  expect(api.bind).toHaveBeenCalledTimes(1)
  answer({ qwToken: 'qw1', expireTime: NOW + DAY, qwUserInfo: info({ bindStatus: 1, qwUserId: 'LiQiang', qwTokenValid: true }) })
  await Promise.all(calls)
  expect(store.isBinding).toBe(false)
  api.bind.mockRejectedValue(new Error('403'))
  await expect(store.bind()).rejects.toThrow('403')
  expect(api.bind).toHaveBeenCalledTimes(2)
  expect(store.isBinding).toBe(false)
})

// Section 7 "Account": "wxGetUserInfo (token; code 4007 means not in a group, treated as false)".
describe('wxGetUserInfo: is there an enterprise account to bind to', () => {
  it('a user of client 2 not in the group (4007, false) is not offered the binding', async () => {
    const { api, store } = setup()
    api.userInfo.mockResolvedValue(info({ mobile: '13900139000' }))
    api.member.mockResolvedValue(false)
    await store.refresh()
    expect(api.member).toHaveBeenCalledTimes(1)
    expect(store.inGroup).toBe(false)
    expect(store.canBind).toBe(false)
  })

  it('a member of the group is offered it; no answer at all offers it too (the binding itself tells)', async () => {
    const { api, store } = setup()
    api.userInfo.mockResolvedValue(info())
    await store.refresh()
    expect(store.canBind).toBe(true)
    api.member.mockRejectedValue(new Error('offline'))
    await store.refresh()
    expect(store.canBind).toBe(true)
  })

  it('learners and bound staff are not asked', async () => {
    const { api, store } = setup()
    api.userInfo.mockResolvedValue(info({ userClient: 1 }))
    await store.refresh()
    api.userInfo.mockResolvedValue(info({ bindStatus: 1, qwUserId: 'ZhangMin', showHomeTab: true, qwTokenValid: true }))
    await store.refresh()
    expect(api.member).not.toHaveBeenCalled()
  })
})
