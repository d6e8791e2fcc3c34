import { goodsSaleFacts, orderSaleFacts, readVirtualPaySwitch, sellsHere, VIRTUAL_PAY_TEXT } from './virtualPay'

const H5 = { isMiniProgram: false }
const MP = { isMiniProgram: true }
const ON = { switchedOn: true, supported: true }
const OFF = { switchedOn: false, supported: true }
const NO_API = { switchedOn: true, supported: false }
const COURSE = { goodsTypeId: 1, price: 19900 }

describe('sellsHere: no price-and-buy path that virtual payment would refuse', () => {
  it.each<[string, typeof MP, typeof ON, { goodsTypeId: number; price: number }, boolean]>([
    ['mini-program, course, virtual payment on and supported', MP, ON, COURSE, true],
    ['mini-program, course, switched off', MP, OFF, COURSE, false],
    ['mini-program, course, client without wx.requestVirtualPayment', MP, NO_API, COURSE, false],
    ['mini-program, membership / training tools / kuaida (virtual), switched off', MP, OFF, { goodsTypeId: 3, price: 100 }, false],
    ['mini-program, kuaida (virtual), no API', MP, NO_API, { goodsTypeId: 4, price: 100 }, false],
    ['mini-program, real-account goods (not virtual: requestPayment), switched off', MP, OFF, { goodsTypeId: 2, price: 9900 }, true],
    ['mini-program, real-account goods, no virtual payment API', MP, NO_API, { goodsTypeId: 2, price: 9900 }, true],
    ['mini-program, free course (nothing to pay), switched off', MP, OFF, { goodsTypeId: 1, price: 0 }, true],
    ['H5, switched off (the switch is the mini-program\'s)', H5, OFF, COURSE, true],
    ['H5, no mini-program API', H5, NO_API, COURSE, true],
  ])('%s: %p', (_name, env, vp, goods, expected) => expect(sellsHere(env, vp, goods)).toBe(expected))
})

describe('the price that decides whether a page may sell, one rule per kind of page', () => {
  // Goods page: "price, packages with prices": the chosen package's price, else the goods' own.
  it.each<[string, { presentPrice: number } | null, number]>([
    ['no package chosen: the goods price', null, 29900],
    ['a package chosen: its price', { presentPrice: 19900 }, 19900],
    ['a free package of a priced goods', { presentPrice: 0 }, 0],
  ])('goods page, %s', (_n, spec, price) => {
    expect(goodsSaleFacts({ goodsTypeId: 1, presentPrice: 29900 }, spec)).toEqual({ goodsTypeId: 1, price })
  })

  // Confirm order and the loan's down-payment page: what is still owed (waitPayMoney); a free order (payPrice 0) is free.
  it.each<[string, { payPrice: number; waitPayMoney: number }, number]>([
    ['unpaid: what is owed', { payPrice: 19900, waitPayMoney: 19900 }, 19900],
    ['part paid: the rest', { payPrice: 19900, waitPayMoney: 9900 }, 9900],
    ['a free order', { payPrice: 0, waitPayMoney: 0 }, 0],
    ['a free order with a stale amount owed', { payPrice: 0, waitPayMoney: 500 }, 0],
  ])('order page, %s', (_n, order, price) => {
    expect(orderSaleFacts({ goodsTypeId: 2, ...order })).toEqual({ goodsTypeId: 2, price })
  })
})

describe('readVirtualPaySwitch (TARO_APP_WEAPP_VIRTUAL_PAY, default on)', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['', true],
    ['on', true],
    ['ON', true],
    ['1', true],
    ['true', true],
    ['off', false],
    ['Off', false],
    [' off ', false],
    ['0', false],
    ['false', false],
    ['no', false],
  ])('%p -> %p', (value, on) => expect(readVirtualPaySwitch(value)).toBe(on))
})

it('the neutral text names no other place to pay', () => {
  for (const text of Object.values(VIRTUAL_PAY_TEXT)) expect(text).not.toMatch(/网站|官网|网页|App|app|浏览器|H5|链接|二维码|客服/)
})
