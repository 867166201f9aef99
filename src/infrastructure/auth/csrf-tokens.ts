import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/*
 * Double-submit CSRF tokens (NextAuth's shape): the cookie holds `token|signature`, the form field holds
 * `token`. The signature is an HMAC-SHA256 of the token under AUTH_SECRET, so a cookie planted by an
 * attacker (sibling subdomain, cookie injection) does not validate; the field must match the cookie, which
 * another site cannot read.
 */
export class CsrfTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(`csrf:${secret}`);
  }

  /** A fresh pair: the cookie value and the token the page puts into its forms. */
  issue(): { cookie: string; token: string } {
    const bytes = new Uint8Array(32);
    crypto.getRandomValues(bytes);
    const token = encodeBase32LowerCaseNoPadding(bytes);
    return { cookie: `${token}|${this.sign(token)}`, token };
  }

  /** The token of a cookie value whose signature is ours, else null. */
  tokenOf(cookie: string | null | undefined): string | null {
    if (!cookie || cookie.length > 256) return null;
    const [token, signature, ...rest] = cookie.split('|');
    if (!token || !signature || rest.length > 0) return null;
    return equal(this.sign(token), signature) ? token : null;
  }

  /** The form token matches a validly signed cookie. */
  verify(cookie: string | null | undefined, formToken: string | null | undefined): boolean {
    const token = this.tokenOf(cookie);
    return token !== null && typeof formToken === 'string' && equal(token, formToken);
  }

  private sign(token: string): string {
    return encodeHexLowerCase(hmac(SHA256, this.key, new TextEncoder().encode(token)));
  }
}

function equal(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  return x.length === y.length && constantTimeEqual(x, y);
}
