import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../../src/infrastructure/http/connection-failure';
import { isDatabaseUnavailable } from '../../../src/infrastructure/postgres/database-unavailable';
import { DatabaseUnavailableError } from '../../../src/infrastructure/postgres/database-url';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which errors mean "the database is away, retry shortly" (503) rather than "something broke" (500)', () => {
  it('a refused or reset connection, also wrapped by fetch, GraphQL or an AggregateError', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Unexpected error.', originalError: withCode('ETIMEDOUT') })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('EHOSTUNREACH')], 'all failed'))).toBe(true);
  });

  it('PostgreSQL shutting down, starting up, full, or a connection exception (class 08)', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it("node-postgres's own lost-connection messages and the start-up check's error", async () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('postgres://db', 'connection refused'))).toBe(true);
    // A real client against a port nobody listens on.
    const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
    const failure = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('not for errors of the request or the data: those are bugs or refusals, never retried', () => {
    for (const code of ['23505', '22P02', '42P01', '40001', '28P01']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('follows causes only a few levels deep (a cyclic cause cannot hang it)', () => {
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(isConnectionFailure(cyclic)).toBe(false);
    let deep: unknown = withCode('ECONNREFUSED');
    for (let i = 0; i < 10; i++) deep = new Error('wrapped', { cause: deep });
    expect(isConnectionFailure(deep)).toBe(false);
  });
});
