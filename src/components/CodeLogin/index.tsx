/**
 * Login by phone and code alone, with everything a registration carries: the business-channel pair stored from an
 * entry link and a shared link's teacherId. The code method of LoginPanel, and the shared live class's own login.
 */
import { buildLoginPayload } from '@/core/login'
import { currentReferral } from '@/platform/referral'
import { CodeLoginForm } from '@/components/CodeLoginForm'
import { loginCapability } from '@/platform/login'
import { useStores } from '@/stores'
import { storedChannel } from '@/stores/channel'

export interface CodeLoginProps {
  submitText: string
  /** The page the learner came from, sent as triggerRegisterUrl. */
  triggerUrl: string
  onLoggedIn(): void
  /** A third-party sign-in binding this phone (/authorize): the code login links it. */
  oauthTicket?: string
}

export function CodeLogin({ submitText, triggerUrl, onLoggedIn, oauthTicket }: CodeLoginProps) {
  const { session } = useStores()
  return (
    <CodeLoginForm
      submitText={submitText}
      sendCode={(phone) => session.sendCode(phone)}
      submit={async (phone, code) => {
        // The business-channel pair stored from an entry link; a shared link's teacherId, kept for the session.
        const { teacherId } = currentReferral()
        const payload = buildLoginPayload(phone, code, {
          clientType: loginCapability.clientType, triggerUrl, teacherId, channel: storedChannel(),
        })
        await session.loginWithCode(oauthTicket ? { ...payload, oauthTicket } : payload)
        onLoggedIn()
      }}
    />
  )
}
