/**
 * The invite-code popup (docs/spec/ordering-payment.md sections 4, 7, 9): checked on blur (inviteMsg shown), confirm enabled
 * only above 4 characters and locked after a tap until the response, a passing code saved (onDone on saveTag, the
 * saveMsg of a refused save shown), and check-only mode closing 1 s after a passing check with the code.
 */
jest.mock('@/platform/ui')

import { act, fireEvent, screen } from '@testing-library/react'
import type { InviteSaveResult, InvitorInfo } from '@contract/payment'
import { button, field, isDisabled, typeInto } from '../../../../../tests/jest/dom'
import { renderPage } from '../../../../../tests/jest/renderPage'
import { InviteCodeDialog } from './index'
import { quietNutuiTransitions } from '../../../../../tests/jest/quiet'

function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((res) => { resolve = res })
  return { promise, resolve }
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

const api = {
  invitor: jest.fn<Promise<InvitorInfo>, [string]>(),
  saveInviteCode: jest.fn<Promise<InviteSaveResult>, [number, string]>(),
}
const onDone = jest.fn()
const onClose = jest.fn()

async function open(checkOnly = false) {
  renderPage(<InviteCodeDialog visible orderId={7} checkOnly={checkOnly} api={api} onClose={onClose} onDone={onDone} />)
  return field('请输入邀请码')
}

beforeAll(() => {
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
  api.invitor.mockImplementation(async (code) => (code.startsWith('OK') ? { inviteTag: true, inviteMsg: '邀请人：王老师' } : { inviteTag: false, inviteMsg: '邀请码不存在' }))
  api.saveInviteCode.mockResolvedValue({ saveTag: true, saveMsg: '' })
})

it('"Confirm enabled only when length is greater than 4"', async () => {
  const input = await open()
  expect(isDisabled(button('确定'))).toBe(true)
  await typeInto(input, 'OK12')
  expect(isDisabled(button('确定'))).toBe(true)
  await typeInto(input, 'OK123')
  expect(isDisabled(button('确定'))).toBe(false)
})

it('"Checked on blur": the inviter check, its inviteMsg shown', async () => {
  const input = await open()
  await typeInto(input, 'BAD99')
  expect(api.invitor).not.toHaveBeenCalled()
  fireEvent.blur(input)
  await flush()
  expect(api.invitor).toHaveBeenCalledWith('BAD99')
  expect(screen.getByText('邀请码不存在')).toBeTruthy()
})

it('"locked after a tap until the response", then saved for the order and done', async () => {
  const check = deferred<InvitorInfo>()
  api.invitor.mockReturnValue(check.promise)
  const input = await open()
  await typeInto(input, 'OK123')
  fireEvent.click(button('确定'))
  await flush()
  expect(isDisabled(button('确定'))).toBe(true)
  fireEvent.click(button('确定'))
  expect(api.invitor).toHaveBeenCalledTimes(1)
  await act(async () => check.resolve({ inviteTag: true, inviteMsg: '邀请人：王老师' }))
  await flush()
  expect(api.saveInviteCode).toHaveBeenCalledWith(7, 'OK123')
  expect(onDone).toHaveBeenCalledWith('OK123')
})

it('a failing check is neither saved nor done, and confirm unlocks again', async () => {
  const input = await open()
  await typeInto(input, 'BAD99')
  fireEvent.click(button('确定'))
  await flush()
  expect(screen.getByText('邀请码不存在')).toBeTruthy()
  expect(api.saveInviteCode).not.toHaveBeenCalled()
  expect(onDone).not.toHaveBeenCalled()
  expect(isDisabled(button('确定'))).toBe(false)
})

it('a refused save shows its saveMsg', async () => {
  api.saveInviteCode.mockResolvedValue({ saveTag: false, saveMsg: '该订单已绑定邀请码' })
  const input = await open()
  await typeInto(input, 'OK123')
  fireEvent.click(button('确定'))
  await flush()
  expect(screen.getByText('该订单已绑定邀请码')).toBeTruthy()
  expect(onDone).not.toHaveBeenCalled()
})

it('check-only: closes 1 s after a passing check, returning the code; nothing saved', async () => {
  const input = await open(true)
  await typeInto(input, 'OK123')
  jest.useFakeTimers()
  try {
    fireEvent.click(button('确定'))
    await act(async () => { await Promise.resolve(); await Promise.resolve() })
    await act(async () => { await Promise.resolve() })
    expect(api.invitor).toHaveBeenCalledWith('OK123')
    act(() => { jest.advanceTimersByTime(999) })
    expect(onDone).not.toHaveBeenCalled()
    act(() => { jest.advanceTimersByTime(1) })
    expect(onDone).toHaveBeenCalledWith('OK123')
    expect(api.saveInviteCode).not.toHaveBeenCalled()
  } finally {
    // What was scheduled meanwhile runs first: Taro's H5 components queue renders on timers.
    act(() => { jest.runOnlyPendingTimers() })
    jest.useRealTimers()
  }
})

it('cancel closes', async () => {
  await open()
  fireEvent.click(button('取消'))
  expect(onClose).toHaveBeenCalled()
})
