import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * pg is loaded when the first pool is made, not when this module is: a board-only process imports the
 * composition root (and so this file) but never opens a database, and must not load a database driver.
 */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

export interface PoolOptions {
  /** Per process; four workers per site share one server, so keep it modest. */
  readonly max?: number;
  readonly statementTimeoutMs?: number;
  readonly applicationName?: string;
}

/**
 * The connection pool every adapter shares. bigint ids stay strings (pg's default for int8),
 * which is how the domain carries ids anyway.
 */
export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: options.applicationName ?? 'jobboard',
    // JIT compiling and parallel workers pay off for long analytical queries only. A search whose
    // estimated cost crosses jit_above_cost got tens of milliseconds of compilation added to a query of
    // a few, and a newest-first page walked by two parallel workers took 8 ms instead of 1, mostly
    // starting them. Every query here is a short one serving a request.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}
