/**
 * Enterprise channel: binding a staff user to an enterprise-messaging (qw) account and the qw token (docs/spec/content-access.md
 * sections 3 "User data", 4 "Login state", 6 "Bound sales staff", 7 "Enterprise channel"). The qw service answers
 * code 0 for success. A qw token lives 30 days from issue; staff calls need the user token AND a live qw token of the
 * same user, which only bound staff on user client 2 get.
 */
import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import type { QwBinding, QwMember, QwUserInfo } from '../../../contract/staff'
import { QW_NOT_IN_GROUP_CODE, QW_TOKEN_TTL_DAYS } from '../../../contract/staff'
import { randomToken, sha256 } from '../accounts/auth'
import { BizError, Code } from '../envelope'
import type { UserRow } from '../accounts/users'

export const QW_TOKEN_TTL_MS = QW_TOKEN_TTL_DAYS * 24 * 3600 * 1000

export const QwMsg = {
  NOT_STAFF: '仅限销售人员使用',
  NOT_IN_DIRECTORY: '未找到企业微信账号，请联系管理员',
  UNBOUND: '请先绑定企业微信',
  QW_EXPIRED: '企业微信授权已过期，请重新授权',
  OTHER_DISTRIBUTOR: '无权查看该渠道数据',
  DICT_NOT_FOUND: '字典不存在',
  NOT_IN_GROUP: '当前账号不在企业微信中',
} as const

/** The qw service's success envelope: code 0. */
export const qwOk = <T>(data: T) => ({ code: 0, msg: 'success', data })

export const forbidden = (msg: string) => new BizError(403, msg)

export interface StaffBinding {
  qw_user_id: string
  name: string
  department: string
  distributor_code: string
  avatar: string
  bound_at: number
}

export function bindingOf(db: Database, userId: number): StaffBinding | undefined {
  return db
    .prepare(
      `SELECT m.qw_user_id, m.name, m.department, m.distributor_code, m.avatar, b.bound_at
       FROM qw_bindings b JOIN qw_members m ON m.qw_user_id = b.qw_user_id WHERE b.user_id = ?`,
    )
    .get(userId) as StaffBinding | undefined
}

/** The qw token of a request: header `qwToken` / `qw-token`, else query or body `qwToken`. */
export function extractQwToken(req: FastifyRequest): string | null {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
  return (
    pick(req.headers.qwtoken) ??
    pick(req.headers['qw-token']) ??
    pick((req.query as Record<string, unknown> | undefined)?.qwToken) ??
    (req.body && typeof req.body === 'object' ? pick((req.body as Record<string, unknown>).qwToken) : null)
  )
}

/** The user of a live qw token, or null (unknown or expired). */
export function qwTokenUser(db: Database, token: string | null, now: number): number | null {
  if (!token) return null
  const row = db.prepare('SELECT user_id, expires_at FROM qw_tokens WHERE token_hash = ?').get(sha256(token)) as { user_id: number; expires_at: number } | undefined
  return row && row.expires_at > now ? row.user_id : null
}

export function qwUserInfo(db: Database, u: UserRow, qwTokenValid: boolean): QwUserInfo {
  const b = bindingOf(db, u.id)
  return {
    uid: u.id,
    mobile: u.mobile,
    userClient: u.user_client,
    bindStatus: b ? 1 : 0,
    qwUserId: b?.qw_user_id ?? null,
    name: b?.name ?? null,
    department: b?.department ?? null,
    distributorCode: b?.distributor_code ?? null,
    showHomeTab: !!b && u.user_client === 2,
    qwTokenValid,
  }
}

function issue(db: Database, u: UserRow, now: number): QwBinding {
  const qwToken = randomToken()
  const expireTime = now + QW_TOKEN_TTL_MS
  db.prepare('INSERT INTO qw_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sha256(qwToken), u.id, now, expireTime)
  return { qwToken, expireTime, qwUserInfo: qwUserInfo(db, u, true) }
}

/**
 * wxGetUserInfo: the directory member with the token user's mobile, whether or not bound yet (a learner's mobile may
 * be a member's too). Nobody with that mobile: code 4007, not in the group.
 */
export function qwMemberOf(db: Database, u: UserRow): QwMember {
  const m = db.prepare('SELECT qw_user_id, name, department, avatar FROM qw_members WHERE mobile = ?').get(u.mobile) as
    | { qw_user_id: string; name: string; department: string; avatar: string }
    | undefined
  if (!m) throw new BizError(QW_NOT_IN_GROUP_CODE, QwMsg.NOT_IN_GROUP)
  return { qwUserId: m.qw_user_id, name: m.name, department: m.department, avatar: m.avatar, bindStatus: bindingOf(db, u.id)?.qw_user_id === m.qw_user_id ? 1 : 0 }
}

/**
 * bindingQwUser: binds the token's user (user client 2) to the directory member with the same mobile and issues a qw
 * token. Binding again answers the same binding with a new token. Client 1: 403; no member with that mobile: 404.
 */
export function bindQwUser(db: Database, u: UserRow, now: number): QwBinding {
  return db.transaction((): QwBinding => {
    if (u.user_client !== 2) throw forbidden(QwMsg.NOT_STAFF)
    if (!bindingOf(db, u.id)) {
      const m = db.prepare('SELECT qw_user_id FROM qw_members WHERE mobile = ?').get(u.mobile) as { qw_user_id: string } | undefined
      if (!m) throw new BizError(Code.NOT_FOUND, QwMsg.NOT_IN_DIRECTORY)
      db.prepare('INSERT INTO qw_bindings (user_id, qw_user_id, bound_at) VALUES (?, ?, ?)').run(u.id, m.qw_user_id, now)
    }
    return issue(db, u, now)
  })()
}

/** authorization: a new qw token for bound staff (the qw token expired or was cleared). */
export function authorizeQw(db: Database, u: UserRow, now: number): QwBinding {
  if (u.user_client !== 2) throw forbidden(QwMsg.NOT_STAFF)
  if (!bindingOf(db, u.id)) throw forbidden(QwMsg.UNBOUND)
  return issue(db, u, now)
}

export interface Staff {
  user: UserRow
  binding: StaffBinding
}

/** The staff behind a request already through app.auth.require: bound, client 2, with a live qw token of its own. */
export function requireStaff(db: Database, req: FastifyRequest, now: number): Staff {
  const user = req.user!
  if (user.user_client !== 2) throw forbidden(QwMsg.NOT_STAFF)
  const binding = bindingOf(db, user.id)
  if (!binding) throw forbidden(QwMsg.UNBOUND)
  if (qwTokenUser(db, extractQwToken(req), now) !== user.id) throw forbidden(QwMsg.QW_EXPIRED)
  return { user, binding }
}
