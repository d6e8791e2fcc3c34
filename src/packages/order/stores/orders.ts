/**
 * My orders (docs/spec/ordering-payment.md sections 2, 4, 8, 9): one paged list per tab (tagStatus '' all, 1 pending payment,
 * 2 pending confirmation, 3 pending study), each loaded when first shown, 10 a page, quietly ("Order list failure:
 * loading ends silently"); the unpaid count of the latest answer; cancel and delete; a page reloaded when one of
 * its countdowns reaches zero; the loan-failure message shown once on entering.
 * Answers that arrive after a reset (a refresh) are dropped, so a slow old page never lands in a new list.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { Page } from '@contract/goods'
import type { PagedFooter, PagedState } from '@/core/paging'
import { PagedList, type PageFetcher } from '@/stores/paged'
import { cardOrder, isLoanFailed, loanFailSwitchesToBaidu, orderPayUrl } from '@/core/order/card'
import {
  afterCancel, afterDelete, ORDER_LIST_TEXT, ORDER_TABS, orderListFooter, orderPage, replacePage, unpaidAfterCancel,
  type ListedOrder, type OrderTag,
} from '@/core/order/list'
import type { OrderApi } from '@/services/order'

export type OrdersApi = Pick<OrderApi, 'list' | 'cancel' | 'remove' | 'loanFailMsg' | 'markLoanFailRead' | 'updatePayType'>

/** One tab's list: a PagedList with the order list's footer and the reload of one page at a countdown's zero. */
export class OrderTabList {
  private readonly list: PagedList<ListedOrder>
  private reloading = new Set<number>()

  constructor(readonly tag: OrderTag, fetchPage: PageFetcher<ListedOrder>) {
    this.list = new PagedList(fetchPage)
    makeAutoObservable<OrderTabList, 'list' | 'reloading'>(this, { tag: false, list: false, reloading: false })
  }

  get state(): PagedState<ListedOrder> {
    return this.list.state
  }

  get items(): ListedOrder[] {
    return this.list.items
  }

  get footer(): PagedFooter {
    return orderListFooter(this.list.state)
  }

  /** Loaded at least once (or loading). */
  get started(): boolean {
    return this.state.page > 0 || this.state.loading
  }

  /** The next page; nothing while loading or finished. After a failure, the page that failed. */
  loadMore(): Promise<void> {
    return this.list.loadMore()
  }

  /** Page 1 unless something was loaded or is loading (a tab shown again keeps its list; a failed one tries again). */
  async loadFirst(): Promise<void> {
    if (this.state.page === 0 && !this.state.loading) await this.list.loadMore()
  }

  /** Page 1 again, the shown orders kept until it arrives (pull-down refresh). */
  refresh(): Promise<void> {
    this.reloading.clear()
    return this.list.refresh()
  }

  /** The pages shown, loaded again and replaced at once (back on the page: the learner's place kept). */
  reload(): Promise<void> {
    this.reloading.clear()
    return this.list.reload()
  }

  /** Forgets the list: it loads afresh when shown again. */
  clear(): void {
    this.reloading.clear()
    this.list.clear()
  }

  /** "reloads the order at zero": the page the order came with, replaced in place (once at a time per page). */
  async reloadPage(page: number): Promise<void> {
    if (this.reloading.has(page) || this.state.page < page) return
    this.reloading.add(page)
    try {
      await this.list.refetchPage(page, (state, list) => ({ ...state, items: replacePage(state.items, page, list) }))
    } finally {
      runInAction(() => this.reloading.delete(page))
    }
  }

  setItems(items: ListedOrder[]): void {
    this.list.setItems(items)
  }
}

export interface LoanFailNotice {
  order: ListedOrder
  message: string
}

export class OrdersStore {
  tag: OrderTag
  unPayNum = 0
  /** The loan-failure dialog's order and message (null: not shown). */
  loanFail: LoanFailNotice | null = null
  readonly lists: Record<string, OrderTabList>
  private loanFailChecked = false

  constructor(private readonly api: OrdersApi, private readonly now: () => number = () => Date.now(), tag: OrderTag = '') {
    this.tag = tag
    this.lists = Object.fromEntries(ORDER_TABS.map((t) => [String(t.tag), new OrderTabList(t.tag, (page) => this.fetchPage(t.tag, page))]))
    makeAutoObservable<OrdersStore, 'api' | 'now' | 'loanFailChecked'>(this, { api: false, now: false, loanFailChecked: false, lists: false })
  }

