import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  clientAddressProof,
  visitorAddressOf,
} from '../../../../src/infrastructure/http/visitor-address';

const SECRET = 'a-server-secret-of-at-least-32-characters';

/** A request as srvx hands it over: the connection's address on `ip`. */
const requestFrom = (ip: string, headers: Record<string, string> = {}) =>
  Object.assign(new Request('http://board.test/api/auth/callback/credentials', { headers }), { ip });

describe('the visitor’s address for rate limits', () => {
  it('is the connection’s when nothing else is proven', () => {
    expect(visitorAddressOf(requestFrom('203.0.113.7'), SECRET, false)).toBe('203.0.113.7');
  });

  it('is the address a board proved it forwarded', () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: '198.51.100.4', [CLIENT_ADDRESS_PROOF_HEADER]: clientAddressProof(SECRET, '198.51.100.4') };
    expect(visitorAddressOf(requestFrom('10.0.0.2', headers), SECRET, false)).toBe('198.51.100.4');
  });

  it('ignores a named address whose proof was made with another secret or for another address', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), fc.string({ minLength: 32 }), (named, proofFor, otherSecret) => {
        fc.pre(named !== proofFor && otherSecret !== SECRET);
        const forged = [clientAddressProof(SECRET, proofFor), clientAddressProof(otherSecret, named)];
        for (const proof of forged) {
          const headers = { [CLIENT_ADDRESS_HEADER]: named, [CLIENT_ADDRESS_PROOF_HEADER]: proof };
          expect(visitorAddressOf(requestFrom('203.0.113.7', headers), SECRET, false)).toBe('203.0.113.7');
        }
      }),
    );
  });

  it('takes X-Forwarded-For’s first hop only behind a proxy of our own', () => {
    const headers = { 'x-forwarded-for': '192.0.2.9, 10.0.0.1' };
    expect(visitorAddressOf(requestFrom('10.0.0.1', headers), SECRET, true)).toBe('192.0.2.9');
    expect(visitorAddressOf(requestFrom('10.0.0.1', headers), SECRET, false)).toBe('10.0.0.1');
  });

  it('is unknown without a connection address, and never longer than 64 characters', () => {
    expect(visitorAddressOf(requestFrom(''), SECRET, false)).toBe('unknown');
    expect(visitorAddressOf(requestFrom('x'.repeat(500)), SECRET, false)).toHaveLength(64);
    expect(visitorAddressOf(requestFrom('10.0.0.1', { 'x-forwarded-for': 'y'.repeat(500) }), SECRET, true)).toHaveLength(64);
  });
});
