// The my-orders store with a fake order API (docs/spec/ordering-payment.md sections 2, 4, 8, 9).
import type { OrderListResult } from '@contract/order'
import { listItem, orderListPage, paidItem } from '../../../../tests/jest/orders'
import { OrdersStore, type OrdersApi } from './orders'

function fakeApi(pages: (tag: '' | 1 | 2 | 3 | undefined, page: number) => OrderListResult | Promise<OrderListResult>) {
  const api = {
    list: jest.fn(async (q: { page: number; tagStatus?: '' | 1 | 2 | 3 }) => pages(q.tagStatus, q.page)),
    cancel: jest.fn(async () => null),
    remove: jest.fn(async () => null),
    loanFailMsg: jest.fn(async () => ({ show: false, msg: '' })),
    markLoanFailRead: jest.fn(async () => null),
    updatePayType: jest.fn(async () => null),
  }
  return api as typeof api & OrdersApi
}

function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((res) => { resolve = res })
  return { promise, resolve }
}

const ids = (store: OrdersStore, tag: '' | 1 | 2 | 3 = store.tag) => store.listOf(tag).items.map((o) => o.orderId)

it('pages 25 orders in as 10 + 10 + 5, quietly, with the unpaid count; then no more', async () => {
  const api = fakeApi((_t, p) => orderListPage(p, 25, 7))
  const store = new OrdersStore(api, () => 1000)
  await store.enter()
  await store.list.loadMore()
  await store.list.loadMore()
  await store.list.loadMore()
  expect(api.list.mock.calls.map((c) => c)).toEqual([[{ page: 1, tagStatus: '' }, true], [{ page: 2, tagStatus: '' }, true], [{ page: 3, tagStatus: '' }, true]])
  expect(ids(store)).toHaveLength(25)
  expect(store.list.footer).toBe('noMore')
  expect(store.unPayNum).toBe(7)
  expect(store.list.items[0]).toMatchObject({ listPage: 1, deadline: 1000 + 3_600_000 })
  expect(store.list.items[24]).toMatchObject({ listPage: 3 })
})

it('each tab has its own list, loaded when first shown and kept', async () => {
  const api = fakeApi((tag, p) => orderListPage(p, tag === 1 ? 3 : 12))
  const store = new OrdersStore(api, () => 0, 1)
  await store.enter()
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: 1 }, true)
  expect(ids(store)).toEqual([3, 2, 1])
  store.select('')
  await new Promise((r) => setTimeout(r, 0))
  expect(ids(store)).toHaveLength(10)
  store.select(1)
  expect(api.list).toHaveBeenCalledTimes(2)
  expect(ids(store)).toEqual([3, 2, 1])
})

it('"Order list failure: loading ends silently": no error footer; the next load asks for the same page', async () => {
  const api = fakeApi((_t, p) => (p === 2 ? Promise.reject(new Error('500')) : orderListPage(p, 25)))
  const store = new OrdersStore(api)
  await store.enter()
  await store.list.loadMore()
  expect(store.list.state.loading).toBe(false)
  expect(store.list.footer).toBe('more')
  await store.list.loadMore()
  expect(api.list.mock.calls.map((c) => c[0].page)).toEqual([1, 2, 2])
})

it("a failing first page leaves the list empty, its footer the first page's error (a retry)", async () => {
  const api = fakeApi(() => Promise.reject(new Error('500')))
  const store = new OrdersStore(api)
  await store.enter()
  expect(store.list.footer).toBe('firstError')
  expect(ids(store)).toEqual([])
})

describe('cancel and delete', () => {
  async function twoTabs() {
    const api = fakeApi((_tag, p) => orderListPage(p, 3, 3))
    const store = new OrdersStore(api)
    await store.enter()
    store.select(1)
    await new Promise((r) => setTimeout(r, 0))
    return { api, store }
  }

  it('cancel: removed on the pending tab, state 4 / orderStatus 14 on 全部, the unpaid count decremented', async () => {
    const { api, store } = await twoTabs()
    expect(await store.cancel(2)).toBe(true)
    expect(api.cancel).toHaveBeenCalledWith(2)
    expect(ids(store, 1)).toEqual([3, 1])
    expect(store.listOf('').items.find((o) => o.orderId === 2)).toMatchObject({ state: 4, orderStatus: 14, deadline: null })
    expect(store.unPayNum).toBe(2)
  })

  it('a failed cancel changes nothing', async () => {
    const { api, store } = await twoTabs()
    api.cancel.mockRejectedValueOnce(new Error('400'))
    expect(await store.cancel(2)).toBe(false)
    expect(ids(store, 1)).toEqual([3, 2, 1])
    expect(store.unPayNum).toBe(3)
  })

  it('delete removes it from every list', async () => {
    const { api, store } = await twoTabs()
    expect(await store.remove(3)).toBe(true)
    expect(api.remove).toHaveBeenCalledWith(3)
    expect(ids(store, 1)).toEqual([2, 1])
    expect(ids(store, '')).toEqual([2, 1])
  })
})

