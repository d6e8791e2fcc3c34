/**
 * Encrypts a password for the server in the mini-program: the logic layer has no WebCrypto, so node-forge's RSA-OAEP
 * (SHA-256) with a seed from wx.getRandomValues (WeChat's secure random bytes). The clear password never leaves here.
 */
import type { PublicKeyResult } from '@contract/account'
import { passwordPlaintext } from '@contract/rules/password'
import { forgeEncrypt, OAEP_SEED_BYTES } from './rsaForge'

/** WeChat's secure random bytes; a client too old to have them cannot encrypt a password safely (code login stays). */
function secureRandom(length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!wx.getRandomValues) {
      reject(new Error('wx.getRandomValues is missing: update WeChat'))
      return
    }
    wx.getRandomValues({
      length,
      success: (res) => resolve(new Uint8Array(res.randomValues)),
      fail: (err) => reject(err),
    })
  })
}

export async function encryptPassword(key: PublicKeyResult, password: string): Promise<string> {
  return forgeEncrypt(key.jwk, passwordPlaintext(key.nonce, password), await secureRandom(OAEP_SEED_BYTES))
}
