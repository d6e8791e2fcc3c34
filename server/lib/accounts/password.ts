import crypto from 'node:crypto'
import { promisify } from 'node:util'
import type { Database } from 'better-sqlite3'
import { checkPassword, splitPasswordPlaintext } from '../../../contract/rules/password'
import { sha256 } from './auth'
import { badRequest } from '../envelope'

/**
 * Passwords on the server: they arrive RSA-OAEP (SHA-256) encrypted with the server's public key (getpublicKey) around
 * a one-time nonce, are decrypted here, checked with the app's rules (contract/rules/password.ts) and kept only as scrypt
 * hashes (node:crypto). No clear password is stored, logged or sent back.
 */

export const PasswordMsg = {
  /** The ciphertext cannot be read, or its nonce is unknown, used or old: the client asks for a new key and sends again. */
  STALE: '密码已失效，请重新提交',
} as const

/** How long a getpublicKey nonce may be used. */
export const NONCE_TTL_MS = 5 * 60_000

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>
/** scrypt cost: N 2^14, r 8, p 1 (16 MiB, about 50 ms here), 16-byte salt, 32-byte key. */
const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 })
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** A hash no password matches, verified against for unknown accounts so that both take the same time. */
let decoy: Promise<string> | undefined

/** True when `password` matches the stored hash; an account without one (or none at all) takes as long and fails. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await (decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'))))
  const [scheme, n, r, p, salt, key] = hash.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const want = Buffer.from(key, 'base64')
  const got = await scrypt(password, Buffer.from(salt, 'base64'), want.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 })
  return crypto.timingSafeEqual(want, got) && stored !== null && stored !== undefined
}

export interface PasswordKey {
  /** SPKI PEM, the spec's "public key". */
  publicKey: string
  /** The same key as a JWK (base64url modulus and exponent): what WebCrypto and the mini-program's RSA take. */
  jwk: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256' }
  /** SHA-256 of the SPKI, hex, first 16: names the key the client used. */
  keyId: string
  decrypt(ciphertext: Buffer): Buffer
}

/**
 * The server's RSA key pair (2048 bits): RSA_PRIVATE_KEY (PKCS#8 PEM) when set, else one generated on first use and
 * kept in the database (server_secrets 'rsa-password-key'), so a restart keeps the key the browsers were given.
 */
export function loadPasswordKey(db: Database, now: number, fromEnv?: string): PasswordKey {
  let pem = fromEnv
  if (!pem) {
    const row = db.prepare("SELECT value FROM server_secrets WHERE name = 'rsa-password-key'").get() as { value: string } | undefined
    if (row) pem = row.value
    else {
      const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
      db.prepare("INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES ('rsa-password-key', ?, ?)").run(
        privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        now,
      )
      pem = (db.prepare("SELECT value FROM server_secrets WHERE name = 'rsa-password-key'").get() as { value: string }).value
    }
  }
  const privateKey = crypto.createPrivateKey(pem)
  const publicKey = crypto.createPublicKey(privateKey)
  const spki = publicKey.export({ type: 'spki', format: 'der' })
  const jwk = publicKey.export({ format: 'jwk' }) as { n: string; e: string }
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256' },
    keyId: crypto.createHash('sha256').update(spki).digest('hex').slice(0, 16),
    decrypt: (ciphertext) => crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext),
  }
}

/** A fresh nonce for one encrypted password (kept as its hash, for NONCE_TTL_MS). */
export function issueNonce(db: Database, now: number): string {
  const nonce = crypto.randomBytes(16).toString('hex')
  db.prepare('DELETE FROM password_nonces WHERE expires_at < ?').run(now - NONCE_TTL_MS)
  db.prepare('INSERT INTO password_nonces (nonce_hash, created_at, expires_at) VALUES (?, ?, ?)').run(sha256(`nonce:${nonce}`), now, now + NONCE_TTL_MS)
  return nonce
}

/**
 * The password inside `encrypted` (base64 RSA-OAEP ciphertext of "nonce:password"), its nonce taken. Throws 400
 * 密码已失效，请重新提交 when it cannot be read or the nonce is unknown, used or expired.
 */
export function openPassword(db: Database, key: PasswordKey, encrypted: string, now: number): string {
  let plaintext: string
  try {
    plaintext = key.decrypt(Buffer.from(encrypted, 'base64')).toString('utf8')
  } catch {
    throw badRequest(PasswordMsg.STALE)
  }
  const parts = splitPasswordPlaintext(plaintext)
  if (!parts) throw badRequest(PasswordMsg.STALE)
  const taken = db
    .prepare('UPDATE password_nonces SET used_at = ? WHERE nonce_hash = ? AND used_at IS NULL AND expires_at > ?')
    .run(now, sha256(`nonce:${parts.nonce}`), now)
  if (taken.changes !== 1) throw badRequest(PasswordMsg.STALE)
  return parts.password
}

/** A new password, opened and held to the app's rules (the same messages as the form's). */
export function openNewPassword(db: Database, key: PasswordKey, encrypted: string, now: number): string {
  const password = openPassword(db, key, encrypted, now)
  const problem = checkPassword(password)
  if (problem) throw badRequest(problem)
  return password
}

/** Sets a learner's password (hash only) and ends every session they had: a reset locks out whoever had the old one. */
export async function setPassword(db: Database, userId: number, password: string, now: number): Promise<void> {
  const hash = await hashPassword(password)
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, password_set_at = ? WHERE id = ?').run(hash, now, userId)
    db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId)
  })()
}
