import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/*
 * Session tokens as Lucia's session guide builds them with @oslojs: random bytes from the platform's
 * CSPRNG, base32 text, and the SHA-256 (hex) as the only thing stored (`sessions.id`).
 */

/** A new token: 256 random bits (≥ 128 required), lower-case base32, 52 characters. */
export function newSessionToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored id of a token: SHA-256, hex. */
export const hashSessionToken = (token: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
