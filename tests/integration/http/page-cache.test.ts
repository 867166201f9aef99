import { type Server, serve } from 'srvx';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCache } from '../../../src/infrastructure/http/page-cache';
import { compressed } from '../../../src/ui/server/compression';
import { contentSecurityPolicy, newScriptNonce } from '../../../src/ui/server/security-headers';

/*
 * The anonymous page cache in front of a board-like handler, over real HTTP: every render makes a new
 * nonce, puts it in the policy and on its scripts, and is compressed the way the board compresses.
 */

const SITE = { locales: ['de', 'en-GB'] as const, defaultLocale: 'de' as const };

interface Board {
  readonly url: string;
  renders: number;
  /** What the next renders add to their answer. */
  extraHeaders: Record<string, string>;
  status: number;
  /** How long each render takes. */
  delayMs: number;
}

let server: Server | undefined;
afterEach(async () => {
  await server?.close(true);
  server = undefined;
});

async function startBoard(ttlMs = 4_000): Promise<Board> {
  const state = { renders: 0, extraHeaders: {} as Record<string, string>, status: 200, delayMs: 0 };
  server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    middleware: [pageCache({ site: SITE as never, ttlMs, maxBytes: 8 * 1024 * 1024 })],
    fetch: async (request) => {
      state.renders++;
      if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
      const nonce = newScriptNonce();
      const url = new URL(request.url);
      const html =
        `<!DOCTYPE html><html><head><script nonce="${nonce}">window.start=1</script></head><body>` +
        `<h1>Jobs for ${url.searchParams.get('q') ?? 'everyone'}</h1>${'<article>A job near you</article>'.repeat(400)}` +
        `<script type="module" nonce="${nonce}" src="/assets/main.js"></script></body></html>`;
      const response = new Response(html, {
        status: state.status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(html)),
          'Content-Security-Policy': contentSecurityPolicy(nonce),
          ...state.extraHeaders,
        },
      });
      return compressed(request, response);
    },
  });
  await server.ready();
  return Object.assign(state, { url: server.url!.replace(/\/$/, '') });
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  readonly policyNonce: string | undefined;
  readonly bodyNonces: string[];
}

async function get(board: Board, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${board.url}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    policyNonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
    bodyNonces: [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!),
  };
}

const withoutNonces = (answer: Answer) => answer.body.replaceAll(/nonce="[^"]+"/g, 'nonce=""');

