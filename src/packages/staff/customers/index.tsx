/** The customer list of a bound staff member (docs/spec/content-access.md sections 2, 6; /customerList is this app's URL). */
import { View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { CustomerList } from '../CustomerList'
import { StaffGate } from '../StaffGate'
import '../staff.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The customers page's title. */
export const CUSTOMERS_PAGE_TEXT = { pageTitle: '我的客户' } as const

export default function CustomersPage() {
  useScrollMemory()
  return (
    <View className="staff-page">
      <NavBar title={CUSTOMERS_PAGE_TEXT.pageTitle} />
      <StaffGate>
        <CustomerList pool={1} />
      </StaffGate>
    </View>
  )
}
