/**
 * Encrypts a password for getpublicKey's key in the mini-program: the shared cipher (./rsaPkcs1, PKCS#1 v1.5 as
 * JSEncrypt does), its padding from wx.getRandomValues (WeChat's secure random bytes; the logic layer has no WebCrypto).
 */
import type { PublicKeyResult } from '@contract/account'
import { sealPassword } from './rsaPkcs1'

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

export function encryptPassword(key: PublicKeyResult, password: string): Promise<string> {
  return sealPassword(key, password, secureRandom)
}
