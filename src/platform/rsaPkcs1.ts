/**
 * The one password cipher of both platforms: RSA PKCS#1 v1.5 encryption (RSAES-PKCS1-v1_5, what JSEncrypt's encrypt
 * does) under getpublicKey's key, a base64 SPKI (a PEM's body; the PEM itself is taken too), answered as base64.
 * node-forge does the RSA; the padding's random bytes come from the caller's secure source (crypto.getRandomValues,
 * wx.getRandomValues), never from forge's own generator, which falls back to Math.random where the platform gives it
 * no entropy. The clear password never leaves this module.
 */
import forge from 'node-forge/lib/forge'
import 'node-forge/lib/util'
import 'node-forge/lib/asn1'
import 'node-forge/lib/jsbn'
import 'node-forge/lib/rsa'

/** Secure random bytes of the platform. */
export type RandomBytes = (length: number) => Uint8Array | Promise<Uint8Array>

/** The key as getpublicKey answers it: base64 SPKI DER, with or without the PEM's armour and line breaks. */
export function publicKeyDer(publicKey: string): string {
  return forge.util.decode64(publicKey.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''))
}

/** `count` random bytes none of which is zero (PKCS#1 v1.5's padding string), drawn from `random`. */
async function nonZeroBytes(count: number, random: RandomBytes): Promise<string> {
  let out = ''
  while (out.length < count) {
    const drawn = await random(count - out.length + 8)
    for (const b of Array.from(drawn)) if (b !== 0 && out.length < count) out += String.fromCharCode(b)
  }
  return out
}

/** base64 of RSAES-PKCS1-v1_5(`password` as UTF-8) under `publicKey` (base64 SPKI), its padding from `random`. */
export async function sealPassword(publicKey: string, password: string, random: RandomBytes): Promise<string> {
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(publicKeyDer(publicKey))) as forge.pki.rsa.PublicKey
  const k = Math.ceil(key.n.bitLength() / 8)
  const message = forge.util.encodeUtf8(password)
  if (message.length > k - 11) throw new Error('password too long for the key')
  // EB = 00 || 02 || PS (non-zero random, at least 8) || 00 || M, then the raw RSA public operation.
  const block = `\x00\x02${await nonZeroBytes(k - 3 - message.length, random)}\x00${message}`
  return forge.util.encode64(key.encrypt(block, 'RAW'))
}
