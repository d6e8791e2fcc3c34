/**
 * A staff member's customers (pool 1) or private-pool leads (pool 2) (docs/spec/content-access.md sections 2, 7
 * biz/customer/list; layout not shown): a keyword search (name or mobile), filters for follow status, intention and
 * education (the EDUCATION_TYPE dict's result, the app's constants when it fails), and the list, 10 a page, loaded
 * near the bottom of the page.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Menu } from '@nutui/nutui-react-taro'
import type { EducationOption, QwCustomer } from '@contract/staff'
import { educationChoices } from '@/core/education'
import { PAGE_SIZE } from '@/core/paging'
import {
  customerQuery, educationOptions, EMPTY_CUSTOMER_FILTERS, FOLLOW_OPTIONS, INTENTION_OPTIONS, type CustomerFilters,
} from '@/core/staff/filters'
import { CustomerCard } from '@/components/CustomerCard'
import { KeywordSearch } from '@/packages/staff/components/KeywordSearch'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useQwApi } from '@/services/qw'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import './staff.css'

/** The customer lists' wording. */
export const CUSTOMER_LIST_TEXT = {
  search: '搜索姓名或手机号',
  noCustomers: '暂无客户',
  noLeads: '暂无私海线索',
} as const

type MenuPick = { value: number | string }
const menuValue = (o: MenuPick) => (o.value === '' ? '' : Number(o.value))

export const CustomerList = observer(function CustomerList({ pool }: { pool: 1 | 2 }) {
  const { staff } = useStores()
  const qwApi = useQwApi()
  const [filters, setFilters] = useState<CustomerFilters>(EMPTY_CUSTOMER_FILTERS)
  // The EDUCATION_TYPE dict (null when it has none or fails: the app's constants are offered then).
  const [education] = useState(() => new Loadable<EducationOption[] | null>(() => qwApi.educationTypes()))
  const fetcher = (f: CustomerFilters) => (page: number) => qwApi.customers(staff.qwToken(), customerQuery(pool, f, page, PAGE_SIZE))
  const [list] = useState(() => new PagedList<QwCustomer>(fetcher(EMPTY_CUSTOMER_FILTERS)))

  useEffect(() => {
    void list.loadFirst()
    void education.loadOnce()
  }, [list, education])
  useLoadMore(() => list.loadMore())
  usePullRefresh(() => list.refresh())

  const apply = (next: CustomerFilters) => {
    setFilters(next)
    void list.reset(fetcher(next))
  }

  return (
    <View className="staff-list" data-pool={pool}>
      <View className="staff-list__filters">
        <KeywordSearch className="staff-list__search" placeholder={CUSTOMER_LIST_TEXT.search} onSearch={(keyword) => apply({ ...filters, keyword })} />
        <Menu className="staff-list__menu">
          <Menu.Item options={FOLLOW_OPTIONS} value={filters.followStatus} onChange={(o: MenuPick) => apply({ ...filters, followStatus: menuValue(o) })} />
          <Menu.Item options={INTENTION_OPTIONS} value={filters.intention} onChange={(o: MenuPick) => apply({ ...filters, intention: menuValue(o) })} />
          <Menu.Item options={educationOptions(educationChoices(education.data))} value={filters.educationType} onChange={(o: MenuPick) => apply({ ...filters, educationType: menuValue(o) })} />
        </Menu>
      </View>
      <View className="staff-list__items">
        {list.items.map((c) => <CustomerCard key={c.id} customer={c} />)}
        <ListFooter footer={list.footer} onRetry={() => void list.loadMore()} emptyText={pool === 1 ? CUSTOMER_LIST_TEXT.noCustomers : CUSTOMER_LIST_TEXT.noLeads} />
      </View>
    </View>
  )
})
