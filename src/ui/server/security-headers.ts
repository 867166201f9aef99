/** Headers every response of the board carries. */
export const SECURITY_HEADERS = {
  // Spec §2: pages may only be framed by the same origin.
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
