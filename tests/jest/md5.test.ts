/** What the playback form's sign (contract/rules/playback.ts) relies on in the md5 package: RFC 1321, over UTF-8 text. */
import crypto from 'node:crypto'
import md5 from 'md5'

// RFC 1321 appendix A.5, the test suite.
it.each([
  ['', 'd41d8cd98f00b204e9800998ecf8427e'],
  ['a', '0cc175b9c0f1b6a831c399e269772661'],
  ['abc', '900150983cd24fb0d6963f7d28e17f72'],
  ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
  ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
  ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
])('RFC 1321: md5(%p)', (text, hex) => {
  expect(md5(text)).toBe(hex)
})

it('agrees with node:crypto on UTF-8 text of every length around the 64-byte blocks (Chinese, emoji)', () => {
  const alphabet = ['a', '9', '会', '计', '学', '堂', '😀', '-', '_']
  for (let n = 0; n < 140; n++) {
    const text = Array.from({ length: n }, (_, i) => alphabet[(i * 7 + n) % alphabet.length]).join('')
    expect(md5(text)).toBe(crypto.createHash('md5').update(text, 'utf8').digest('hex'))
  }
})
