import { randomUUID } from 'node:crypto';

/** A request id we accept from a proxy: a short token of safe characters (no spaces, no injection). */
const SANE_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function isSaneRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SANE_TOKEN.test(value);
}

/** The incoming `X-Request-Id` when it is a sane token, otherwise a fresh UUID. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return isSaneRequestId(incoming) ? incoming : randomUUID();
}
