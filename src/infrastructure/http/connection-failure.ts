/** Socket failures on the way to another server (Node's errno codes, as fetch and node-postgres pass them on). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * True when an error, or one it wraps (`cause`, `originalError`, an AggregateError's `errors`, a few
 * levels deep), satisfies `test`. Errors of fetch, pg and GraphQL wrap the socket error that matters.
 */
export function someCause(error: unknown, test: (error: object) => boolean, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  if (test(error)) return true;
  const e = error as { cause?: unknown; originalError?: unknown; errors?: unknown };
  if (Array.isArray(e.errors) && e.errors.some((inner) => someCause(inner, test, depth + 1))) return true;
  return someCause(e.cause, test, depth + 1) || someCause(e.originalError, test, depth + 1);
}

/** True when the other server could not be reached or dropped the connection (not when it answered). */
export function isConnectionFailure(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' && SOCKET_CODES.has(code);
  });
}
