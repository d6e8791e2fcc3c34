/**
 * RSA-OAEP (SHA-256, MGF1 SHA-256) encryption with node-forge, for where WebCrypto is missing: the mini-program's
 * logic layer (no crypto.subtle) and an H5 page outside a secure context. The OAEP seed comes from the caller's
 * secure random bytes (wx.getRandomValues, crypto.getRandomValues), never from forge's own generator, which falls back
 * to Math.random where the platform gives it no entropy.
 */
import forge from 'node-forge/lib/forge'
import 'node-forge/lib/jsbn'
import 'node-forge/lib/util'
import 'node-forge/lib/sha256'
import 'node-forge/lib/pkcs1'
import 'node-forge/lib/rsa'
import type { PublicKeyResult } from '@contract/account'

/** OAEP's seed is as long as the digest: 32 bytes for SHA-256. */
export const OAEP_SEED_BYTES = 32

const base64urlToHex = (s: string) => forge.util.bytesToHex(forge.util.decode64(s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4)))

/** base64 of RSA-OAEP(`plaintext` as UTF-8) under the key; `seed` is 32 secure random bytes. */
export function forgeEncrypt(jwk: PublicKeyResult['jwk'], plaintext: string, seed: Uint8Array): string {
  if (seed.length !== OAEP_SEED_BYTES) throw new Error('OAEP seed must be 32 bytes')
  const { BigInteger } = forge.jsbn
  const key = forge.pki.setRsaPublicKey(new BigInteger(base64urlToHex(jwk.n), 16), new BigInteger(base64urlToHex(jwk.e), 16))
  const seedBytes = String.fromCharCode(...Array.from(seed))
  const sealed = key.encrypt(forge.util.encodeUtf8(plaintext), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
    seed: seedBytes,
  } as unknown as Parameters<typeof key.encrypt>[2])
  return forge.util.encode64(sealed)
}
