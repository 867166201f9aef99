import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiter } from '../../../application/platform/identity/rate-limiter.port';
import { RATE_LIMITS, type RateLimitBucket } from '../../../domain/identity/rate-limits';

/**
 * rate-limiter-flexible on PostgreSQL (table `rate_limits`, migration 0003), shared by every worker.
 * Keys are hashed: the table never holds an e-mail address or an IP.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly limiters: Record<RateLimitBucket, RateLimiterPostgres>;

  constructor(pool: pg.Pool) {
    const make = (bucket: RateLimitBucket) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: bucket,
        points: RATE_LIMITS[bucket].points,
        duration: RATE_LIMITS[bucket].durationSeconds,
      });
    const buckets = Object.keys(RATE_LIMITS) as RateLimitBucket[];
    this.limiters = Object.fromEntries(buckets.map((bucket) => [bucket, make(bucket)])) as Record<RateLimitBucket, RateLimiterPostgres>;
  }

  async isBlocked(bucket: RateLimitBucket, key: string): Promise<boolean> {
    const res = await this.limiters[bucket].get(hashKey(key));
    return res !== null && res.consumedPoints >= RATE_LIMITS[bucket].points;
  }

  async consume(bucket: RateLimitBucket, key: string): Promise<boolean> {
    try {
      await this.limiters[bucket].consume(hashKey(key));
      return true;
    } catch (rejection) {
      // Over the limit it rejects with a RateLimiterRes; a store error is a real error.
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  async reset(bucket: RateLimitBucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(hashKey(key));
  }
}

const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
