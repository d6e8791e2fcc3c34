import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function MyOrderPage() {
  return (
    <LoginGate>
      <ComingSoon title="我的订单" />
    </LoginGate>
  )
}
