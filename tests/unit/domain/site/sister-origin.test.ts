import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sisterOrigin } from '../../../../src/domain/site/public-origin';

const own = { port: 3000 };
const sister = { host: 'www.jobs-suedwest.de', port: 3001 };

describe('sisterOrigin: where a sister site answers, seen from a request', () => {
  it('is the sister’s configured host over https for any public request', () => {
    expect(sisterOrigin(own, sister, 'https://www.jobs-regional.de/dashboard')).toBe('https://www.jobs-suedwest.de');
    // A forged Host never leaks into the link.
    expect(sisterOrigin(own, sister, 'http://evil.example:3030/dashboard')).toBe('https://www.jobs-suedwest.de');
  });

  it('on a loopback address is the sister’s local port, shifted like this site’s (PORT_OFFSET)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.constantFrom('localhost', '127.0.0.1'), (offset, host) => {
        expect(sisterOrigin(own, sister, `http://${host}:${3000 + offset}/dashboard?x=1`)).toBe(`http://${host}:${3001 + offset}`);
      }),
    );
  });
});
