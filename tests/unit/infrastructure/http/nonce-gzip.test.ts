import fc from 'fast-check';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipWithNonce, nonceGzipBody, plainWithNonce } from '../../../../src/infrastructure/http/nonce-gzip';

const NONCE = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString('base64'));
/** Page text: the nonce between arbitrary pieces (repetitive ones too, which deflate refers back into). */
const PIECES = fc.array(
  fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ maxLength: 20 }).map((s) => s.repeat(50)),
  ),
  { minLength: 1, maxLength: 6 },
);

describe('a kept page with a fresh nonce per answer', () => {
  it('combines CRC-32s as if the texts were joined', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), fc.uint8Array({ maxLength: 500 }), (a, b) => {
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
      }),
    );
  });

  it('gunzips to the page with the new nonce in every place of the old one, and nowhere else', () => {
    fc.assert(
      fc.property(PIECES, NONCE, NONCE, fc.array(fc.boolean()), (texts, old, fresh, echoes) => {
        // Some pieces repeat a part of the nonce before them, which deflate would like to refer back to.
        const pieces = texts.map((text, i) => (echoes[i] ? `${old.slice(3, 12)}${text}` : text));
        const page = pieces.join(`nonce="${old}"`);
        const body = nonceGzipBody(Buffer.from(page), old);
        const expected = pieces.join(`nonce="${fresh}"`);
        expect(gunzipSync(gzipWithNonce(body, fresh)).toString()).toBe(expected);
        expect(plainWithNonce(body, fresh).toString()).toBe(expected);
      }),
    );
  });

  it('keeps a page without a nonce as it is', () => {
    const page = Buffer.from('<html><p>no scripts</p></html>'.repeat(100));
    const body = nonceGzipBody(page, null);
    expect(gunzipSync(gzipWithNonce(body, 'unused')).equals(page)).toBe(true);
    expect(body.size).toBeLessThan(page.length / 10);
  });
});
