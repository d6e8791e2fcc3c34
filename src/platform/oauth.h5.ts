/**
 * Third-party sign-in on H5: a random state (crypto.getRandomValues) and the page to return to are kept for this tab
 * (sessionStorage), then the browser leaves for the provider's authorisation page, which returns to /authorize.
 */
import { pendingOAuth, authorizeUrl, type PendingOAuth } from '@/core/oauth'
import { OAUTH_APPID, OAUTH_URL } from '@/config'
import { sessionRead, sessionWrite } from './sessionMemo'
import type { OAuthCapability } from './types'

const KEY = 'oauthPending'

function randomState(): string {
  return Array.from(window.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export const oauth: OAuthCapability = {
  available: true,
  start(redirect) {
    const pending = pendingOAuth(randomState(), redirect, Date.now())
    sessionWrite(KEY, pending)
    window.location.assign(authorizeUrl(OAUTH_URL, OAUTH_APPID, `${window.location.origin}/authorize`, pending.state))
  },
  takePending() {
    const pending = sessionRead<PendingOAuth>(KEY)
    sessionWrite(KEY, null)
    return pending
  },
}
