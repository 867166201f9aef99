import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { MeasurementCallCounter } from '../../../application/platform/tracking/measurement-call-counter.port';
import { MEASUREMENT_RATE, type MeasurementCallKind } from '../../../domain/tracking/server-measurement';

/**
 * rate-limiter-flexible on the shared `rate_limits` table (migration 0003), so every worker and host
 * counts one allowance per visitor. Keys are hashed: the table never holds an address.
 */
export class PostgresMeasurementCallCounter implements MeasurementCallCounter {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'measurementCalls',
      points: MEASUREMENT_RATE.points,
      duration: MEASUREMENT_RATE.durationSeconds,
    });
  }

  async consume(site: string, kind: MeasurementCallKind, visitorAddress: string): Promise<number | null> {
    const key = createHash('sha256').update(`${site}\n${kind}\n${visitorAddress}`, 'utf8').digest('hex');
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      // Over the limit it rejects with a RateLimiterRes; a store error is a real error.
      if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }
}
