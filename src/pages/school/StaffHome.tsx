/**
 * The sales-staff home (docs/spec/content-access.md section 2: "The home tab is shown only to bound sales staff on client 2";
 * section 6: "sees the home tab, customer lists and private leads"; layout not shown): who is logged in, the referral
 * statistics of the staff's distributor code, entries to the customer list, private-pool leads and referral records,
 * and the latest customers.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Grid } from '@nutui/nutui-react-taro'
import { List, User, UserAdd } from '@nutui/icons-react-taro'
import type { QwCustomer, ReferralStatistics } from '@contract/staff'
import { customerQuery, EMPTY_CUSTOMER_FILTERS } from '@/core/staff/filters'
import { REFERRAL_STATS, STAFF_ENTRIES } from '@/core/staff/pages'
import { PATHS } from '@/core/links'
import { CustomerCard } from '@/components/CustomerCard'
import { EmptyState } from '@/components/EmptyState'
import { Section } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import { usePullRefresh } from '@/components/ListFooter/hooks'
import { navigateTo } from '@/platform/navigation'
import { useQwApi } from '@/services/qw'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'

/** The staff home tab's wording. */
export const STAFF_HOME_TEXT = {
  latest: '最新客户',
  all: '查看全部',
  none: '暂无客户',
  channel: (code: string) => `渠道码 ${code}`,
} as const

const ICONS = { customers: User, private: List, pullnew: UserAdd } as const
const RECENT = 5

interface StaffSummary {
  stats: ReferralStatistics | null
  recent: QwCustomer[]
}

export const StaffHome = observer(function StaffHome() {
  const { staff } = useStores()
  const info = staff.info
  const code = staff.distributorCode
  const qwApi = useQwApi()
  // The statistics and the latest customers, asked together: failed statistics keep those shown, failed customers
  // show none.
  const [summary] = useState(() => {
    const loadable: Loadable<StaffSummary> = new Loadable(async () => {
      const qwToken = staff.qwToken()
      const [s, c] = await Promise.allSettled([
        qwApi.referralStatistics(qwToken, staff.distributorCode),
        qwApi.customers(qwToken, customerQuery(1, EMPTY_CUSTOMER_FILTERS, 1, RECENT)),
      ])
      return {
        stats: s.status === 'fulfilled' ? s.value : loadable.data?.stats ?? null,
        recent: c.status === 'fulfilled' ? c.value.list : [],
      }
    })
    return loadable
  })
  const stats = summary.data?.stats ?? null
  const recent = summary.data?.recent ?? null

  useEffect(() => {
    if (code) void summary.load()
  }, [code, summary])
  usePullRefresh(() => summary.load())

  return (
    <View className="staff-home">
      <View className="staff-home__who">
        <Text className="staff-home__name">{info?.name ?? ''}</Text>
        <Text className="staff-home__dept">{info?.department ?? ''} · {STAFF_HOME_TEXT.channel(code)}</Text>
      </View>
      <StatGrid block="staff-home-stats" items={REFERRAL_STATS} values={stats} />
      <Grid className="staff-home__entries" columns={3}>
        {STAFF_ENTRIES.map((e) => {
          const Icon = ICONS[e.key]
          return (
            <Grid.Item key={e.key} className={`staff-home__entry staff-home__entry--${e.key}`} text={e.text} onClick={() => void navigateTo(e.url)}>
              <Icon size={24} color="#cf2a20" />
            </Grid.Item>
          )
        })}
      </Grid>
      <Section className="staff-home__recent" title={STAFF_HOME_TEXT.latest} extra={STAFF_HOME_TEXT.all} onExtra={() => void navigateTo(PATHS.customerList)}>
        {recent?.map((c) => <CustomerCard key={c.id} customer={c} />)}
        {recent && recent.length === 0 && <EmptyState description={STAFF_HOME_TEXT.none} />}
      </Section>
    </View>
  )
})
