/** Small numeric helpers of the bench (pure). */

/** Median of the numbers (mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Median of one field over repeated runs. */
export const medianOf = <T>(runs: T[], pick: (run: T) => number) => median(runs.map(pick))

export const KB = 1024
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)} KB` : 'n/a')
export const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / KB / KB).toFixed(1)} MB` : 'n/a')
export const ms = (value: number, digits = 0) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a')
export const seconds = (valueMs: number) => (Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : 'n/a')
