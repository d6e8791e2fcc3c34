// The status text of an order (docs/spec/ordering-payment.md sections 2, 4): state / orderStatus -> text, one row per rule.
import { orderStatusText, orderStatusView, serviceNote, withAutoCancel } from './status'

const o = (state: number, orderStatus: number, countDownTime: number | null = null) => ({ state, orderStatus, countDownTime })

describe('orderStatusText', () => {
  it.each<[string, ReturnType<typeof o>, string]>([
    ['pending (1 / 11)', o(1, 11, 60_000), '待付款'],
    ['pending without a countdown given (the 24 h default)', o(1, 11), '待付款'],
    ['"countDownTime 0, orderStatus 11 and state 1 is cancelled automatically"', o(1, 11, 0), '已取消'],
    ['countDownTime 0 on a paying order is not cancelled', o(2, 12, 0), '待付尾款'],
    ['paying (2 / 12)', o(2, 12), '待付尾款'],
    ['complete (3 / 19)', o(3, 19), '已完成'],
    ['complete, paid (3 / 13)', o(3, 13), '已完成'],
    ['complete, agreement to sign (3 / 17)', o(3, 17), '待签约'],
    ['complete, to be confirmed (3 / 18)', o(3, 18), '待确认'],
    ['cancel (4 / 14)', o(4, 14), '已取消'],
    ['timeout (5 / 15)', o(5, 15), '已超时'],
    ['inTheLoan (6)', o(6, 12), '分期中'],
    ['loanSuccess (7)', o(7, 19), '分期成功'],
    ['loanFail (8)', o(8, 12), '分期失败'],
    ['close (20) wins over the state', o(3, 20), '已关闭'],
    ['removed (16)', o(4, 16), '已删除'],
    ['old origin normalised to orderStatus 0: the state decides', o(3, 0), '已完成'],
    ['unknown state and status', o(99, 0), ''],
  ])('%s -> %s', (_rule, order, text) => {
    expect(orderStatusText(order)).toBe(text)
  })
})

it.each<[ReturnType<typeof o> & { signContractStatus: number | null }, string]>([
  [{ ...o(1, 11, 5000), signContractStatus: 22 }, 'wait'],
  [{ ...o(3, 19), signContractStatus: 24 }, 'success'],
  [{ ...o(3, 19), signContractStatus: 25 }, 'warn'],
  [{ ...o(8, 12), signContractStatus: 21 }, 'warn'],
  [{ ...o(4, 14), signContractStatus: 22 }, 'closed'],
  [{ ...o(1, 11, 0), signContractStatus: 22 }, 'closed'],
  [{ ...o(3, 20), signContractStatus: 24 }, 'closed'],
])('tone of %j: %s', (order, tone) => {
  expect(orderStatusView(order).tone).toBe(tone)
})

it('withAutoCancel: an automatically cancelled order becomes state 4 / orderStatus 14; others are kept', () => {
  expect(withAutoCancel({ ...o(1, 11, 0), name: 'x' })).toEqual({ state: 4, orderStatus: 14, countDownTime: 0, name: 'x' })
  const running = o(1, 11, 1000)
  expect(withAutoCancel(running)).toBe(running)
})

it.each([[31, '服务开通中'], [33, '服务异常'], [32, ''], [null, '']])('service note of authority %s: %p', (authorityStatus, note) => {
  expect(serviceNote({ authorityStatus })).toBe(note)
})
