import type { Database } from 'better-sqlite3'
import type { LoginResult, UserClient, UserInfo } from '../../../contract/api'

export interface UserRow {
  id: number
  mobile: string
  nick_name: string
  user_client: UserClient
  register_channel_id: string | null
  client_type: number | null
  business_id: string | null
  race_track: number | null
  teacher_id: string | null
  trigger_register_url: string | null
  webpage_topic: string | null
  distributor_code: string | null
  created_at: number
  last_login_at: number | null
  /** scrypt hash (lib/accounts/password.ts); null for an account that logs in by code only. */
  password_hash: string | null
  password_set_at: number | null
  email: string | null
}

/** What a registration may record about a new user (all optional: defaults per docs/spec/content-access.md section 9). */
export interface RegisterProfile {
  nickName?: string
  userClient?: UserClient
  registerChannelId?: string
  clientType?: number
  businessId?: string
  raceTrack?: number
  teacherId?: string
  triggerRegisterUrl?: string
  webpageTopic?: string
  distributorCode?: string
}

/** The registration fields of a login or register payload (a new user's profile); the rest of the payload left out. */
export function registerProfileOf(payload: Omit<RegisterProfile, 'userClient'>): RegisterProfile {
  const { nickName, registerChannelId, clientType, businessId, raceTrack, teacherId, triggerRegisterUrl, webpageTopic, distributorCode } = payload
  return { nickName, registerChannelId, clientType, businessId, raceTrack, teacherId, triggerRegisterUrl, webpageTopic, distributorCode }
}

/** registerChannelId of a registration that carries the business-channel pair (docs/spec/content-access.md sections 5, 9). */
export const BUSINESS_CHANNEL_ID = 'zsh5'

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
}

export function findUserByMobile(db: Database, mobile: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined
}

/** The account an e-mail is bound to (e-mails are stored normalised: trimmed, lower case). */
export function emailOwner(db: Database, email: string): { id: number } | undefined {
  return db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined
}

/** Binds an e-mail to the account (password resets by mail). */
export function setUserEmail(db: Database, userId: number, email: string): void {
  db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId)
}

/** Moves the user's last_login_at to `now` (every login but a registration, which sets it on insert). */
export function recordLogin(db: Database, userId: number, now: number): void {
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(now, userId)
}

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim())

/**
 * Finds the user owning `mobile`, or registers one. Registration fields are only written for a new
 * user; an existing user keeps its profile (only last_login_at moves).
 */
export function findOrRegister(db: Database, mobile: string, profile: RegisterProfile, now: number): { user: UserRow; created: boolean } {
  return db.transaction(() => {
    const existing = findUserByMobile(db, mobile)
    if (existing) {
      recordLogin(db, existing.id, now)
      return { user: { ...existing, last_login_at: now }, created: false }
    }
    // Business-channel params are stored only as a pair (docs/spec/content-access.md section 5), and then the channel is zsh5.
    const topic = blank(profile.webpageTopic)
    const distributor = blank(profile.distributorCode)
    const pair = topic !== null && distributor !== null
    const info = db
      .prepare(
        `INSERT INTO users (mobile, nick_name, user_client, register_channel_id, client_type, business_id, race_track,
           teacher_id, trigger_register_url, webpage_topic, distributor_code, created_at, last_login_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        mobile,
        blank(profile.nickName) ?? mobile.slice(-4),
        profile.userClient ?? 1,
        // "registerChannelId fixed to zsh5 in that case" (section 5)
        pair ? BUSINESS_CHANNEL_ID : blank(profile.registerChannelId),
        profile.clientType ?? null,
        blank(profile.businessId),
        profile.raceTrack ?? null,
        blank(profile.teacherId),
        blank(profile.triggerRegisterUrl),
        pair ? topic : null,
        pair ? distributor : null,
        now,
        now,
      )
    return { user: findUserById(db, Number(info.lastInsertRowid))!, created: true }
  })()
}

export function toUserInfo(u: UserRow): UserInfo {
  return { uid: u.id, mobile: u.mobile, nickName: u.nick_name, userClient: u.user_client }
}

export function toLoginResult(u: UserRow, token: string): LoginResult {
  return { uid: u.id, token, mobile: u.mobile, nickName: u.nick_name, userClient: u.user_client }
}
