import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertIdOfToken, alertTokenFor } from '../../../../src/application/platform/alerts/alert-tokens';
import { parseAlertToken } from '../../../../src/domain/alerts/alert-token';
import { HmacLinkSigner } from '../../../../src/infrastructure/auth/hmac-link-signer';

const signer = new HmacLinkSigner('a-server-secret-of-at-least-32-characters');
const other = new HmacLinkSigner('another-server-secret-of-32-characters!!');
const alertId = fc.bigInt({ min: 1n, max: 999_999_999_999_999_999n }).map(String);

describe('signed alert tokens (confirm and one-click unsubscribe)', () => {
  it('a token names its alert for its purpose only', () => {
    fc.assert(
      fc.property(alertId, (id) => {
        const unsubscribe = alertTokenFor(signer, 'unsubscribe', id);
        expect(alertIdOfToken(signer, 'unsubscribe', unsubscribe)).toBe(id);
        expect(alertIdOfToken(signer, 'confirm', unsubscribe)).toBeNull();
        expect(alertIdOfToken(signer, 'confirm', alertTokenFor(signer, 'confirm', id))).toBe(id);
      }),
    );
  });

  it('is URL-safe as it is', () => {
    fc.assert(
      fc.property(alertId, (id) => {
        const token = alertTokenFor(signer, 'unsubscribe', id);
        expect(encodeURIComponent(token)).toBe(token);
      }),
    );
  });

  it('another alert id with the same signature, another secret, or a changed signature is refused', () => {
    fc.assert(
      fc.property(alertId, alertId, fc.nat(40), (id, otherId, at) => {
        const token = alertTokenFor(signer, 'unsubscribe', id);
        const [, signature] = token.split('.');
        if (otherId !== id) expect(alertIdOfToken(signer, 'unsubscribe', `${otherId}.${signature}`)).toBeNull();
        expect(alertIdOfToken(other, 'unsubscribe', token)).toBeNull();
        const i = at % signature!.length;
        const flipped = signature!.slice(0, i) + (signature![i] === 'A' ? 'B' : 'A') + signature!.slice(i + 1);
        expect(alertIdOfToken(signer, 'unsubscribe', `${id}.${flipped}`)).toBeNull();
      }),
    );
  });

  it('anything not shaped like a token is refused before any signature check', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      '.',
      '12',
      '0.abcdefghijklmnopqrstuvwxyz',
      '12.short',
      `12.${'a'.repeat(200)}`,
      '-1.abcdefghijklmnopqrst',
      '1.abc def ghijklmnop',
      '01.abcdefghijklmnopqrst',
    ]) {
      expect(parseAlertToken(bad)).toBeNull();
      expect(alertIdOfToken(signer, 'unsubscribe', bad)).toBeNull();
    }
  });
});
