/**
 * Code login form (docs/spec/content-access.md sections 2, 4, 5, 9) rendered with Taro's H5 components and NutUI.
 * Taro/NutUI test helpers: tests/jest/dom.ts.
 */
jest.mock('@/platform/ui')

import { act, fireEvent, render, screen } from '@testing-library/react'
import { button, field, isDisabled, tap, typeInto } from '../../../tests/jest/dom'
import { toast } from '@/platform/ui'
import { CodeLoginForm } from './index'

const toastMock = toast as jest.MockedFunction<typeof toast>

function deferred<T = unknown>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

async function setup(props: { sendCode?: jest.Mock; submit?: jest.Mock } = {}) {
  const sendCode = props.sendCode ?? jest.fn(() => Promise.resolve(null))
  const submit = props.submit ?? jest.fn(() => Promise.resolve())
  render(<CodeLoginForm submitText="登录" sendCode={sendCode} submit={submit} />)
  const phone = await field('请输入手机号')
  const code = await field('请输入验证码')
  return { sendCode, submit, phone, code }
}

beforeEach(() => {
  toastMock.mockClear()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('asking for a code', () => {
  it("with no phone: toasts '请输入手机号' and does not call sendCode", async () => {
    const { sendCode } = await setup()
    await tap(button('获取验证码'))
    expect(toastMock).toHaveBeenCalledWith('请输入手机号')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it("with a phone that is not a mobile number: toasts '请输入正确的手机号' and does not call sendCode", async () => {
    const { sendCode, phone } = await setup()
    await typeInto(phone, '1380013800')
    await tap(button('获取验证码'))
    expect(toastMock).toHaveBeenCalledWith('请输入正确的手机号')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('success starts the 60 s countdown: 60s, 59s after 1 s, 重新获取 after 60 s; disabled meanwhile', async () => {
    jest.useFakeTimers()
    const { sendCode, phone } = await setup()
    await typeInto(phone, '13800138000')
    await tap(button('获取验证码'))
    expect(sendCode).toHaveBeenCalledWith('13800138000')
    expect(button('60s')).toBeTruthy()
    expect(isDisabled(button('60s'))).toBe(true)

    await act(async () => {
      jest.advanceTimersByTime(999)
    })
    expect(screen.getByText('60s')).toBeTruthy()
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    expect(button('59s')).toBeTruthy()
    expect(isDisabled(button('59s'))).toBe(true)

    // A tap during the countdown sends nothing.
    await tap(button('59s'))
    expect(sendCode).toHaveBeenCalledTimes(1)

    await act(async () => {
      jest.advanceTimersByTime(58_000)
    })
    expect(isDisabled(button('1s'))).toBe(true)
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    const again = button('重新获取')
    expect(isDisabled(again)).toBe(false)
    expect(screen.queryByText(/^\d+s$/)).toBeNull()

    await tap(again)
    expect(sendCode).toHaveBeenCalledTimes(2)
    expect(screen.getByText('60s')).toBeTruthy()
  })

  it('the button is disabled while the request runs (a second tap sends nothing)', async () => {
    const pending = deferred()
    const sendCode = jest.fn(() => pending.promise)
    const { phone } = await setup({ sendCode })
    await typeInto(phone, '13800138000')
    const send = button('获取验证码')
    await tap(send)
    expect(isDisabled(send)).toBe(true)
    await tap(send)
    expect(sendCode).toHaveBeenCalledTimes(1)
    await act(async () => pending.resolve(null))
    expect(screen.getByText('60s')).toBeTruthy()
  })

  it('a failed sendCode keeps the phone and leaves the button enabled (no countdown)', async () => {
    const sendCode = jest.fn(() => Promise.reject(new Error('请求失败~~~')))
    const { phone } = await setup({ sendCode })
    await typeInto(phone, '13800138000')
    await tap(button('获取验证码'))
    expect(sendCode).toHaveBeenCalledTimes(1)
    expect(phone.value).toBe('13800138000')
    const send = button('获取验证码')
    expect(isDisabled(send)).toBe(false)
    expect(screen.queryByText(/^\d+s$/)).toBeNull()
    await tap(send)
    expect(sendCode).toHaveBeenCalledTimes(2)
  })
})

describe('the phone field', () => {
  it.each([
    ['more than 11 digits', '138001380001234', '13800138000'],
    // (NutUI's type="number" formatting cuts a value at a dash that is not first: '138-0013' keeps '138'.)
    ['spaces', '138 0013 8000', '13800138000'],
    ['letters', '13a8b', '138'],
  ])('keeps at most 11 digits (%s)', async (_what, typed, kept) => {
    const { phone, sendCode } = await setup()
    await typeInto(phone, typed)
    expect(phone.value).toBe(kept)
    if (kept.length === 11) {
      await tap(button('获取验证码'))
      expect(sendCode).toHaveBeenCalledWith(kept)
    }
  })

  it('declares max length 11', async () => {
    const { phone } = await setup()
    expect(phone.getAttribute('maxlength')).toBe('11')
  })
})

describe('the login button', () => {
  it.each([
    ['both empty', '', ''],
    ['only the phone', '13800138000', ''],
    ['only the code', '', '123456'],
  ])('is disabled with %s, and a tap submits nothing', async (_what, p, c) => {
    const { submit, phone, code } = await setup()
    if (p) await typeInto(phone, p)
    if (c) await typeInto(code, c)
    const login = button('登录')
    expect(isDisabled(login)).toBe(true)
    await tap(login)
    expect(submit).not.toHaveBeenCalled()
  })

  it('is disabled when the code is only spaces', async () => {
    const { submit, phone, code } = await setup()
    await typeInto(phone, '13800138000')
    await typeInto(code, '   ')
    expect(isDisabled(button('登录'))).toBe(true)
    await tap(button('登录'))
    expect(submit).not.toHaveBeenCalled()
  })

  it('is enabled with both fields and submits the trimmed values', async () => {
    const { submit, phone, code } = await setup()
    await typeInto(phone, '13800138000')
    await typeInto(code, ' 123456 ')
    const login = button('登录')
    expect(isDisabled(login)).toBe(false)
    await tap(login)
    expect(submit).toHaveBeenCalledWith('13800138000', '123456')
  })

  it('a failed submit keeps phone and code and lets the learner try again', async () => {
    const submit = jest.fn(() => Promise.reject(new Error('验证码错误')))
    const { phone, code } = await setup({ submit })
    await typeInto(phone, '13800138000')
    await typeInto(code, '123456')
    await tap(button('登录'))
    expect(submit).toHaveBeenCalledTimes(1)
    expect(phone.value).toBe('13800138000')
    expect(code.value).toBe('123456')
    expect(isDisabled(button('登录'))).toBe(false)
    await tap(button('登录'))
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('tapping twice quickly submits once', async () => {
    const pending = deferred()
    const submit = jest.fn(() => pending.promise)
    const { phone, code } = await setup({ submit })
    await typeInto(phone, '13800138000')
    await typeInto(code, '123456')
    const login = button('登录')
    // Two taps in the same tick, before React re-renders.
    fireEvent.click(login)
    fireEvent.click(login)
    await act(async () => {})
    await tap(login)
    expect(submit).toHaveBeenCalledTimes(1)
    await act(async () => pending.resolve(undefined))
  })
})
