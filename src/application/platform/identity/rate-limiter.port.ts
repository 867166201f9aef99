import type { RateLimitBucket } from '../../../domain/identity/rate-limits';

/** Counters shared by every worker (domain/identity/rate-limits.ts says how many per bucket). */
export interface RateLimiter {
  /** True when the key has used up its points in the bucket. */
  isBlocked(bucket: RateLimitBucket, key: string): Promise<boolean>;
  /** Uses one point; true when that was still allowed. */
  consume(bucket: RateLimitBucket, key: string): Promise<boolean>;
  reset(bucket: RateLimitBucket, key: string): Promise<void>;
}
