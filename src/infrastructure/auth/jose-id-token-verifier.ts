import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { CLOCK_TOLERANCE_MS } from '../../domain/identity/session-policy';
import { FETCH_TIMEOUT_MS } from './oidc-endpoints';

/** Key-set fetch: cooldown 30000 ms between refetches, cached keys kept 600000 ms. */
export const JWKS_COOLDOWN_MS = 30_000;
export const JWKS_CACHE_MAX_AGE_MS = 600_000;

/**
 * ID token verification with jose: the signature against the issuer's key set (fetched with
 * timeout, cooldown and cache age; one cache per key-set URL and worker), RS256 only — jose refuses RSA
 * keys under 2048 bits — issuer, audience = our client id, expiry with the product's 15 s tolerance.
 */
export class JoseIdTokenVerifier {
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async verify(
    idToken: string,
    expected: { readonly jwksUri: string; readonly issuers: readonly string[]; readonly audience: string },
  ): Promise<JWTPayload> {
    const { payload } = await jwtVerify(idToken, this.keySet(expected.jwksUri), {
      issuer: [...expected.issuers],
      audience: expected.audience,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_MS / 1000,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload;
  }

  private keySet(uri: string) {
    let set = this.keySets.get(uri);
    if (!set) {
      set = createRemoteJWKSet(new URL(uri), {
        timeoutDuration: FETCH_TIMEOUT_MS,
        cooldownDuration: JWKS_COOLDOWN_MS,
        cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
      });
      this.keySets.set(uri, set);
    }
    return set;
  }
}
