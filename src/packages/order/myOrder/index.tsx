/**
 * My orders, /ty/myOrder (docs/spec/ordering-payment.md section 2 items 2 and 3; sections 4, 8, 9), behind the login gate:
 * the title bar, sticky tabs 全部 / 待付款 / 待确认 / 待学习 (tagStatus '', 1, 2, 3; a swipe moves between them;
 * ?tagStatus= picks the first one) with the unpaid badge ('99+' above 100) on 待付款, each tab its own endless list
 * (10 a page, '没有更多了' at the end, pull down to refresh), the empty state with 发现课程, the order cards and
 * their dialogs (cancel / delete confirmation, invite code, loan info) and the loan-failure dialog shown once on
 * entering. State and rules live in the orders store and src/core/order.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Badge, Button, Dialog, Tabs } from '@nutui/nutui-react-taro'
import { unpaidBadge } from '@/core/badge'
import { orderDetailUrl, type CardOrder } from '@/core/order/card'
import { ORDER_LIST_TEXT, ORDER_TABS, parseTagStatus, tabKey, UNPAID_TAG, type OrderTag } from '@/core/order/list'
import { HOME_URL } from '@/core/routes'
import { useSwipeTabs } from '@/components/hooks/useSwipeTabs'
import { APP_TEXT, T } from '@/core/texts'
import { ListFooter } from '@/components/ListFooter'
import { WindowedList } from '@/components/WindowedList'
import { useLoadMore, usePullRefresh, useRetryOnReconnect } from '@/components/ListFooter/hooks'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { useStableCallback } from '@/components/hooks/useStableCallback'
import { OrderCard } from '@/packages/order/components/OrderCard'
import { useOrderActions } from '@/packages/order/components/OrderCard/useOrderActions'
import { navigateTo } from '@/platform/navigation'
import { scrollToTop } from '@/platform/page'
import { NAV_BAR_IN_PAGE } from '@/platform/pageFrame'
import { toast } from '@/platform/ui'
import { useOrderApi } from '@/services/order'
import { useStores } from '@/stores'
import { OrdersStore } from '@/packages/order/stores/orders'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'


const MyOrders = observer(function MyOrders() {
  const { params } = useRouter()
  const { session, clock } = useStores()
  const orderApi = useOrderApi()
  // Deadlines are on the shared ticker's clock: "the time the list loaded" is read from it, fresh.
  const [store] = useState(() => new OrdersStore(orderApi, () => (clock.tick(), clock.now), parseTagStatus(params.tagStatus)))
  const list = store.list

  useEffect(() => {
    void store.enter()
  }, [store])
  // Back from paying, signing or the detail: the orders may have moved on.
  useDidShow(() => {
    if (store.list.state.page > 0 && !store.list.state.loading) void store.revisit()
  })
  useLoadMore(() => store.list.loadMore())
  usePullRefresh(() => store.list.refresh())
  // A failed page shows nothing ("Order list failure: loading ends silently"): the connection coming back loads it.
  useRetryOnReconnect(store.list.state.error, () => store.list.loadMore())

  const choose = useCallback((tag: OrderTag) => {
    if (tag === store.tag) return
    store.select(tag)
    scrollToTop()
  }, [store])

  const { run, showLoanInfo, dialogs } = useOrderActions({
    userId: session.uid,
    onCancel: async (order) => {
      if (await store.cancel(order.orderId)) toast(ORDER_LIST_TEXT.cancelled)
    },
    onDelete: async (order) => {
      if (await store.remove(order.orderId)) toast(ORDER_LIST_TEXT.deleted)
    },
    onInviteDone: (order, code) => {
      store.inviteSaved(order.orderId, code)
      toast(ORDER_LIST_TEXT.inviteSaved)
    },
  })

  const swipe = useSwipeTabs(ORDER_TABS.findIndex((tab) => tab.tag === store.tag), ORDER_TABS.length, (next) => choose(ORDER_TABS[next].tag))

  const badge = unpaidBadge(store.unPayNum)
  const titles = ORDER_TABS.map((tab) => {
    const active = tab.tag === store.tag
    return (
      <View
        key={tabKey(tab.tag)}
        className={`nut-tabs-titles-item my-order__tab my-order__tab--${tabKey(tab.tag)} ${active ? 'nut-tabs-titles-item-active' : ''}`}
        onClick={() => choose(tab.tag)}
      >
        <View className="nut-tabs-titles-item-line nut-tabs-titles-item-line-horizontal" />
        <View className="nut-tabs-titles-item-text">
          {tab.tag === UNPAID_TAG && badge ? (
            <Badge className="my-order__badge" value={badge} top="12" right="-8">
              <Text>{tab.title}</Text>
            </Badge>
          ) : (
            <Text>{tab.title}</Text>
          )}
        </View>
      </View>
    )
  })

  // Callbacks that keep their identity: the memoised cards already in the list do not re-render when a page is added.
  const open = useStableCallback((order: CardOrder) => void navigateTo(orderDetailUrl(order, session.uid)))
  const onAction = useStableCallback(run)
  const onLoanInfo = useStableCallback(showLoanInfo)
  const reloadPageOf = useStableCallback((order: CardOrder) => {
    const listed = list.items.find((o) => o.orderId === order.orderId)
    if (listed) void list.reloadPage(listed.listPage)
  })

  return (
    <View className="my-order__main">
      <View className={`my-order__tabs ${NAV_BAR_IN_PAGE ? 'my-order__tabs--under-nav' : ''}`}>
        <Tabs value={tabKey(store.tag)} duration={0} title={() => titles}>
          {ORDER_TABS.map((tab) => (
            <Tabs.TabPane key={tabKey(tab.tag)} value={tabKey(tab.tag)} title={tab.title} />
          ))}
        </Tabs>
      </View>
      <View className="my-order__list" onTouchStart={swipe.onTouchStart} onTouchEnd={swipe.onTouchEnd}>
        <WindowedList
          items={list.items}
          renderItem={(order) => (
            <OrderCard
              key={order.orderId}
              order={order}
              deadline={order.deadline}
              onAction={onAction}
              onOpen={open}
              onLoanInfo={onLoanInfo}
              onCountdownZero={reloadPageOf}
            />
          )}
        />
        <ListFooter
          footer={list.footer}
          onRetry={() => void list.loadMore()}
          emptyText={T.noOrders}
          emptyAction={
            <Button className="my-order__discover" type="primary" size="small" onClick={() => void navigateTo(HOME_URL)}>
              {APP_TEXT.discover}
            </Button>
          }
        />
      </View>
      {dialogs}
      <Dialog
        className="my-order__loan-fail"
        visible={store.loanFail !== null}
        title={ORDER_LIST_TEXT.loanFailTitle}
        content={store.loanFail?.message ?? ''}
        confirmText={ORDER_LIST_TEXT.payNow}
        cancelText={APP_TEXT.cancel}
        onConfirm={async () => {
          const url = await store.payAfterLoanFailure()
          if (url) await navigateTo(url)
        }}
        onCancel={() => store.dismissLoanFail()}
        onClose={() => store.dismissLoanFail()}
      />
    </View>
  )
})

export default function MyOrderPage() {
  useScrollMemory()
  return (
    <View className="my-order">
      <NavBar title={ORDER_LIST_TEXT.title} />
      <LoginGate>
        <MyOrders />
      </LoginGate>
    </View>
  )
}
