import { ComingSoon } from '@/components/ComingSoon'
import { LoginGate } from '@/components/LoginGate'

export default function SignAgreementPage() {
  return (
    <LoginGate>
      <ComingSoon title="签署协议" />
    </LoginGate>
  )
}
