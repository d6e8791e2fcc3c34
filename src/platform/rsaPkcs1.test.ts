/**
 * The password cipher against the server's own decryption (node-forge's PKCS#1 v1.5, as server/lib/accounts/password.ts
 * opens it): getpublicKey's base64 SPKI, JSEncrypt's scheme, the padding from the platform's random bytes.
 */
import crypto, { webcrypto } from 'node:crypto'
import forge from 'node-forge'
import { encryptPassword } from './passwordCipher.h5'
import { publicKeyDer, sealPassword } from './rsaPkcs1'

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const PEM = publicKey.export({ type: 'spki', format: 'pem' }) as string
/** What getpublicKey answers: the PEM's body. */
const KEY = (publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64')
const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey
const open = (sealed: string) => forge.util.decodeUtf8(forgeKey.decrypt(forge.util.decode64(sealed), 'RSAES-PKCS1-V1_5'))
/** The padded block itself (raw RSA), to see the padding the random bytes made. */
const block = (sealed: string) => Buffer.from(forgeKey.decrypt(forge.util.decode64(sealed), 'RAW'), 'latin1')

const realCrypto = Object.getOwnPropertyDescriptor(window, 'crypto')
afterEach(() => {
  if (realCrypto) Object.defineProperty(window, 'crypto', realCrypto)
})

it('H5: the server opens the password; 256 bytes of base64 that never hold it and differ each time', async () => {
  const getRandomValues = jest.fn(<T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T)
  Object.defineProperty(window, 'crypto', { value: { getRandomValues }, configurable: true })
  const a = await encryptPassword(KEY, 'Pässwörd:1a')
  const b = await encryptPassword(KEY, 'Pässwörd:1a')
  expect(a).toMatch(/^[A-Za-z0-9+/]{342}==$/)
  expect(a).not.toBe(b)
  expect(open(a)).toBe('Pässwörd:1a')
  expect(Buffer.from(a, 'base64').toString('latin1')).not.toContain('Pässwörd')
  expect(getRandomValues).toHaveBeenCalled()
})

it('the padding is 00 02, non-zero random bytes from the source given (zeros skipped), 00, the UTF-8 password', async () => {
  let calls = 0
  // every other byte zero: the cipher must draw again until it has enough non-zero ones
  const random = (n: number) => (calls++, Uint8Array.from({ length: n }, (_, i) => (i % 2 ? 0 : 7)))
  const sealed = await sealPassword(KEY, '密码Secret1', random)
  const eb = block(sealed)
  const message = Buffer.from('密码Secret1', 'utf8')
  expect(eb.subarray(0, 2)).toEqual(Buffer.from([0, 2]))
  expect(eb.subarray(2, 256 - message.length - 1).every((b) => b === 7)).toBe(true)
  expect(eb[256 - message.length - 1]).toBe(0)
  expect(eb.subarray(256 - message.length)).toEqual(message)
  expect(calls).toBeGreaterThan(1)
  expect(await sealPassword(KEY, '密码Secret1', random)).toBe(sealed)
})

it('takes the key with its PEM armour and line breaks too; node:crypto reads what it sends as PKCS#1 v1.5', async () => {
  expect(publicKeyDer(PEM)).toBe(publicKeyDer(KEY))
  const sealed = await sealPassword(PEM, 'Secret123', (n) => webcrypto.getRandomValues(new Uint8Array(n)))
  const raw = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(sealed, 'base64'))
  expect(raw.subarray(raw.length - 10).toString('latin1')).toBe('\0Secret123')
})

it('refuses a password longer than the key can hold (245 bytes for 2048 bits)', async () => {
  const random = (n: number) => webcrypto.getRandomValues(new Uint8Array(n))
  await expect(sealPassword(KEY, 'x'.repeat(246), random)).rejects.toThrow('password too long for the key')
  expect(open(await sealPassword(KEY, 'x'.repeat(245), random))).toBe('x'.repeat(245))
})
