/** /private: the private-pool leads of a bound staff member (docs/spec/content-access.md section 2 "/private (private-pool leads)"). */
import { View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { CustomerList } from '../CustomerList'
import { StaffGate } from '../StaffGate'
import '../staff.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The private leads page's title. */
export const PRIVATE_PAGE_TEXT = { pageTitle: '私海线索' } as const

export default function PrivatePoolPage() {
  useScrollMemory()
  return (
    <View className="staff-page">
      <NavBar title={PRIVATE_PAGE_TEXT.pageTitle} />
      <StaffGate>
        <CustomerList pool={2} />
      </StaffGate>
    </View>
  )
}
