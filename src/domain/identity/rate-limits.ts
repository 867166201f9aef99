/*
 * Brute-force limits (issue 5, item 1: login and reset rate-limited). Failed logins count per IP + address
 * (a slow guess at one account) and per IP (a spray over many); a successful login clears the first.
 * Reset requests count every request, per address (mail bombing one person) and per IP.
 */
export interface RateLimit {
  readonly points: number;
  readonly durationSeconds: number;
}

export const RATE_LIMITS = {
  loginPerIpAndEmail: { points: 5, durationSeconds: 15 * 60 },
  loginPerIp: { points: 100, durationSeconds: 60 * 60 },
  resetPerEmail: { points: 3, durationSeconds: 60 * 60 },
  resetPerIp: { points: 20, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
