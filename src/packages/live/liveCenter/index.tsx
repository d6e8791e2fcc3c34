/**
 * /liveCenter (docs/spec/content-access.md section 2 "/liveCenter (free live)"; 7 operationLivesList/v2): the free live
 * classes, live first, then upcoming (soonest), then past (latest), with their live status 1..4 and time
 * (MM/dd hh:mm-hh:mm, the end date added when it ends on another day). Tabs filter one status; each tab is an endless
 * list of 10 a page. Opening a room or a replay needs a token: a guest logs in in the popup first. A class not started
 * yet can be reserved (section 7 "Account", the Subscribe calls): a logged-in learner reserves at once
 * (subscribeGoods); a guest logs in in the popup and the class is reserved right after (loginAfterLiveReservation);
 * the cards of a logged-in learner show what they have reserved (loginCheckSubscribeGoods) and the count moves.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { LiveItem } from '@contract/live'
import { groupHeadAt, LIVE_TABS, liveTarget, liveView } from '@/core/live/status'
import { PATHS } from '@/core/links'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useLiveApi, type LiveApi } from '@/services/live'
import { useStores } from '@/stores'
import { useLiveReservationStore } from '@/packages/live/stores/instances'
import { PagedList } from '@/stores/paged'
import { LiveCard, type LiveCardReservation } from '../LiveCard'
import '../live.css'
import { useShare } from '@/components/PageShare'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The live centre's wording. */
export const LIVE_CENTER_TEXT = {
  shareTitle: '会计学堂免费直播',
  pageTitle: '免费直播',
  empty: '暂无直播',
  reserveTitle: '登录后预约直播',
  reserveSubmit: '登录并预约',
  reserved: '预约成功',
} as const

function createLists(liveApi: LiveApi) {
  return new Map(LIVE_TABS.map((t) => [t.key, new PagedList<LiveItem>((page) => liveApi.lives(page, t.status))]))
}

export default observer(function LiveCenterPage() {
  useScrollMemory()
  const liveApi = useLiveApi()
  const [lists] = useState(() => createLists(liveApi))
  const [tab, setTab] = useState(LIVE_TABS[0].key)
  const list = lists.get(tab)!
  const { loginThen, loginPopup } = useLoginThen()
  const reserveLogin = useLoginThen({ title: LIVE_CENTER_TEXT.reserveTitle, submitText: LIVE_CENTER_TEXT.reserveSubmit })
  const { session } = useStores()
  const reservations = useLiveReservationStore()
  useShare({ title: LIVE_CENTER_TEXT.shareTitle, link: PATHS.liveCenter })

  useEffect(() => {
    void list.loadFirst()
  }, [list])
  // The learner's own reservations among the classes shown, asked again after a login or when more load.
  const upcoming = list.items.filter((i) => liveView(i.liveStatus).reservable).map((i) => i.liveId).join(',')
  useEffect(() => {
    if (upcoming) void reservations.check(upcoming.split(',').map(Number))
  }, [reservations, upcoming, session.token])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  const open = (item: LiveItem) => {
    const target = liveTarget(item.liveId, item.liveStatus)
    if (!target) return
    if (liveView(item.liveStatus).needsLogin) loginThen(() => void navigateTo(target))
    else void navigateTo(target)
  }
  const statuses = list.items.map((i) => i.liveStatus)

  const reserveNow = (liveId: number, afterLogin: boolean) =>
    reservations.reserve(liveId, afterLogin).then(() => toast(LIVE_CENTER_TEXT.reserved), () => undefined)
  const reserve = (item: LiveItem) => {
    if (session.isLoggedIn) void reserveNow(item.liveId, false)
    else reserveLogin.loginThen(() => void reserveNow(item.liveId, true))
  }
  const reservationOf = (item: LiveItem): LiveCardReservation => ({
    reserved: reservations.isReserved(item.liveId),
    reserving: reservations.isReserving(item.liveId),
    count: reservations.countOf(item),
    onReserve: reserve,
  })

  return (
    <View className="live-page live-center" data-tab={tab}>
      <NavBar title={LIVE_CENTER_TEXT.pageTitle} />
      <View className="live-tabs">
        <Tabs value={tab} onChange={(v) => setTab(String(v))} duration={0}>
          {LIVE_TABS.map((t) => <Tabs.TabPane key={t.key} value={t.key} title={t.title} />)}
        </Tabs>
      </View>
      <View className="live-list">
        {list.items.map((item, i) => {
          const head = tab === 'all' ? groupHeadAt(statuses, i) : null
          return (
            <View key={item.liveId}>
              {head && <Text className="live-group">{head}</Text>}
              <LiveCard item={item} onOpen={open} reservation={reservationOf(item)} />
            </View>
          )
        })}
        <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={LIVE_CENTER_TEXT.empty} />
      </View>
      {loginPopup}
      {reserveLogin.loginPopup}
    </View>
  )
})
