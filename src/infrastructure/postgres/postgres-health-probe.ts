import type pg from 'pg';
import type { HealthProbe } from '../../application/platform/health/health-probe.port';

/** Healthy when `select 1` answers within the timeout; never throws. */
export class PostgresHealthProbe implements HealthProbe {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeoutMs = 2_000,
  ) {}

  async check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const probe = this.pool.query('select 1 as ok').then(
      (r) => r.rows[0]?.ok === 1,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