it('"reloads the order at zero": the page it came with is loaded again and replaced in place (once at a time)', async () => {
  let round = 0
  const api = fakeApi((_t, p) => {
    const page = orderListPage(p, 25)
    if (p === 2 && round > 0) page.orderList[0] = { ...page.orderList[0], countDownTime: 0, state: 5, orderStatus: 15 }
    return page
  })
  const store = new OrdersStore(api)
  await store.enter()
  await store.list.loadMore()
  round = 1
  await Promise.all([store.list.reloadPage(2), store.list.reloadPage(2)])
  expect(api.list.mock.calls.map((c) => c[0].page)).toEqual([1, 2, 2])
  expect(ids(store)).toHaveLength(20)
  expect(store.list.items[10]).toMatchObject({ orderId: 15, state: 5, listPage: 2 })
})

it('a refresh drops a slower answer of the old list', async () => {
  const slow = deferred<OrderListResult>()
  let call = 0
  const api = fakeApi((_t, p) => (++call === 2 ? slow.promise : orderListPage(p, 25)))
  const store = new OrdersStore(api)
  await store.enter()
  const more = store.list.loadMore()
  await store.list.refresh()
  slow.resolve(orderListPage(2, 25))
  await more
  expect(ids(store)).toHaveLength(10)
})

describe('loan failure, shown once on entering', () => {
  it('asks for the message of a loan-failed order, shows it, marks it read; not again', async () => {
    const api = fakeApi(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [listItem(1), listItem(2, { state: 8, orderStatus: 12 })], unPayNum: 1 }))
    api.loanFailMsg.mockResolvedValue({ show: true, msg: '您的课程分期申请未通过' })
    const store = new OrdersStore(api)
    await store.enter()
    expect(api.loanFailMsg).toHaveBeenCalledWith(2)
    expect(store.loanFail).toMatchObject({ order: { orderId: 2 }, message: '您的课程分期申请未通过' })
    expect(api.markLoanFailRead).toHaveBeenCalledWith(2)
    store.dismissLoanFail()
    await store.enter()
    expect(api.loanFailMsg).toHaveBeenCalledTimes(1)
    expect(store.loanFail).toBeNull()
  })

  it('nothing to show: no dialog, nothing marked', async () => {
    const api = fakeApi(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [paidItem(1, { loanStatus: 3, installmentType: 1 })], unPayNum: 0 }))
    const store = new OrdersStore(api)
    await store.enter()
    expect(api.loanFailMsg).toHaveBeenCalledWith(1)
    expect(store.loanFail).toBeNull()
    expect(api.markLoanFailRead).not.toHaveBeenCalled()
  })

  it.each<[string, Partial<ReturnType<typeof listItem>>, boolean]>([
    ['non-baidu, down payment not complete: switched to baidu first', { installmentType: 0, downPaymentStatus: 1 }, true],
    ['baidu already: no switch', { installmentType: 1, downPaymentStatus: 1 }, false],
    ['down payment complete: no switch', { installmentType: 0, downPaymentStatus: 3 }, false],
  ])('\'pay now\': %s, then confirm order with isLoanPay=1', async (_n, over, switches) => {
    const failed = listItem(2, { state: 8, orderStatus: 12, tradeOrderId: 'T2', orderNo: 'KJ2', goodsId: 9, schoolId: 3, ...over })
    const api = fakeApi(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [failed], unPayNum: 0 }))
    api.loanFailMsg.mockResolvedValue({ show: true, msg: 'x' })
    const store = new OrdersStore(api)
    await store.enter()
    const url = await store.payAfterLoanFailure()
    expect(api.updatePayType.mock.calls).toEqual(switches ? [[{ orderId: 2, installmentType: 1 }]] : [])
    expect(url).toBe('/ty/confirmOrder?tradeOrderId=T2&orderId=2&orderNo=KJ2&goodsId=9&commodityIdListStr=11%2C12&schoolId=3&isLoanPay=1')
    expect(store.loanFail).toBeNull()
  })

  it('a failed switch stays on the dialog', async () => {
    const api = fakeApi(() => ({ page: { currentPage: 1, totalPages: 1 }, orderList: [listItem(2, { state: 8, orderStatus: 12 })], unPayNum: 0 }))
    api.loanFailMsg.mockResolvedValue({ show: true, msg: 'x' })
    api.updatePayType.mockRejectedValue(new Error('400'))
    const store = new OrdersStore(api)
    await store.enter()
    expect(await store.payAfterLoanFailure()).toBeNull()
    expect(store.loanFail).not.toBeNull()
  })
})

it('back on the page: this tab reloads, the others are forgotten', async () => {
  const api = fakeApi((_t, p) => orderListPage(p, 3))
  const store = new OrdersStore(api)
  await store.enter()
  store.select(1)
  await new Promise((r) => setTimeout(r, 0))
  await store.revisit()
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, tagStatus: 1 }, true)
  expect(store.listOf('').started).toBe(false)
  expect(ids(store, 1)).toEqual([3, 2, 1])
})

it('back on the page after three pages: the three load again and replace the list at once, never page 1 alone', async () => {
  const api = fakeApi((_t, p) => orderListPage(p, 25))
  const store = new OrdersStore(api)
  await store.enter()
  await store.list.loadMore()
  await store.list.loadMore()
  expect(store.list.items).toHaveLength(25)
  api.list.mockClear()
  const back = store.revisit()
  expect(store.list.items).toHaveLength(25) // shown while it reloads
  await back
  expect(api.list.mock.calls.map(([q]) => q.page)).toEqual([1, 2, 3])
  expect(store.list.items).toHaveLength(25)
})
