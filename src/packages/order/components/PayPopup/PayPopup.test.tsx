/**
 * The confirm-payment popup (docs/spec/ordering-payment.md sections 2 and 5): titled '确认支付'; the amount, editable in
 * partial-pay mode with numeric input only; the pay methods the browser allows ("Value 1 (alipay) is hidden in
 * messenger or QQ browsers; value 2 (wechat) is hidden in the alipay app", "wechat is preselected inside the WeChat
 * browser"); "in the messenger browser choosing alipay toasts '支付宝支付请复制到浏览器打开'" (offered there, see
 * payMethodOptions); "outside it, choosing wechat in the loan flow toasts '微信支付请复制到浏览器打开'"; an amount above what is
 * owed opens '提示' with '您所输入的支付金额已超上限…'; the button disabled unless a method is chosen, the amount is a
 * non-zero number and the agreement is ticked; '确认支付' when the order isReceiveAll, else '立即支付 ¥x'.
 */
jest.mock('@/platform/ui')

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { detectEnvironment } from '@/core/environment'
import { toast } from '@/platform/ui'
import { button, field, isDisabled, query, queryAll, tap, typeInto } from '../../../../../tests/jest/dom'
import { PayPopup, type PayPopupProps } from './index'
import { quietNutuiTransitions } from '../../../../../tests/jest/quiet'

const UA = {
  messenger: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  qq: 'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0 Mobile Safari/537.36 V1_AND_SQ_8.9.0_3060_YYB_D QQ/8.9.0.9040 NetType/WIFI',
  alipayApp: 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/69.0 Mobile Safari/537.36 AlipayClient/10.2.80',
  ordinary: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
}

function setup(over: Partial<PayPopupProps> & { ua?: keyof typeof UA } = {}) {
  const { ua = 'ordinary', ...rest } = over
  const props: PayPopupProps = {
    visible: true, env: detectEnvironment(UA[ua]), owed: 98000, suggested: 98000, editable: true, isReceiveAll: false,
    agreed: true, paying: false, onClose: jest.fn(), onPay: jest.fn(), ...rest,
  }
  const view = render(<PayPopup {...props} />)
  return { props, ...view }
}

/** The radios as 'label' or 'label(checked)'. */
const methods = () =>
  queryAll('.pay-popup__method').map((r) => `${r.textContent}${r.getAttribute('aria-checked') === 'true' ? '(checked)' : ''}`)
const payButton = () => within(query('.pay-popup__foot')!).getByRole('button')

beforeAll(() => {
  quietNutuiTransitions()
})

beforeEach(() => {
  jest.clearAllMocks()
})

it("is titled '确认支付' and closes by its close button", async () => {
  const { props } = setup()
  expect(within(query('.pay-popup')!).getByText('确认支付')).toBeVisible()
  await tap(screen.getByLabelText('关闭'))
  expect(props.onClose).toHaveBeenCalled()
})

describe('pay methods by browser', () => {
  it.each<[keyof typeof UA, string[]]>([
    ['messenger', ['支付宝支付', '微信支付(checked)']],
    ['qq', ['微信支付(checked)']],
    ['alipayApp', ['支付宝支付(checked)']],
    ['ordinary', ['支付宝支付(checked)', '微信支付']],
  ])('%s: %p', (ua, shown) => {
    setup({ ua })
    expect(methods()).toEqual(shown)
  })

  it("the messenger browser offers alipay, and choosing it toasts '支付宝支付请复制到浏览器打开': wechat stays chosen and pays", async () => {
    const { props } = setup({ ua: 'messenger' })
    await tap(screen.getByText('支付宝支付'))
    expect(toast).toHaveBeenCalledWith('支付宝支付请复制到浏览器打开')
    expect(methods()).toEqual(['支付宝支付', '微信支付(checked)'])
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(2, 98000)
  })

  it("an ordinary browser, loan flow: wechat toasts '微信支付请复制到浏览器打开' and alipay stays chosen", async () => {
    const { props } = setup({ flow: 'loan' })
    await tap(screen.getByText('微信支付'))
    expect(toast).toHaveBeenCalledWith('微信支付请复制到浏览器打开')
    expect(methods()).toEqual(['支付宝支付(checked)', '微信支付'])
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(1, 98000)
  })

  it('an ordinary browser, order flow: wechat may be chosen and is what pays', async () => {
    const { props } = setup()
    await tap(screen.getByText('微信支付'))
    expect(toast).not.toHaveBeenCalled()
    expect(methods()).toEqual(['支付宝支付', '微信支付(checked)'])
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(2, 98000)
  })

  it('the mini-program shows no radios and pays with no method', async () => {
    const { props } = setup({ env: detectEnvironment(UA.ordinary, true) })
    expect(methods()).toEqual([])
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(null, 98000)
  })
})

