import negotiate from '@fastify/accept-negotiator';
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { CSRF_COOKIE, SESSION_COOKIE, readCookie } from './auth/auth-cookies';

/*
 * Compression of the board's own responses (pages, server functions, feeds); the build's static files
 * are served precompressed (srvx/static). A /jobs page is ≈ 240 kB of HTML and ≈ 40 kB as brotli: the
 * difference is a visitor's mobile connection, for a few ms of CPU per page (tests/bench/README.md).
 *
 * Only responses that cannot hold a visitor's secret are compressed. A compressed page holding a
 * secret (a CSRF token, personal data) next to text an attacker chose (a search query) leaks the
 * secret through its size (BREACH). A visitor without the session or CSRF cookie gets none, and a
 * response setting a cookie is left alone too.
 */

/**
 * Content types worth compressing (text); images, PDFs and fonts are compressed already or not text.
 * Not event streams: the compressor holds output back until it has enough, which a stream cannot wait for.
 */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|xml|javascript|rss\+xml|atom\+xml|graphql-response\+json)|image\/svg\+xml)/i;
/** Below this a response fits a packet or two anyway. */
const MIN_BYTES = 1024;
/**
 * The compressor is fed blocks of this size: the SSR stream comes in pieces of a few hundred bytes, and
 * each write to a zlib stream is a round trip to libuv's thread pool — a /jobs page cost 44 ms of CPU
 * fed as it came, 6.5 ms fed in 16 kB blocks (3 ms compressed in one piece). Brotli sends nothing before
 * it has read 64 kB anyway (its first block), so blocks of that size cost a page no time to first byte
 * and take half the round trips of 16 kB ones.
 */
const BLOCK_BYTES = 64 * 1024;
/**
 * Brotli 3 and gzip 6: within a few kB of their best ratio on a search page, at a fraction of the CPU.
 * Brotli 3 against 4 on /jobs: 20,006 against 19,268 bytes, 0.6 against 1.4 ms of CPU.
 */
const BROTLI_QUALITY = 3;
/**
 * A 256 kB window (2^18) instead of brotli's 4 MB: as large as a page, and each stream's encoder is that
 * much smaller. With the default, 16 pages compressed at once cost ≈ 20 ms more CPU each (garbage
 * collections pushed by the encoders' memory); with this, about what the uncompressed page costs.
 */
const BROTLI_WINDOW_BITS = 18;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/** The encoding a response to `request` may use, if any: what the client accepts and nothing forbids. */
function encodingFor(request: Request, response: Response): Encoding | null {
  if (request.method === 'HEAD' || !response.body || response.status < 200 || response.status === 204 || response.status === 206)
    return null;
  if (response.headers.has('content-encoding') || response.headers.has('set-cookie')) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length < MIN_BYTES) return null;
  const cookies = request.headers.get('cookie');
  if (readCookie(cookies, SESSION_COOKIE) !== null || readCookie(cookies, CSRF_COOKIE) !== null) return null;
  return negotiate(request.headers.get('accept-encoding') ?? '', ['br', 'gzip']);
}

/** `response` compressed for `request` when allowed (see above); else as it was, marked as varying. */
export function compressed(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const encoding = encodingFor(request, response);
  if (!encoding) {
    if (COMPRESSIBLE.test(type)) varyOnEncoding(response.headers);
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  varyOnEncoding(headers);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: GZIP_LEVEL });
  const body = response
    .body!.pipeThrough(inBlocks(BLOCK_BYTES))
    .pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Joins a stream's chunks into blocks of at least `size` bytes (the last one may be shorter). */
function inBlocks(size: number): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let bytes = 0;
  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk);
      bytes += chunk.byteLength;
      if (bytes < size) return;
      controller.enqueue(Buffer.concat(pending));
      pending = [];
      bytes = 0;
    },
    flush(controller) {
      if (bytes > 0) controller.enqueue(Buffer.concat(pending));
    },
  });
}

function varyOnEncoding(headers: Headers): void {
  try {
    const vary = headers.get('vary');
    if (
      !vary
        ?.toLowerCase()
        .split(/\s*,\s*/)
        .includes('accept-encoding')
    )
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  } catch {
    // immutable headers (e.g. a redirect made by Response.redirect): nothing to mark
  }
}
