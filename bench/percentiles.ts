// Percentiles of measured times, and their usual "p50 / p95 / max" line.

/** The nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b)

/** "p50 / p95 / max" to a tenth of a millisecond. */
export const spread = (values: readonly number[]): string => {
  const sorted = ascending(values)
  return [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1)!].map((v) => v.toFixed(1)).join(" / ")
}
