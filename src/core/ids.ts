/** A random key for idempotent requests (not a secret: it only tells the server two submissions are one). */
export function newClientKey(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0')}`
}
