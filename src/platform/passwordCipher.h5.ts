/**
 * Encrypts a password for the server on H5: WebCrypto's RSA-OAEP (SHA-256) with the key of getpublicKey (its JWK).
 * Outside a secure context (no crypto.subtle) the node-forge implementation is loaded on demand, seeded by
 * crypto.getRandomValues. The clear password never leaves this function.
 */
import type { PublicKeyResult } from '@contract/account'
import { passwordPlaintext } from '@contract/rules/password'

function toBase64(bytes: ArrayBuffer): string {
  let binary = ''
  new Uint8Array(bytes).forEach((b) => (binary += String.fromCharCode(b)))
  return window.btoa(binary)
}

export async function encryptPassword(key: PublicKeyResult, password: string): Promise<string> {
  const plaintext = passwordPlaintext(key.nonce, password)
  const subtle = window.crypto?.subtle
  if (subtle) {
    const publicKey = await subtle.importKey('jwk', { kty: 'RSA', n: key.jwk.n, e: key.jwk.e, alg: 'RSA-OAEP-256', ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])
    return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(plaintext)))
  }
  const { forgeEncrypt, OAEP_SEED_BYTES } = await import('./rsaForge')
  return forgeEncrypt(key.jwk, plaintext, window.crypto.getRandomValues(new Uint8Array(OAEP_SEED_BYTES)))
}
