/**
 * The password cipher against the server's own decryption (node:crypto, as server/lib/accounts/password.ts opens it):
 * WebCrypto's RSA-OAEP on H5, and node-forge's (the mini-program's, and H5's outside a secure context).
 */
import crypto from 'node:crypto'
import { webcrypto } from 'node:crypto'
import { TextEncoder } from 'node:util'
import type { PublicKeyResult } from '@contract/account'
import { encryptPassword } from './passwordCipher.h5'
import { forgeEncrypt, OAEP_SEED_BYTES } from './rsaForge'

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const jwk = publicKey.export({ format: 'jwk' }) as { n: string; e: string }
const KEY: PublicKeyResult = {
  publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256' },
  keyId: 'k',
  nonce: 'a1b2c3',
  expiresIn: 300,
}
const open = (sealed: string) => crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed, 'base64')).toString('utf8')

// jsdom has no TextEncoder; every browser the app supports does.
Object.assign(globalThis, { TextEncoder })

const realCrypto = Object.getOwnPropertyDescriptor(window, 'crypto')
afterEach(() => {
  if (realCrypto) Object.defineProperty(window, 'crypto', realCrypto)
})
const useCrypto = (value: unknown) => Object.defineProperty(window, 'crypto', { value, configurable: true })

it('WebCrypto: the server opens "nonce:password"; the ciphertext never holds the password and differs each time', async () => {
  useCrypto(webcrypto)
  const a = await encryptPassword(KEY, 'Pässwörd:1a')
  const b = await encryptPassword(KEY, 'Pässwörd:1a')
  expect(a).toMatch(/^[A-Za-z0-9+/]{342}==$/)
  expect(a).not.toBe(b)
  expect(open(a)).toBe('a1b2c3:Pässwörd:1a')
  expect(Buffer.from(a, 'base64').toString('latin1')).not.toContain('Pässwörd')
})

it('without crypto.subtle (an insecure page): node-forge, seeded by getRandomValues', async () => {
  const getRandomValues = jest.fn(<T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T)
  useCrypto({ getRandomValues })
  const sealed = await encryptPassword(KEY, 'Secret123')
  expect(open(sealed)).toBe('a1b2c3:Secret123')
  expect(getRandomValues).toHaveBeenCalledWith(expect.any(Uint8Array))
  expect((getRandomValues.mock.calls[0][0] as Uint8Array).length).toBe(OAEP_SEED_BYTES)
})

it('node-forge: the seed given is the seed used (same seed, same ciphertext); a seed of the wrong size is refused', () => {
  const seed = new Uint8Array(OAEP_SEED_BYTES).fill(7)
  const a = forgeEncrypt(KEY.jwk, 'n:Secret123', seed)
  expect(forgeEncrypt(KEY.jwk, 'n:Secret123', seed)).toBe(a)
  expect(open(a)).toBe('n:Secret123')
  expect(open(forgeEncrypt(KEY.jwk, 'n:密码Secret1', new Uint8Array(OAEP_SEED_BYTES).fill(9)))).toBe('n:密码Secret1')
  expect(() => forgeEncrypt(KEY.jwk, 'x', new Uint8Array(8))).toThrow('OAEP seed must be 32 bytes')
})
