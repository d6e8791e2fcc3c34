import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function PayResultPage() {
  return (
    <LoginGate>
      <ComingSoon title="订单详情" />
    </LoginGate>
  )
}
