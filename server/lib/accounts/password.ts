import crypto from 'node:crypto'
import { promisify } from 'node:util'
import type { Database } from 'better-sqlite3'
import forge from 'node-forge'
import { checkPassword } from '../../../contract/rules/password'
import { badRequest } from '../envelope'

/**
 * Passwords on the server: they arrive as base64 RSA PKCS#1 v1.5 (as JSEncrypt sends them) under the server's public
 * key (getpublicKey), are decrypted here with node-forge (Node 20's privateDecrypt refuses PKCS#1 v1.5 padding since
 * CVE-2023-46809), checked with the app's rules (contract/rules/password.ts) and kept only as scrypt hashes
 * (node:crypto). No clear password is stored, logged or sent back.
 */

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
  /** base64 SPKI DER (a PEM's body): what getpublicKey answers and JSEncrypt's setPublicKey takes. */
  publicKey: string
  /** SHA-256 of the SPKI, hex, first 16: names the key in logs and tests. */
  keyId: string
  /**
   * The password in a base64 ciphertext. A ciphertext that does not open (wrong length, bad padding, not UTF-8) gives a
   * stand-in derived from it and the key (implicit rejection): it fails as a wrong password does, so the answers tell a
   * sender nothing about the padding.
   */
  open(encrypted: string): string
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
  const spki = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey
  const rejectionKey = crypto.createHash('sha256').update('password-rejection').update(privateKey.export({ type: 'pkcs8', format: 'der' })).digest()
  const k = Math.ceil(forgeKey.n.bitLength() / 8)
  return {
    publicKey: spki.toString('base64'),
    keyId: crypto.createHash('sha256').update(spki).digest('hex').slice(0, 16),
    open(encrypted) {
      const bytes = Buffer.from(encrypted, 'base64')
      try {
        if (bytes.length !== k) throw new Error('length')
        return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(forgeKey.decrypt(bytes.toString('latin1'), 'RSAES-PKCS1-V1_5'), 'latin1'))
      } catch {
        // 16 bytes of HMAC as Latin-1: no password the rules accept, the same for the same ciphertext.
        return crypto.createHmac('sha256', rejectionKey).update(bytes).digest().subarray(0, 16).toString('latin1')
      }
    },
  }
}

/** The password inside `encrypted` (base64 RSA PKCS#1 v1.5 ciphertext); one that does not open reads as a wrong one. */
export function openPassword(key: PasswordKey, encrypted: string): string {
  return key.open(encrypted)
}

/** A new password, opened and held to the app's rules (the same messages as the form's). */
export function openNewPassword(key: PasswordKey, encrypted: string): string {
  const password = openPassword(key, encrypted)
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
