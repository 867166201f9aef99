import type pg from 'pg';
import type { ReadOnlyMode } from '../../../application/platform/config-admin/config-admin-repository.port';
import { isReadOnlyValue, READ_ONLY_KEY } from '../../../domain/site/app-config-rules';

/** How long a worker trusts the flag it read: turning read-only on or off reaches every worker within this time. */
export const READ_ONLY_CACHE_MS = 2_000;

/**
 * The read-only flag from the platform-wide `app_config` row, read at most once per cache period per
 * process (concurrent askers share one query). Unreadable (the database is away): not read-only — the
 * writes themselves then fail as they would anyway, and the flag never locks staff out.
 */
export class PostgresReadOnlyMode implements ReadOnlyMode {
  private cached: { readonly on: boolean; readonly at: number } | null = null;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = READ_ONLY_CACHE_MS,
  ) {}

  isOn(): Promise<boolean> {
    const cached = this.cached;
    if (cached && this.now() - cached.at < this.ttlMs) return Promise.resolve(cached.on);
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  changed(on: boolean): void {
    this.cached = { on, at: this.now() };
  }

  private async read(): Promise<boolean> {
    try {
      const { rows } = await this.pool.query<{ value: string }>('select value from app_config where site is null and key = $1', [
        READ_ONLY_KEY,
      ]);
      const on = isReadOnlyValue(rows[0]?.value);
      this.cached = { on, at: this.now() };
      return on;
    } catch {
      return false;
    }
  }
}
