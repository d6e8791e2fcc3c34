import crypto from 'node:crypto'

/**
 * The two colours of a placeholder picture's diagonal gradient, from a hash of its key: every goods, banner and icon
 * gets its own stable picture (drawn by ./picture.ts).
 */

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
