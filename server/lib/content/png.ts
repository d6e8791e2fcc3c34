import crypto from 'node:crypto'
import zlib from 'node:zlib'

/**
 * Placeholder cover images in pure Node: an RGB PNG (8-bit, no alpha) with a diagonal two-colour gradient whose
 * colours derive from a hash of the key, so every goods, banner and icon gets its own stable picture.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** HSL (h 0..360, s and l 0..1) to [r, g, b] 0..255. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** Two pleasant colours from the key: hues from its SHA-256, the second shifted 40..100 degrees. */
export function coverColours(key: string): [[number, number, number], [number, number, number]] {
  const d = crypto.createHash('sha256').update(key).digest()
  const h1 = d.readUInt16BE(0) % 360
  const h2 = (h1 + 40 + (d[2] % 61)) % 360
  return [hsl(h1, 0.55 + (d[3] % 20) / 100, 0.5 + (d[4] % 10) / 100), hsl(h2, 0.6 + (d[5] % 20) / 100, 0.42 + (d[6] % 12) / 100)]
}

/** A width x height PNG with a top-left to bottom-right gradient between the key's two colours. */
export function gradientPng(key: string, width: number, height: number): Buffer {
  const [a, b] = coverColours(key)
  const row = width * 3 + 1
  const raw = Buffer.alloc(row * height)
  const span = Math.max(1, width - 1 + height - 1)
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span
      const o = y * row + 1 + x * 3
      raw[o] = a[0] + (b[0] - a[0]) * t
      raw[o + 1] = a[1] + (b[1] - a[1]) * t
      raw[o + 2] = a[2] + (b[2] - a[2]) * t
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type: RGB
  // compression, filter and interlace methods stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
