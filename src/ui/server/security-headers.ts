/** Headers every response of the board carries. */
export const SECURITY_HEADERS = {
  // Pages may only be framed by the same origin (old browsers read this; new ones frame-ancestors below).
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No window another site opens (or that opens us) keeps a handle on ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** A fresh, unguessable nonce for one HTML answer's scripts (128 bits, base64). */
export function newScriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of an HTML answer. Only scripts carrying this answer's nonce run; with 'strict-dynamic' the
 * scripts they load (the route chunks, the editor, consented trackers) are trusted in turn, so no host
 * list has to be kept. 'unsafe-inline' and https: are only for browsers without nonce support: browsers
 * that understand the nonce ignore both. Styles stay unrestricted: MUI's emotion writes style elements
 * at run time, and a style cannot run code.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
