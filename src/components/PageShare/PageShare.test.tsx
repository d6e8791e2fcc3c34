/**
 * Every shared link carries the sharer's teacher id (docs/spec/content-access.md section 6: "Teacher id for shares comes from
 * session storage, the staff user id, or the user id"), fed from the session's referral, the staff store and the
 * session, and following a login or a staff binding. H5 outside the messenger browser: a share tap copies the link.
 */
jest.mock('@/platform/device', () => ({ copyText: jest.fn(() => Promise.resolve(true)) }))

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { observable, runInAction } from 'mobx'
import type { QwUserInfo } from '@contract/staff'
import { copyText } from '@/platform/device'
import { sessionWrite } from '@/platform/sessionMemo'
import { StaffStore } from '@/stores/staff'
import { clearBrowserStorage } from '../../../tests/jest/dom'
import { renderPage } from '../../../tests/jest/renderPage'
import { ShareButton, useShare } from './index'

/** The session as sharing reads it, observable so a login re-renders the button. */
const session = observable({ token: '', uid: 0, get isLoggedIn() { return this.token !== '' } })
let staff: StaffStore
const api = { userInfo: jest.fn(), authorize: jest.fn(), bind: jest.fn(), member: jest.fn(async () => false as const) }
const info = (over: Partial<QwUserInfo> = {}): QwUserInfo => ({
  uid: 7, mobile: '13600136000', userClient: 2, bindStatus: 1, qwUserId: 'ZhangMin', name: '张敏', department: null,
  distributorCode: 'D1001', showHomeTab: true, qwTokenValid: true, ...over,
})
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

function SharedPage() {
  const share = useShare({ title: '课程', link: '/allSubject?goodsId=1' })
  return <ShareButton share={share}><span>分享</span></ShareButton>
}

async function shareTap(): Promise<string> {
  fireEvent.click(screen.getByText('分享'))
  await flush()
  const calls = (copyText as jest.Mock).mock.calls
  return new URL(calls[calls.length - 1][0]).search
}

beforeEach(() => {
  jest.clearAllMocks()
  clearBrowserStorage()
  staff = new StaffStore(api, session as never, { read: () => undefined, write: () => undefined, remove: () => undefined })
  runInAction(() => {
    session.token = ''
    session.uid = 0
  })
})

it.each<[string, () => Promise<void>, string]>([
  ['a guest shares the link as it is', async () => undefined, '?goodsId=1'],
  ['a guest who came by a shared link passes its teacher id on', async () => sessionWrite('referral', { teacherId: 'T7' }), '?goodsId=1&teacherId=T7'],
  ['a learner shares with the user id', async () => {
    runInAction(() => { session.token = 'tok'; session.uid = 42 })
    api.userInfo.mockResolvedValue(info({ userClient: 1, bindStatus: 0, qwUserId: null }))
    await staff.refresh()
  }, '?goodsId=1&teacherId=42'],
  ['bound sales staff share with the staff user id', async () => {
    runInAction(() => { session.token = 'tok'; session.uid = 7 })
    api.userInfo.mockResolvedValue(info())
    await staff.refresh()
  }, '?goodsId=1&teacherId=ZhangMin'],
])('%s', async (_n, arrange, search) => {
  await arrange()
  renderPage(<SharedPage />, { stores: { session: session as never, staff } })
  expect(await shareTap()).toBe(search)
})

it('the link follows a login and a staff binding while the page is open', async () => {
  renderPage(<SharedPage />, { stores: { session: session as never, staff } })
  expect(await shareTap()).toBe('?goodsId=1')
  api.userInfo.mockResolvedValue(info({ bindStatus: 0, qwUserId: null }))
  await act(async () => {
    runInAction(() => { session.token = 'tok'; session.uid = 7 })
    await staff.refresh()
  })
  expect(await shareTap()).toBe('?goodsId=1&teacherId=7')
  api.bind.mockResolvedValue({ qwToken: 'qw', expireTime: Date.now() + 86_400_000, qwUserInfo: info() })
  await act(async () => { await staff.bind() })
  expect(await shareTap()).toBe('?goodsId=1&teacherId=ZhangMin')
})

it('no page sets up a share or a share button around this rule (every shared link carries the teacher id)', () => {
  const files: string[] = []
  const walk = (dir: string) => readdirSync(dir).forEach((f) => {
    const p = join(dir, f)
    if (statSync(p).isDirectory()) walk(p)
    else if (/\.tsx?$/.test(f) && !f.includes('.test.')) files.push(p)
  })
  for (const dir of ['src/pages', 'src/packages', 'src/components']) walk(dir)
  const direct = files.filter((f) => !f.includes('components/PageShare') && /\b(usePageShare|ShareTrigger|sharePage)\b/.test(readFileSync(f, 'utf8')))
  expect(direct).toEqual([])
})
