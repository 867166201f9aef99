/*
 * How often a recruiter's resume alert mails new matching resumes, in the product's seconds: never (the
 * search is only kept), daily, weekly or monthly (a twelfth of a year). Due times are computed from
 * stored times, like the job alerts', so a worker that restarts finds the same alerts due.
 */

export const RESUME_ALERT_INTERVALS = [-1, 86_400, 604_800, 2_628_000] as const;
export type ResumeAlertInterval = (typeof RESUME_ALERT_INTERVALS)[number];

export const isResumeAlertInterval = (v: unknown): v is ResumeAlertInterval =>
  typeof v === 'number' && (RESUME_ALERT_INTERVALS as readonly number[]).includes(v);

/** The interval that never mails. */
export const NO_DIGEST: ResumeAlertInterval = -1;

/** At most this many resumes in one digest; the mail links the search for the rest. */
export const RESUME_DIGEST_MAX = 10;

/** A recruiter's organization keeps at most this many resume alerts per site. */
export const MAX_RESUME_ALERTS = 20;

/** The first digest: one interval after the alert starts; never for an alert without digests. */
export const firstResumeDigestAt = (interval: ResumeAlertInterval, startedAt: Date): Date | null =>
  interval === NO_DIGEST ? null : new Date(startedAt.getTime() + interval * 1000);

/**
 * The due time after a run at `now` of an alert due at `due`: the same rhythm, the first such time after
 * `now` (runs missed while the site was down are not made up one by one).
 */
export function nextResumeDigestAt(interval: ResumeAlertInterval, due: Date, now: Date): Date | null {
  if (interval === NO_DIGEST) return null;
  const step = interval * 1000;
  const behind = now.getTime() - due.getTime();
  const steps = behind < 0 ? 1 : Math.floor(behind / step) + 1;
  return new Date(due.getTime() + steps * step);
}
