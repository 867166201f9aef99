import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from '../../../src/ui/server/compression';

const PAGE = `<!doctype html><html><body>${'<article><h3>Lagerhelfer (m/w/d)</h3><p>Stuttgart · Vollzeit</p></article>'.repeat(60)}</body></html>`;

const request = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://board.test/jobs', { method, headers });
const page = (headers: Record<string, string> = {}, body: string | null = PAGE, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'SAMEORIGIN', ...headers } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The board's answers compressed where that is safe (src/ui/server/compression.ts). */
describe('compressed', () => {
  it('sends a guest the page as brotli when the browser takes it, headers kept, length dropped, varying by encoding', async () => {
    const out = compressed(
      request({ 'accept-encoding': 'gzip, deflate, br, zstd' }),
      page({ 'content-length': String(PAGE.length) }, PAGE, 404),
    );
    expect(out.headers.get('content-encoding')).toBe('br');
    expect(out.headers.get('content-length')).toBeNull();
    expect(out.headers.get('vary')).toBe('Accept-Encoding');
    expect(out.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(out.status).toBe(404);
    const body = await bytes(out);
    expect(body.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('falls back to gzip, and sends the page as it is to a client taking neither', async () => {
    const gzip = compressed(request({ 'accept-encoding': 'gzip' }), page());
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(PAGE);
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const plain = compressed(request(accept ? { 'accept-encoding': accept } : {}), page());
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(plain)).toString()).toBe(PAGE);
    }
  });

  it('never compresses for a visitor with a session or CSRF cookie, nor a response setting a cookie (BREACH)', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    for (const cookie of ['jb_session=abc', 'consent=1; jb_csrf=t.sig']) {
      const out = compressed(request({ ...accept, cookie }), page());
      expect(out.headers.get('content-encoding')).toBeNull();
      expect((await bytes(out)).toString()).toBe(PAGE);
    }
    expect(
      compressed(request(accept), page({ 'set-cookie': 'jb_csrf=t.sig; Path=/; HttpOnly' })).headers.get('content-encoding'),
    ).toBeNull();
    // Other cookies (a consent choice) hold no secret.
    expect(compressed(request({ ...accept, cookie: 'consent=1; jb_sessionx=1' }), page()).headers.get('content-encoding')).toBe('br');
  });

  it('leaves binary and already encoded bodies, HEAD requests, tiny and empty answers alone', () => {
    const accept = request({ 'accept-encoding': 'br' });
    const png = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } });
    expect(compressed(accept, png)).toBe(png);
    expect(png.headers.get('vary')).toBeNull();
    const encoded = page({ 'content-encoding': 'br' });
    expect(compressed(accept, encoded).headers.get('content-encoding')).toBe('br');
    expect(compressed(request({ 'accept-encoding': 'br' }, 'HEAD'), page()).headers.get('content-encoding')).toBeNull();
    expect(compressed(accept, page({ 'content-length': '120' }, 'x'.repeat(120))).headers.get('content-encoding')).toBeNull();
    expect(compressed(accept, page({}, null, 204)).headers.get('content-encoding')).toBeNull();
    const events = new Response(PAGE, { headers: { 'content-type': 'text/event-stream' } });
    expect(compressed(accept, events).headers.get('content-encoding')).toBeNull();
  });

  it('compresses JSON, XML feeds and SVG too', () => {
    const accept = request({ 'accept-encoding': 'br' });
    for (const type of [
      'application/json',
      'application/xml',
      'text/xml; charset=utf-8',
      'image/svg+xml',
      'application/graphql-response+json',
    ]) {
      expect(compressed(accept, new Response(PAGE, { headers: { 'content-type': type } })).headers.get('content-encoding')).toBe('br');
    }
  });

  it('keeps a streamed body whole, whatever its chunks (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { maxLength: 12 }),
        fc.constantFrom('br', 'gzip'),
        async (chunks, encoding) => {
          const text = chunks.join('') + 'x'.repeat(1024);
          const encoder = new TextEncoder();
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of [...chunks, 'x'.repeat(1024)]) controller.enqueue(encoder.encode(chunk));
              controller.close();
            },
          });
          const out = compressed(
            request({ 'accept-encoding': encoding }),
            new Response(stream, { headers: { 'content-type': 'text/html' } }),
          );
          const body = await bytes(out);
          expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
  });
});
