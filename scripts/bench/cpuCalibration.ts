/**
 * Lighthouse's 4x CPU slowdown assumes a high-end desktop host (BenchmarkIndex 1500-2000): 4x of such a host is a
 * mid-tier phone. On a slower host the same 4x emulates a slower phone. Lighthouse's docs (docs/throttling.md,
 * "Calibrating the CPU slowdown") give the multiplier that brings a host to a mid-tier phone from the host's
 * BenchmarkIndex, through the Lighthouse CPU throttling calculator; this is that calculator's curve (pure, for tests).
 */

/** The slowdown that brings a host of `benchmarkIndex` to a mid-tier phone; undefined when the host is itself one. */
export function midTierMultiplier(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined
  // The calculator's anchors: 150 = 1x, 800 = 2x, 1300 = 3x, 1533 = 4x, 1766 = 5x, 2000 = 6x.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}
