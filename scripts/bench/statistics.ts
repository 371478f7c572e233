// The bench's one median: every figure it reports over several runs or rounds is the median of
// them (Lighthouse samples, build times, the content check's times).

/** The middle value, or the mean of the two middle values of an even count; NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
