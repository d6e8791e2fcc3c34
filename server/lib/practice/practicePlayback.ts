/**
 * Sandbox playback tokens (docs/spec/content-access.md section 7 "Sharing and messaging-app": "POST /polyv/service/v1/token
 * (form: userId, videoId, viewerId, ts, sign hash) returning a video playback token with a client-side signature
 * pair"). The client posts the form signed with the app's key (contract/rules/playback.ts, the rule both sides use); the
 * server checks the account, the ts window and the sign, takes the learner from the token and checks that viewerId
 * names them, then issues a token for that one video id with its play URL, which streams only with that token, and the
 * signature pair (ts, sign) of the player, signed with the server's own secret. Every video plays the sample clip
 * server/media/audition-sample.mp4 (range requests supported).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Database } from 'better-sqlite3'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PlaybackToken } from '../../../contract/practice'
import { playbackSign, playbackTsFresh, type PlaybackTokenForm } from '../../../contract/rules/playback'
import { randomToken, sha256 } from '../accounts/auth'
import { BizError, Code, badRequest, fail } from '../envelope'
import { sameSignature } from '../payments/paySign'
import { PracticeMsg } from './practice'

/** A playback token plays its video for 2 hours. */
export const PLAY_TOKEN_TTL_MS = 2 * 3600 * 1000
export const CLIP_FILE = path.resolve(__dirname, '..', '..', 'media', 'audition-sample.mp4')
const SANDBOX_SECRET = 'kj-practice-sandbox'
export const PLAY_REFUSED = '播放凭证无效或已过期'

/** The video account the form's userId must name, and the key of its sign (the app ships the same key). */
export interface PolyvAccount {
  userId: string
  signKey: string
}

/** The sandbox's account and key: the app's TARO_APP_POLYV_USER_ID / TARO_APP_POLYV_SIGN_KEY defaults. */
export const SANDBOX_POLYV: PolyvAccount = { userId: 'sbx-polyv-user', signKey: 'sbx-polyv-sign-key' }

export const PlayTokenMsg = {
  ACCOUNT: '播放账号userId不正确',
  EXPIRED: '请求已过期，请检查手机时间后重试',
  SIGN: '签名错误',
  VIEWER: '观看者与登录用户不符',
} as const

/**
 * The form's checks, in order: the account (400), ts within 10 minutes of the server's clock (403), the sign over
 * userId, videoId, viewerId, ts with the key (403), viewerId the token's learner (403). The learner is the token's:
 * userId is the video account, never a user.
 */
export function checkPlayTokenForm(form: PlaybackTokenForm, account: PolyvAccount, learnerId: number, now: number): void {
  if (form.userId !== account.userId) throw badRequest(PlayTokenMsg.ACCOUNT)
  if (!playbackTsFresh(form.ts, now)) throw new BizError(403, PlayTokenMsg.EXPIRED)
  const { userId, videoId, viewerId, ts } = form
  if (!sameSignature(form.sign, playbackSign({ userId, videoId, viewerId, ts }, account.signKey))) throw new BizError(403, PlayTokenMsg.SIGN)
  if (viewerId !== String(learnerId)) throw new BizError(403, PlayTokenMsg.VIEWER)
}

/** Issues a token for `vid` (a chapter's video id) to the user; `playPath` is the play route without the query. */
export function issuePlayToken(db: Database, userId: number, vid: string, playPath: string, now: number): PlaybackToken {
  if (!db.prepare('SELECT 1 FROM practice_chapters WHERE vid = ?').get(vid)) throw new BizError(Code.NOT_FOUND, PracticeMsg.VIDEO_NOT_FOUND)
  const token = randomToken()
  const expireTime = now + PLAY_TOKEN_TTL_MS
  db.prepare('INSERT INTO practice_play_tokens (token_hash, user_id, vid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(token),
    userId,
    vid,
    now,
    expireTime,
  )
  return {
    videoId: vid,
    token,
    playUrl: `${playPath}?playToken=${token}`,
    ts: now,
    sign: sha256(`${SANDBOX_SECRET}${userId}${vid}${now}`),
    expireTime,
  }
}

/** A live token issued for this vid. */
export function playTokenValid(db: Database, token: string | undefined, vid: string, now: number): boolean {
  if (!token) return false
  const row = db.prepare('SELECT vid, expires_at FROM practice_play_tokens WHERE token_hash = ?').get(sha256(token)) as
    | { vid: string; expires_at: number }
    | undefined
  return !!row && row.vid === vid && row.expires_at > now
}

/** Streams the clip: the whole file, or one byte range (206) for seeking; an unsatisfiable range is 416. */
export function sendClip(req: FastifyRequest, reply: FastifyReply) {
  const size = fs.statSync(CLIP_FILE).size
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', 'video/mp4').header('Cache-Control', 'private, no-store')
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim())
  if (!m || (m[1] === '' && m[2] === '')) return reply.header('Content-Length', size).send(fs.createReadStream(CLIP_FILE))
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start > end || start >= size) return reply.code(416).header('Content-Range', `bytes */${size}`).send()
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(fs.createReadStream(CLIP_FILE, { start, end }))
}

/** HTTP 403 (a media element needs a failing status) with the usual envelope. */
export const refusePlay = (reply: FastifyReply) => reply.code(403).send(fail(403, PLAY_REFUSED))
