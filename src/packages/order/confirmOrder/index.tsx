import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function ConfirmOrderPage() {
  return (
    <LoginGate>
      <ComingSoon title="确认订单" />
    </LoginGate>
  )
}
