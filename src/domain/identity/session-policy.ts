import { isStaff, type Role } from './roles';

/*
 * Sessions in Lucia's model. A session lives for a fixed time after its last
 * renewal; it is renewed (slid forward) once less than half of that time is left, so an active user stays
 * signed in and an idle one drops out. Staff sessions are short: they can do more harm when stolen.
 */

/** Session max age 2,592,000 s (30 days) for applicants and recruiters. */
export const MEMBER_SESSION_MAX_AGE_S = 2_592_000;
/** Staff (and masquerade) sessions: 8 hours. */
export const STAFF_SESSION_MAX_AGE_S = 8 * 60 * 60;
/** Clock tolerance 15 s wherever a token is compared in time. */
export const CLOCK_TOLERANCE_MS = 15_000;

export interface SessionSubject {
  readonly roles: readonly Role[];
  /** The session is an administrator acting as this user. */
  readonly masqueraded: boolean;
}

/** How long a session of this subject lives after creation or renewal, in seconds. */
export const sessionMaxAgeSeconds = (subject: SessionSubject): number =>
  subject.masqueraded || isStaff(subject.roles) ? STAFF_SESSION_MAX_AGE_S : MEMBER_SESSION_MAX_AGE_S;

export const sessionExpiry = (subject: SessionSubject, now: Date): Date => new Date(now.getTime() + sessionMaxAgeSeconds(subject) * 1000);

/** A time limit has passed, allowing for clocks that differ by up to 15 s. */
export const isPast = (limit: Date, now: Date): boolean => now.getTime() > limit.getTime() + CLOCK_TOLERANCE_MS;

/** A live session is renewed when less than half of its lifetime is left. */
export const needsRenewal = (expiresAt: Date, now: Date, subject: SessionSubject): boolean =>
  expiresAt.getTime() - now.getTime() < (sessionMaxAgeSeconds(subject) * 1000) / 2;

/**
 * A session renewed under the current rules must never outlive what they allow: a session created while
 * the user was an applicant (30 days) is cut to 8 h once the user became staff.
 */
export const exceedsPolicy = (expiresAt: Date, now: Date, subject: SessionSubject): boolean =>
  expiresAt.getTime() - now.getTime() > sessionMaxAgeSeconds(subject) * 1000 + CLOCK_TOLERANCE_MS;
