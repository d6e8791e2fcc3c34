/**
 * /pullnew — referral (pull-new) records of a bound staff member (docs/spec/content-access.md sections 2 "/pullnew (referral
 * records)", 7 record/statistics/{distributorCode}, record/list; layout not shown): the statistics of the staff's
 * distributor code, filters (keyword, topic, a date range), and the records, 10 a page. A record exists only for a
 * registration with both business-channel params (registerChannelId zsh5).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Menu, Tag } from '@nutui/nutui-react-taro'
import type { ReferralRecord, ReferralStatistics } from '@contract/staff'
import { PAGE_SIZE } from '@/core/paging'
import { T } from '@/core/texts'
import { EMPTY_REFERRAL_FILTERS, RANGE_OPTIONS, referralQuery, topicOptions, type RangeKey, type ReferralFilters } from '@/core/staff/filters'
import { REFERRAL_STATS } from '@/core/staff/pages'
import { KeywordSearch } from '@/packages/staff/components/KeywordSearch'
import { ListFooter } from '@/components/ListFooter'
import { StatGrid } from '@/components/StatGrid'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { useQwApi } from '@/services/qw'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import { StaffGate } from '../StaffGate'
import '../staff.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The referral records page's wording. */
export const PULLNEW_TEXT = {
  bought: '已购课',
  notBought: '未购课',
  search: '搜索昵称或手机号',
  empty: '暂无拉新记录',
  pageTitle: '拉新记录',
  registered: (time: string) => `注册 ${time}`,
} as const

function ReferralItem({ record: r }: { record: ReferralRecord }) {
  return (
    <View className="referral" data-record-id={r.id}>
      <View className="referral__main">
        <Text className="referral__name">{r.nickName}</Text>
        <Text className="referral__mobile">{r.mobile}</Text>
        <Text className="referral__meta">{r.webpageTopic} · {r.registerChannelId} · {PULLNEW_TEXT.registered(r.registerTime.slice(0, 16))}</Text>
      </View>
      <Tag type={r.paid ? 'success' : 'default'} plain>{r.paid ? PULLNEW_TEXT.bought : PULLNEW_TEXT.notBought}</Tag>
    </View>
  )
}

const Referrals = observer(function Referrals() {
  const { staff } = useStores()
  const qwApi = useQwApi()
  // The distributor code's statistics; a failed reload keeps those shown, a failed first load says so under the
  // dashes with a retry (the records below stay).
  const [stats] = useState(() => new Loadable<ReferralStatistics>(() => qwApi.referralStatistics(staff.qwToken(), staff.distributorCode)))
  const [filters, setFilters] = useState<ReferralFilters>(EMPTY_REFERRAL_FILTERS)
  const [topics, setTopics] = useState<string[]>([])
  const fetcher = (f: ReferralFilters) => (page: number) =>
    qwApi.referrals(staff.qwToken(), referralQuery(f, new Date(), page, PAGE_SIZE)).then((p) => {
      setTopics((seen) => [...seen, ...p.list.map((r) => r.webpageTopic)])
      return p
    })
  const [list] = useState(() => new PagedList<ReferralRecord>(fetcher(EMPTY_REFERRAL_FILTERS)))

  useEffect(() => {
    void stats.loadOnce()
    void list.loadFirst()
  }, [stats, list])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => Promise.all([stats.load(), list.refresh()]))

  const apply = (next: ReferralFilters) => {
    setFilters(next)
    void list.reset(fetcher(next))
  }

  return (
    <>
      <StatGrid block="staff-stats" items={REFERRAL_STATS} values={stats.data} />
      {stats.status === 'error' && (
        <View className="list-footer list-footer--error staff-stats__retry" role="button" onClick={() => void stats.load()}>{T.loadFailed}</View>
      )}
      <View className="staff-list__filters">
        <KeywordSearch placeholder={PULLNEW_TEXT.search} onSearch={(keyword) => apply({ ...filters, keyword })} />
        <Menu className="staff-list__menu">
          <Menu.Item options={RANGE_OPTIONS} value={filters.range} onChange={(o: { value: string }) => apply({ ...filters, range: o.value as RangeKey })} />
          <Menu.Item options={topicOptions(topics)} value={filters.webpageTopic} onChange={(o: { value: string }) => apply({ ...filters, webpageTopic: String(o.value) })} />
        </Menu>
      </View>
      <View className="staff-list__items">
        {list.items.map((r) => <ReferralItem key={r.id} record={r} />)}
        <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={PULLNEW_TEXT.empty} />
      </View>
    </>
  )
})

export default function PullNewPage() {
  useScrollMemory()
  return (
    <View className="staff-page">
      <NavBar title={PULLNEW_TEXT.pageTitle} />
      <StaffGate>
        <Referrals />
      </StaffGate>
    </View>
  )
}