describe('the amount in partial-pay mode', () => {
  it("starts at the suggested amount; input keeps digits and the dot only; the button reads '立即支付 ¥x' and pays it in cents", async () => {
    const { props } = setup({ suggested: 29400 })
    const input = await field('980.00')
    expect(input.value).toBe('294.00')
    expect(input.getAttribute('inputmode')).toBe('decimal') // a phone's number pad with the decimal point
    expect(screen.getByText('待支付¥980.00，可分次支付')).toBeTruthy()
    await typeInto(input, '3a0b0.5元')
    expect(button('立即支付 ¥300.50')).toBeTruthy()
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(1, 30050)
  })

  it.each([['abc'], ['0'], ['0.00'], ['']])('typed %p: the button is disabled and pays nothing', async (typed) => {
    const { props } = setup()
    await typeInto(await field('980.00'), typed)
    expect(isDisabled(payButton())).toBe(true)
    await tap(payButton())
    expect(props.onPay).not.toHaveBeenCalled()
  })

  it('the agreement not ticked: disabled whatever the amount', async () => {
    const { props } = setup({ agreed: false })
    expect(isDisabled(payButton())).toBe(true)
    await tap(payButton())
    expect(props.onPay).not.toHaveBeenCalled()
  })

  it("above what is owed: the '提示' dialog with the maximum, nothing paid; the owed amount itself pays", async () => {
    const { props } = setup()
    const input = await field('980.00')
    await typeInto(input, '980.01')
    await tap(payButton())
    expect(props.onPay).not.toHaveBeenCalled()
    // NutUI's dialog has no role or name (nor an app class here): found by what it says.
    expect(screen.getByText('提示')).toBeVisible()
    expect(screen.getByText('您所输入的支付金额已超上限，最大可支付金额为￥980.00，请重新输入')).toBeVisible()
    await tap(button('我知道了'))
    await act(async () => { await new Promise((r) => setTimeout(r, 0)) })
    await typeInto(input, '980')
    await tap(payButton())
    expect(props.onPay).toHaveBeenCalledWith(1, 98000)
  })

  it('while paying: disabled, taps ignored', async () => {
    const { props } = setup({ paying: true })
    expect(isDisabled(payButton())).toBe(true)
    fireEvent.click(payButton())
    expect(props.onPay).not.toHaveBeenCalled()
  })
})

it("isReceiveAll: the fixed amount (no input) and '确认支付'", async () => {
  const { props } = setup({ isReceiveAll: true, editable: false, owed: 19900, suggested: 19900 })
  expect(query('.pay-popup__fixed')?.textContent).toBe('¥199.00')
  expect(query('.pay-popup__input')).toBeNull()
  expect(payButton().textContent).toBe('确认支付')
  await tap(payButton())
  expect(props.onPay).toHaveBeenCalledWith(1, 19900)
})

it("not editable (Stages, instalments): the suggested amount is fixed and the button reads '立即支付 ¥x'", () => {
  setup({ editable: false, suggested: 89400, owed: 298000 })
  expect(query('.pay-popup__fixed')?.textContent).toBe('¥894.00')
  expect(query('.pay-popup__hint')).toBeNull()
  expect(payButton().textContent).toBe('立即支付 ¥894.00')
})
