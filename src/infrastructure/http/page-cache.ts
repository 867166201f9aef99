import negotiate from '@fastify/accept-negotiator';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { FastResponse, type ServerMiddleware } from 'srvx';
import type { SiteConfig } from '../../domain/site/site-config';
import { gzipWithNonce, type NonceGzipBody, nonceGzipBody, plainWithNonce } from './nonce-gzip';
import { pageCacheKey } from './page-cache-key';

/*
 * The anonymous hot path: a worker keeps the pages it rendered for visitors without any cookie for a
 * few seconds and answers the same request from memory meanwhile (a newsletter or a crawler sends
 * bursts of exactly such requests). Kept only: a GET answered 200 with HTML that sets no cookie and is
 * not marked no-store, no-cache or private. The time to live is at most 5 s, so a publish, an edit or an
 * expiry is on every worker's pages within that time. Each answer carries a fresh script nonce, in the
 * Content-Security-Policy header and in the page (nonce-gzip.ts).
 */

export interface PageCacheOptions {
  readonly site: Pick<SiteConfig, 'locales' | 'defaultLocale'>;
  /** How long a page is kept (ms); at most 5,000. */
  readonly ttlMs: number;
  /** Compressed bytes kept per worker. */
  readonly maxBytes: number;
}

export const MAX_PAGE_CACHE_TTL_MS = 5_000;

interface KeptPage {
  readonly headers: readonly [string, string][];
  /** The nonce the render used (replaced in headers and body on every answer), or null. */
  readonly nonce: string | null;
  readonly body: NonceGzipBody;
  readonly storedAt: number;
}

/** Headers a kept page does not repeat as they were: the body's framing and the first answer's own. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'x-request-id', 'age']);
const UNCACHEABLE = /\b(no-store|no-cache|private)\b/i;
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;

export function pageCache(options: PageCacheOptions): ServerMiddleware {
  const ttl = Math.min(options.ttlMs, MAX_PAGE_CACHE_TTL_MS);
  if (!(ttl > 0)) return (_request, next) => next();
  const pages = new LRUCache<string, KeptPage>({
    ttl,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.size),
  });

  // Renders under way per key: a burst's other requests wait for the first one's copy instead of each
  // rendering the same page (after every expiry, all requests in flight would otherwise miss at once).
  const rendering = new Map<string, Promise<KeptPage | null>>();

  return async (request, next) => {
    const key = pageCacheKey(request, options.site);
    if (!key) return next();
    const kept = pages.get(key.key);
    if (kept) return answer(kept, request);
    const underway = rendering.get(key.key);
    if (underway) {
      const page = await underway;
      // Not kept (the render set a cookie, failed…): this request renders on its own.
      return page ? answer(page, request) : next();
    }
    // A visit with tracking parameters may use the kept copy but does not keep its own render.
    if (!key.normal) return next();
    let settle: (page: KeptPage | null) => void = () => undefined;
    const keeping = new Promise<KeptPage | null>((resolve) => {
      settle = resolve;
    });
    rendering.set(key.key, keeping);
    void keeping.then((page) => {
      if (page) pages.set(key.key, page);
      rendering.delete(key.key);
    });
    try {
      const response = await next();
      if (!worthKeeping(response)) {
        settle(null);
        return response;
      }
      // The visitor gets the render as it streams; a copy is read to the end and kept.
      const [forVisitor, forCache] = response.body!.tee();
      keep(forCache, response.headers).then(settle, () => settle(null));
      return new Response(forVisitor, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      settle(null);
      throw error;
    }
  };
}

function worthKeeping(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  const headers = response.headers;
  if (!headers.get('content-type')?.startsWith('text/html')) return false;
  if (headers.has('set-cookie') || UNCACHEABLE.test(headers.get('cache-control') ?? '')) return false;
  const encoding = headers.get('content-encoding');
  return !encoding || encoding === 'gzip' || encoding === 'br';
}

async function keep(body: ReadableStream<Uint8Array>, headers: Headers): Promise<KeptPage | null> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const encoding = headers.get('content-encoding');
  // In one go once the render is complete (a few ms once per page and time to live): the next visitor
  // after this one finds the page kept.
  const raw = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  const nonce = NONCE_IN_POLICY.exec(headers.get('content-security-policy') ?? '')?.[1] ?? null;
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name.toLowerCase())) kept.push([name, value]);
  });
  return { headers: kept, nonce, body: nonceGzipBody(raw, nonce), storedAt: Date.now() };
}

function answer(page: KeptPage, request: Request): Response {
  const nonce = page.nonce ? newNonce() : null;
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, page.nonce && nonce ? value.replaceAll(page.nonce, nonce) : value);
  headers.set('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
  if (!headers.get('vary')?.toLowerCase().includes('accept-encoding'))
    headers.set('Vary', [headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const gzip = negotiate(request.headers.get('accept-encoding') ?? '', ['gzip']) === 'gzip';
  const body = gzip ? gzipWithNonce(page.body, nonce ?? '') : plainWithNonce(page.body, nonce ?? '');
  if (gzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body.length));
  // srvx's own response writes the bytes to the socket as they are (the global one copies them first).
  return new FastResponse(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** 128 random bits, base64: the same kind of nonce the render makes. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}
