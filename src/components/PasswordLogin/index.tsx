/** Password login through the account flows: the password encrypted with the server's key, the session kept. */
import { PasswordLoginForm } from '@/components/PasswordLoginForm'
import { useAccountFlows } from '@/stores/instances/account'

export interface PasswordLoginProps {
  submitText: string
  onLoggedIn(): void
}

export function PasswordLogin({ submitText, onLoggedIn }: PasswordLoginProps) {
  const flows = useAccountFlows()
  return (
    <PasswordLoginForm
      submitText={submitText}
      submit={async (phone, password) => {
        await flows.loginWithPassword(phone, password)
        onLoggedIn()
      }}
    />
  )
}
