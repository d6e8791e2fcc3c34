// The invite-code form (docs/spec/ordering-payment.md sections 4, 7, 9) with a fake API.
import { InviteCodeForm, type InviteCodeApi } from './inviteCode'

function fakeApi() {
  const api = {
    invitor: jest.fn(async (code: string) => ({ inviteTag: code.startsWith('OK'), inviteMsg: code.startsWith('OK') ? '邀请人：王老师' : '邀请码不存在' })),
    saveInviteCode: jest.fn(async () => ({ saveTag: true, saveMsg: '' })),
  }
  return api as typeof api & InviteCodeApi
}

it('"Confirm enabled only when length is greater than 4"', () => {
  const form = new InviteCodeForm(fakeApi())
  form.setCode('ABCD')
  expect(form.canConfirm).toBe(false)
  form.setCode('ABCDE')
  expect(form.canConfirm).toBe(true)
  form.setCode(' ABCD ')
  expect(form.canConfirm).toBe(false)
})

it('"Checked on blur": inviteMsg shown; the same code is not asked twice', async () => {
  const api = fakeApi()
  const form = new InviteCodeForm(api)
  form.setCode('BAD12')
  await form.check()
  expect(form.message).toBe('邀请码不存在')
  expect(form.passed).toBe(false)
  await form.check()
  expect(api.invitor).toHaveBeenCalledTimes(1)
  form.setCode('OK123')
  expect(form.message).toBe('')
  await form.check()
  expect(form.message).toBe('邀请人：王老师')
  expect(form.passed).toBe(true)
})

it('locked while checking; confirm saves a passing code for the order', async () => {
  const api = fakeApi()
  const form = new InviteCodeForm(api)
  form.setCode('OK123')
  const pending = form.confirm(7)
  expect(form.canConfirm).toBe(false)
  expect(await pending).toEqual({ ok: true, code: 'OK123' })
  expect(api.saveInviteCode).toHaveBeenCalledWith(7, 'OK123')
  expect(form.canConfirm).toBe(true)
})

it('a failing check is not saved', async () => {
  const api = fakeApi()
  const form = new InviteCodeForm(api)
  form.setCode('BAD12')
  expect(await form.confirm(7)).toEqual({ ok: false })
  expect(api.saveInviteCode).not.toHaveBeenCalled()
  expect(form.message).toBe('邀请码不存在')
})

it('a refused save shows saveMsg', async () => {
  const api = fakeApi()
  api.saveInviteCode.mockResolvedValue({ saveTag: false, saveMsg: '该订单已绑定邀请码' })
  const form = new InviteCodeForm(api)
  form.setCode('OK123')
  expect(await form.confirm(7)).toEqual({ ok: false })
  expect(form.message).toBe('该订单已绑定邀请码')
})

it('check-only: a passing check is the result, nothing saved', async () => {
  const api = fakeApi()
  const form = new InviteCodeForm(api, true)
  form.setCode('OK123')
  expect(await form.confirm(null)).toEqual({ ok: true, code: 'OK123' })
  expect(api.saveInviteCode).not.toHaveBeenCalled()
})

it('the tap that blurs the input: the confirm waits for the blur check, asking once', async () => {
  const api = fakeApi()
  const form = new InviteCodeForm(api)
  form.setCode('OK123')
  const [, result] = await Promise.all([form.check(), form.confirm(7)])
  expect(result).toEqual({ ok: true, code: 'OK123' })
  expect(api.invitor).toHaveBeenCalledTimes(1)
  expect(api.saveInviteCode).toHaveBeenCalledTimes(1)
})
