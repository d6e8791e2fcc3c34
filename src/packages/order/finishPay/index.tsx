import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function FinishPayPage() {
  return (
    <LoginGate>
      <ComingSoon title="支付成功" />
    </LoginGate>
  )
}
