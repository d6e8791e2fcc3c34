/**
 * Sales staff (docs/spec/content-access.md sections 2, 3, 4, 6, 7 "Enterprise channel"):
 * - "The home tab is shown only to bound sales staff on client 2" (section 2; "Sales-staff home tab appears only for
 *   bound staff on client 2", section 4; "Bound sales staff (enterprise-messaging qw user id, bind status, client 2)",
 *   section 6);
 * - "qwToken lasts 30 days; clearing it empties qw user info" (section 4).
 */
export const QW_TOKEN_DAYS = 30
export const QW_TOKEN_MS = QW_TOKEN_DAYS * 24 * 3600 * 1000
/** UserClient: student 1, teacher 2 (section 3); sales staff are users of client 2. */
export const STAFF_USER_CLIENT = 2

export interface StaffFacts {
  loggedIn: boolean
  userClient: number | undefined | null
  bindStatus: number | undefined | null
  qwUserId: string | undefined | null
  /** In the enterprise's group (wxGetUserInfo): false when it said not, undefined when not asked or no answer. */
  inGroup?: boolean
}

/** wxGetUserInfo's "code 4007 means not in a group, treated as false" (section 7, "Account"). */
export const NOT_IN_GROUP_CODE = 4007

/** What a wxGetUserInfo answer's code says: in the group (200), not (4007, false), or nothing known (any other). */
export function inGroupOf(code: number): boolean | undefined {
  if (code === 200) return true
  if (code === NOT_IN_GROUP_CODE) return false
  return undefined
}

/** The home tab: a logged-in user of client 2, bound (bind status 1) to a qw user id. */
export function showsHomeTab(f: StaffFacts): boolean {
  return f.loggedIn && f.userClient === STAFF_USER_CLIENT && f.bindStatus === 1 && !!f.qwUserId
}

/**
 * A user of client 2 not bound yet may bind (bindingQwUser); learners (client 1) may not, nor a user wxGetUserInfo
 * says is not in the enterprise's group (there is no account to bind to). Not known (no answer): offered, the
 * binding itself tells.
 */
export function canBind(f: StaffFacts): boolean {
  return f.loggedIn && f.userClient === STAFF_USER_CLIENT && f.bindStatus !== 1 && f.inGroup !== false
}

export interface StoredQwToken {
  token: string
  /** Epoch ms. */
  expireTime: number
}

/** The stored qw token while it lives (its expireTime, else 30 days from when it was issued); '' otherwise. */
export function liveQwToken(stored: unknown, now: number): string {
  if (!stored || typeof stored !== 'object') return ''
  const { token, expireTime } = stored as Partial<StoredQwToken>
  if (typeof token !== 'string' || token === '' || typeof expireTime !== 'number') return ''
  return now < expireTime ? token : ''
}

/** A freshly issued qw token to store: the server's expireTime, never later than 30 days from now. */
export function qwTokenToStore(token: string, expireTime: number | undefined, now: number): StoredQwToken {
  const limit = now + QW_TOKEN_MS
  return { token, expireTime: expireTime && expireTime > now ? Math.min(expireTime, limit) : limit }
}
