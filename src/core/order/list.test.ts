// My orders' list rules (docs/spec/ordering-payment.md sections 2, 4, 8, 9).
import { emptyPaged, pageFailed, pageLoaded, pageStarted } from '../paging'
import { listItem, orderListPage } from '../../../tests/jest/orders'
import {
  afterCancel, afterDelete, countdownDeadline, ORDER_TABS, orderListFooter, orderPage, parseTagStatus, replacePage,
  unpaidAfterCancel, type ListedOrder,
} from './list'

const listed = (id: number, listPage = 1, over: Partial<ListedOrder> = {}): ListedOrder => ({ ...listItem(id), listPage, deadline: null, ...over })

it('tabs: 全部, 待付款, 待确认, 待学习 with tagStatus \'\', 1, 2, 3', () => {
  expect(ORDER_TABS.map((t) => [t.title, t.tag])).toEqual([['全部', ''], ['待付款', 1], ['待确认', 2], ['待学习', 3]])
})

it.each<[string | undefined, '' | 1 | 2 | 3]>([['1', 1], ['2', 2], ['3', 3], ['', ''], [undefined, ''], ['4', ''], ['x', ''], [' 1 ', 1]])(
  '?tagStatus=%p opens tab %p', (value, tag) => {
    expect(parseTagStatus(value)).toBe(tag)
  },
)

it('"deadline = time the list loaded + countDownTime", only when the countdown runs', () => {
  expect(countdownDeadline({ orderStatus: 11, countDownTime: 5000 }, 1_000_000)).toBe(1_005_000)
  expect(countdownDeadline({ orderStatus: 11, countDownTime: 0 }, 1_000_000)).toBeNull()
  expect(countdownDeadline({ orderStatus: 12, countDownTime: 5000 }, 1_000_000)).toBeNull()
})

it('getOrderList\'s answer as a page: page {currentPage, totalPages}, orderList, each order with its page and deadline', () => {
  const page = orderPage(orderListPage(2, 25, 7), 1_000_000)
  expect(page.page).toMatchObject({ currentPage: 2, totalPages: 3 })
  expect(page.list).toHaveLength(10)
  expect(page.list[0]).toMatchObject({ orderId: 15, listPage: 2, deadline: 1_000_000 + 3_600_000 })
  // three pages paged in through the shared rule: 10 + 10 + 5, then finished
  let state = emptyPaged<ListedOrder>()
  for (const p of [1, 2, 3]) state = pageLoaded(pageStarted(state), orderPage(orderListPage(p, 25), 0))
  expect(state.items).toHaveLength(25)
  expect(state.finished).toBe(true)
  expect(orderListFooter(state)).toBe('noMore')
})

it('"Order list failure: loading ends silently": no error footer under orders shown; a first page with none says so', () => {
  expect(orderListFooter(pageFailed(pageStarted(emptyPaged())))).toBe('firstError')
  const one = pageLoaded(emptyPaged<ListedOrder>(), orderPage(orderListPage(1, 25), 0))
  expect(orderListFooter(pageFailed(pageStarted(one)))).toBe('more')
  expect(orderListFooter(pageStarted(emptyPaged()))).toBe('firstLoad')
  expect(orderListFooter(pageLoaded(emptyPaged<ListedOrder>(), orderPage(orderListPage(1, 0), 0)))).toBe('empty')
})

it('a page loaded again replaces its orders in place, none twice', () => {
  const items = [listed(5, 1), listed(4, 1), listed(3, 2), listed(2, 2), listed(1, 3)]
  const fresh = [listed(3, 2, { state: 4 }), listed(1, 2)]
  expect(replacePage(items, 2, fresh).map((o) => [o.orderId, o.listPage, o.state])).toEqual([[5, 1, 1], [4, 1, 1], [3, 2, 4], [1, 2, 1]])
})

describe('"Cancel sets state 4 and orderStatus 14 and decrements the unpaid count; on the pending tab the order is removed instead. Delete removes it from the list."', () => {
  const items = [listed(2, 1, { deadline: 99 }), listed(1)]
  it.each<['' | 2 | 3]>([[''], [2], [3]])('tab %p: state 4 / orderStatus 14, no countdown', (tag) => {
    expect(afterCancel(items, 2, tag)[0]).toMatchObject({ orderId: 2, state: 4, orderStatus: 14, deadline: null })
    expect(afterCancel(items, 2, tag)[1]).toBe(items[1])
  })
  it('pending tab: removed', () => {
    expect(afterCancel(items, 2, 1).map((o) => o.orderId)).toEqual([1])
  })
  it('the unpaid count goes down, never below 0', () => {
    expect(unpaidAfterCancel(5)).toBe(4)
    expect(unpaidAfterCancel(0)).toBe(0)
  })
  it('delete removes it', () => {
    expect(afterDelete(items, 1).map((o) => o.orderId)).toEqual([2])
  })
})
