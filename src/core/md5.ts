/**
 * MD5 of a string's UTF-8 bytes, as lowercase hex, by the `md5` package (pure JS: the mini-program has no crypto
 * module and H5's SubtleCrypto has no MD5). Used for the playback-token form's `sign` (src/core/playback.ts), whose
 * service asks for an MD5; never for anything that must stay secret.
 */
import md5OfText from 'md5'

export function md5(text: string): string {
  return md5OfText(text)
}