  listOf(tag: OrderTag): OrderTabList {
    return this.lists[String(tag)]
  }

  get list(): OrderTabList {
    return this.listOf(this.tag)
  }

  /** Entering the page: the tab's first page, then the loan-failure message once. */
  async enter(): Promise<void> {
    await this.list.loadFirst()
    await this.checkLoanFailure()
  }

  /** Another tab: its own list, loaded the first time it is shown. */
  select(tag: OrderTag): void {
    if (tag === this.tag) return
    this.tag = tag
    void this.list.loadFirst()
  }

  /** Back on the page (from paying, signing, the detail): this tab reloads its shown pages, the others load afresh when shown. */
  async revisit(): Promise<void> {
    for (const list of Object.values(this.lists)) if (list !== this.list) list.clear()
    // As many pages as were shown, so the list keeps its length and the page its scroll position.
    await this.list.reload()
  }

  /**
   * Cancel (after the learner confirmed): "Cancel sets state 4 and orderStatus 14 and decrements the unpaid count;
   * on the pending tab the order is removed instead." Every loaded tab is updated. False when the call failed
   * (the request layer said why).
   */
  async cancel(orderId: number): Promise<boolean> {
    try {
      await this.api.cancel(orderId)
    } catch {
      return false
    }
    runInAction(() => {
      for (const list of Object.values(this.lists)) list.setItems(afterCancel(list.items, orderId, list.tag))
      this.unPayNum = unpaidAfterCancel(this.unPayNum)
    })
    return true
  }

  /** A saved invite code: the card shows it and offers no second one (the server refuses one too). */
  inviteSaved(orderId: number, inviteCode: string): void {
    for (const list of Object.values(this.lists)) {
      list.setItems(list.items.map((o) => (o.orderId === orderId ? { ...o, inviteCode } : o)))
    }
  }

  /** Delete (after the learner confirmed): "Delete removes it from the list" (from every loaded tab). */
  async remove(orderId: number): Promise<boolean> {
    try {
      await this.api.remove(orderId)
    } catch {
      return false
    }
    runInAction(() => {
      for (const list of Object.values(this.lists)) list.setItems(afterDelete(list.items, orderId))
    })
    return true
  }

  /**
   * The loan-failure message (getLoanFailMsg), shown once on entering for a loan-failed order of the first page,
   * then marked read (updateLoanFailMsg). Quiet: a failed call shows nothing.
   */
  async checkLoanFailure(): Promise<void> {
    if (this.loanFailChecked) return
    this.loanFailChecked = true
    for (const order of this.list.items.filter((o) => isLoanFailed(cardOrder(o)))) {
      try {
        const answer = await this.api.loanFailMsg(order.orderId)
        if (answer?.show) {
          runInAction(() => {
            this.loanFail = { order, message: answer.msg || ORDER_LIST_TEXT.loanFailDefault }
          })
          await this.api.markLoanFailRead(order.orderId).catch(() => undefined)
          return
        }
      } catch {
        // next one
      }
    }
  }

  dismissLoanFail(): void {
    this.loanFail = null
  }

  /**
   * 'pay now' of the loan-failure dialog: "Loan failure with a non-baidu type and not complete: the pay type is
   * switched to baidu (updatePayType) before proceeding"; then confirm order with isLoanPay=1. Null when the switch
   * failed (the request layer said why).
   */
  async payAfterLoanFailure(): Promise<string | null> {
    const notice = this.loanFail
    if (!notice) return null
    const order = cardOrder(notice.order)
    if (loanFailSwitchesToBaidu(order)) {
      try {
        await this.api.updatePayType({ orderId: order.orderId, installmentType: 1 })
      } catch {
        return null
      }
    }
    runInAction(() => {
      this.loanFail = null
    })
    return orderPayUrl(order, true)
  }

  private async fetchPage(tag: OrderTag, page: number): Promise<Page<ListedOrder>> {
    const result = await this.api.list({ page, tagStatus: tag }, true)
    const loadedAt = this.now()
    runInAction(() => {
      if (typeof result.unPayNum === 'number') this.unPayNum = result.unPayNum
    })
    return orderPage(result, loadedAt)
  }
}
