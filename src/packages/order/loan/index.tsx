import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function LoanPage() {
  return (
    <LoginGate>
      <ComingSoon title="申请贷款" />
    </LoginGate>
  )
}
