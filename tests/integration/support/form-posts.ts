import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/infrastructure/di/cookie-names';
import type { Board } from '../../../src/infrastructure/di/board';

const ORIGIN = 'http://localhost:3000';

/** A form post as a browser sends it from this site: same-origin signals, the CSRF cookie and token. */
export function formPost(
  b: Pick<Board, 'csrfGuard'>,
  path: string,
  fields: Record<string, string>,
  options: { session?: string; csrf?: boolean; body?: BodyInit; contentType?: string } = {},
): Request {
  const csrf = b.csrfGuard.csrf.issue();
  const cookie = [
    `${CSRF_COOKIE}=${encodeURIComponent(csrf.cookie)}`,
    ...(options.session ? [`${SESSION_COOKIE}=${options.session}`] : []),
  ];
  const all = { ...(options.csrf === false ? {} : { csrfToken: csrf.token }), ...fields };
  const headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: cookie.join('; ') };
  if (options.contentType) headers['content-type'] = options.contentType;
  else if (!options.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: options.body ?? new URLSearchParams(all).toString(),
    ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** The same post from another site (no token would help it). */
export function crossSitePost(path: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * A chunked url-encoded body that starts like the form (`head`) and then sends `filler` bytes without
 * end, counting what the server pulled: a bounded reader stops long before the end.
 */
export function endlessForm(head: string, total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let pulled = 0;
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (first) {
        first = false;
        const bytes = new TextEncoder().encode(`${head}&filler=`);
        pulled += bytes.byteLength;
        return controller.enqueue(bytes);
      }
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}
