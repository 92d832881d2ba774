/**
 * Per-key token buckets, in memory on each instance: a key may make `burst` calls at once and then
 * `ratePerSecond` a second. With several instances behind a load balancer a key's limit is per
 * instance; the limit protects providers from bursts, and the quota (shared in the database) is what
 * bounds a month's calls.
 */
export function createRateLimiter({
  ratePerSecond,
  burst,
  now = () => performance.now(),
}: {
  ratePerSecond: number
  burst: number
  now?: () => number
}) {
  const buckets = new Map<string, { tokens: number; updatedAt: number }>()
  const maxBuckets = 50_000
  const allowed = { isAllowed: true } as const

  function refill(bucket: { tokens: number; updatedAt: number }, at: number) {
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * ratePerSecond)
    bucket.updatedAt = at
  }

  return {
    /** Takes one call's token; when there is none, how many whole seconds until there is. */
    take(key: string): { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number } {
      const at = now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxBuckets) {
          // Full buckets hold nothing a fresh one would not, so they go first.
          for (const [name, entry] of buckets) {
            refill(entry, at)
            if (entry.tokens >= burst) buckets.delete(name)
          }
        }
        bucket = { tokens: burst, updatedAt: at }
        buckets.set(key, bucket)
      }
      refill(bucket, at)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return allowed
      }
      return {
        isAllowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond)),
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
