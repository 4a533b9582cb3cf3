// A token bucket: up to `capacity` events at once, refilled at `refillPerSecond`. Pure: the
// caller keeps the bucket. Used for socket events per connection and per user (rates.ts).

export interface BucketRule {
  readonly capacity: number
  readonly refillPerSecond: number
}

export interface Bucket {
  readonly tokens: number
  /** When `tokens` was last worked out (ms). */
  readonly at: number
}

export const fullBucket = (rule: BucketRule, now: number): Bucket => ({ tokens: rule.capacity, at: now })

/** Takes one token if there is one; the bucket as it stands after. */
export const take = (bucket: Bucket, now: number, rule: BucketRule): { readonly allowed: boolean; readonly bucket: Bucket } => {
  const elapsed = Math.max(0, now - bucket.at) / 1000
  const tokens = Math.min(rule.capacity, bucket.tokens + elapsed * rule.refillPerSecond)
  if (tokens < 1) return { allowed: false, bucket: { tokens, at: now } }
  return { allowed: true, bucket: { tokens: tokens - 1, at: now } }
}
