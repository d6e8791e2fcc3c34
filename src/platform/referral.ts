/**
 * What a shared link brought (its sharer's teacherId), kept for the session: the login payload carries it
 * (content-access.md section 3) and the learner's own shares pass it on. The channel pair: src/stores/channel.ts.
 */
import { referralOf, sharerTeacherId, withTeacherId, type Referral } from '@/core/share'
import { entryQuery } from './location'
import { sessionRead, sessionWrite } from './session-memo'

const KEY = 'referral'

/** Called once at start: the entry URL's (launch options') referral joins the one kept for the session. */
export function rememberEntryReferral(): void {
  const found = referralOf(entryQuery())
  if (found) sessionWrite(KEY, { ...currentReferral(), ...found })
}

export function currentReferral(): Referral {
  return sessionRead<Referral>(KEY) ?? {}
}

/**
 * A link this learner shares, with the sharer's teacher id: "from session storage, the staff user id, or the user id"
 * (content-access.md section 6).
 */
export function sharedLink(link: string, ids: { staffUserId?: string | number | null; userId?: string | number | null }): string {
  return withTeacherId(link, sharerTeacherId({ stored: currentReferral().teacherId, ...ids }))
}
