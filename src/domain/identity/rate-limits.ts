/*
 * Brute-force and mail-bombing limits. Failed logins count per IP + address (a slow guess at one account)
 * and per IP (a spray over many); a successful login clears the first. Reset requests
 * count every request, per address (mail bombing one person) and per IP.
 * Applications count per applicant address, per hour and per day: each sends that address a receipt, and
 * anyone may apply without an account, so an address that is not one's own could otherwise be flooded.
 * The limits leave room for someone applying to many jobs in one sitting.
 * Registrations count every attempt, per target address and per IP: each mails the address it names (a
 * verification link, or a note that the address is taken), and anybody may register.
 * Contact messages count per sender address (each may mail that address a copy) and per site (they all
 * land in one inbox, and a flood with fresh addresses would bury it).
 * Newsletter sign-ups count every attempt, per address and site and per IP, like registrations: each may
 * mail the address it names a confirmation link.
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
  applicationsPerEmailHour: { points: 20, durationSeconds: 60 * 60 },
  applicationsPerEmailDay: { points: 50, durationSeconds: 24 * 60 * 60 },
  registrationsPerEmail: { points: 3, durationSeconds: 60 * 60 },
  registrationsPerIp: { points: 30, durationSeconds: 60 * 60 },
  contactPerEmailHour: { points: 5, durationSeconds: 60 * 60 },
  contactPerSiteHour: { points: 100, durationSeconds: 60 * 60 },
  newsletterPerEmail: { points: 3, durationSeconds: 60 * 60 },
  newsletterPerIp: { points: 30, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
