/**
 * Encrypts a password for getpublicKey's key on H5: the shared cipher (./rsaPkcs1, PKCS#1 v1.5 as JSEncrypt does),
 * loaded on first use so the first page does not carry it, its padding from crypto.getRandomValues (there in every
 * supported browser, secure context or not).
 */
import type { PublicKeyResult } from '@contract/account'

export async function encryptPassword(key: PublicKeyResult, password: string): Promise<string> {
  const { sealPassword } = await import('./rsaPkcs1')
  return sealPassword(key, password, (length) => window.crypto.getRandomValues(new Uint8Array(length)))
}
