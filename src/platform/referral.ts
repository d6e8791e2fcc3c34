/**
 * What a shared link brought (its sharer's teacherId), kept for the session: the login payload carries it
 * (docs/spec/content-access.md section 3) and the learner's own shares pass it on (src/components/PageShare). The channel pair: src/stores/channel.ts.
 */
import { referralOf, type Referral } from '@/core/share'
import { entryQuery } from './location'
import { sessionRead, sessionWrite } from './sessionMemo'

const KEY = 'referral'

/** Called once at start: the entry URL's (launch options') referral joins the one kept for the session. */
export function rememberEntryReferral(): void {
  const found = referralOf(entryQuery())
  if (found) sessionWrite(KEY, { ...currentReferral(), ...found })
}

export function currentReferral(): Referral {
  return sessionRead<Referral>(KEY) ?? {}
}