describe('anonymous page cache', () => {
  it('answers a second anonymous GET from memory with a new nonce in the policy and on every script', async () => {
    const board = await startBoard();
    const first = await get(board, '/jobs?q=pflege');
    const second = await get(board, '/jobs?q=pflege');
    const third = await get(board, '/jobs?q=pflege');
    expect(board.renders).toBe(1);
    expect(second.headers.get('age')).not.toBeNull();
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(withoutNonces(second)).toBe(withoutNonces(first));
    expect(second.body).toContain('Jobs for pflege');
    const nonces = [first, second, third].map((a) => a.policyNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of [first, second, third]) {
      expect(answer.bodyNonces).toHaveLength(2);
      expect(new Set(answer.bodyNonces)).toEqual(new Set([answer.policyNonce]));
    }
  });

  it('gives a client that takes no compression the same page uncompressed, with its own nonce', async () => {
    const board = await startBoard();
    const first = await get(board, '/jobs');
    const plain = await get(board, '/jobs', { 'accept-encoding': 'identity' });
    expect(board.renders).toBe(1);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(withoutNonces(plain)).toBe(withoutNonces(first));
    expect(plain.bodyNonces.every((n) => n === plain.policyNonce && n !== first.policyNonce)).toBe(true);
  });

  it('never answers a request with the session or CSRF cookie (or any cookie) from memory', async () => {
    const board = await startBoard();
    await get(board, '/jobs');
    for (const cookie of ['jb_session=abc', 'jb_csrf=def', '__Host-jb_session=abc', 'jb_consent=all']) {
      const before = board.renders;
      const answer = await get(board, '/jobs', { cookie });
      expect(answer.headers.get('age'), cookie).toBeNull();
      expect(board.renders, cookie).toBe(before + 1);
    }
    // Nor does a signed-in render end up in the anonymous visitors' copy.
    board.extraHeaders = {};
    await get(board, '/jobs?q=signed-in', { cookie: 'jb_session=abc' });
    await get(board, '/jobs?q=signed-in');
    expect((await get(board, '/jobs?q=signed-in')).headers.get('age')).not.toBeNull();
  });

  it('never keeps an answer that sets a cookie, is marked no-store or private, or is not 200', async () => {
    const board = await startBoard();
    const refused: [string, () => void][] = [
      ['/user/login', () => (board.extraHeaders = { 'Set-Cookie': 'jb_csrf=token; Path=/; HttpOnly' })],
      ['/job/a', () => (board.extraHeaders = { 'Cache-Control': 'private' })],
      ['/job/b', () => (board.extraHeaders = { 'Cache-Control': 'private, no-store' })],
      ['/missing', () => ((board.extraHeaders = {}), (board.status = 404))],
    ];
    for (const [path, arrange] of refused) {
      arrange();
      const before = board.renders;
      await get(board, path);
      const again = await get(board, path);
      expect(board.renders, path).toBe(before + 2);
      expect(again.headers.get('age'), path).toBeNull();
    }
  });

  it('renders a page once for a burst of visitors who ask for it at the same moment', async () => {
    const board = await startBoard();
    board.delayMs = 150;
    const burst = await Promise.all(Array.from({ length: 8 }, () => get(board, '/jobs?q=koch')));
    expect(board.renders).toBe(1);
    expect(new Set(burst.map((a) => withoutNonces(a)))).toEqual(new Set([withoutNonces(burst[0]!)]));
    // Each still gets its own nonce, in the policy and on the scripts.
    expect(new Set(burst.map((a) => a.policyNonce)).size).toBe(8);
    for (const answer of burst) expect(new Set(answer.bodyNonces)).toEqual(new Set([answer.policyNonce]));
  });

  it('lets every visitor of a burst render on its own when the first render is not one to keep', async () => {
    const board = await startBoard();
    board.delayMs = 100;
    board.extraHeaders = { 'Set-Cookie': 'visited=1' };
    const burst = await Promise.all(Array.from({ length: 4 }, () => get(board, '/jobs')));
    expect(burst.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(burst.every((a) => a.headers.get('set-cookie') === 'visited=1')).toBe(true);
    expect(board.renders).toBe(4);
  });

  it('keeps a page only for its time to live', async () => {
    const board = await startBoard(300);
    await get(board, '/jobs');
    await get(board, '/jobs');
    expect(board.renders).toBe(1);
    await new Promise((r) => setTimeout(r, 450));
    await get(board, '/jobs');
    expect(board.renders).toBe(2);
  });

  it('shares one copy between orders of the same query and visits with tracking parameters, per preferred locale', async () => {
    const board = await startBoard();
    await get(board, '/jobs?q=koch&place=ulm');
    const reordered = await get(board, '/jobs?place=ulm&utm_source=newsletter&q=koch&fbclid=x');
    expect(reordered.headers.get('age')).not.toBeNull();
    expect(board.renders).toBe(1);
    // Another query, or a visitor who prefers another of the site's locales, is another page.
    await get(board, '/jobs?q=koch&place=bonn');
    await get(board, '/jobs?q=koch&place=ulm', { 'accept-language': 'en-GB' });
    expect(board.renders).toBe(3);
    // A render for a URL with tracking parameters is not kept: the page may carry the URL it was asked for.
    await get(board, '/jobs?q=maler&utm_campaign=spring');
    await get(board, '/jobs?q=maler');
    expect(board.renders).toBe(5);
  });
});
