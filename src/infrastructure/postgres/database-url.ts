import pg from 'pg';

/**
 * A connection string for messages: user, host, port and database, never the password.
 * Unparseable input is not echoed either, since it may hold a password in an odd spot.
 */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    return `${u.protocol}//${user}${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** The database cannot be reached. The message is one line, fit for a terminal, without secrets. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(
    readonly target: string,
    readonly reason: string,
  ) {
    super(`Database unavailable at ${target}: ${reason}`);
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
  '28P01': 'password authentication failed',
  '28000': 'access denied',
  '3D000': 'database does not exist',
  '57P03': 'server is starting up or shutting down',
};

/** A short human reason for a connection failure (pg errors, socket errors, Node's AggregateError). */
export function connectionFailureReason(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: unknown[] } | undefined;
  if (e?.code && REASONS[e.code]) return REASONS[e.code]!;
  if (Array.isArray(e?.errors) && e.errors.length > 0) return connectionFailureReason(e.errors[0]);
  const message = (e?.message ?? String(error)).split('\n')[0]?.trim();
  if (message && /timeout/i.test(message)) return 'connection timed out';
  return message || 'unknown error';
}

/** Throws DatabaseUnavailableError unless a connection can be opened and answers `select 1`. */
export async function assertDatabaseReachable(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseUnavailableError(describeDatabaseUrl(url), connectionFailureReason(error));
  } finally {
    await client.end().catch(() => undefined);
  }
}
