import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { AlertTokenSigner } from '../../application/platform/alerts/alert-token-signer.port';

/**
 * Signs the links mailed to people without a session: the job alerts' confirm and unsubscribe links
 * and the newsletter's unsubscribe links. HMAC-SHA256 under the server secret (AUTH_SECRET,
 * auth-secret.ts), with a key of its own so a link signature can never stand in for a CSRF token or the
 * other way round; the key keeps its first name (`job-alerts:`) so links already mailed stay valid.
 * Every worker and host that shares the secret accepts the links the others mailed.
 */
export class HmacLinkSigner implements AlertTokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(`job-alerts:${secret}`);
  }

  sign(payload: string): string {
    return encodeBase64urlNoPadding(hmac(SHA256, this.key, new TextEncoder().encode(payload)));
  }

  verify(payload: string, signature: string): boolean {
    const expected = new TextEncoder().encode(this.sign(payload));
    const given = new TextEncoder().encode(signature);
    return expected.length === given.length && constantTimeEqual(expected, given);
  }
}
