/*
 * When a job alert mails its digest. Daily or weekly, the intervals of the product's alert
 * intervals (86400 s, 604800 s). Due times are computed from stored times, never from timers: a worker
 * that restarts, or a site that was down for a day, finds the same alerts due.
 */

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);

export const FREQUENCY_MS: Readonly<Record<AlertFrequency, number>> = {
  daily: 86_400_000,
  weekly: 604_800_000,
};

/** A guest's alert that is not confirmed within this time is deleted (its link stops working). */
export const UNCONFIRMED_ALERT_TTL_MS = 7 * 86_400_000;

/** At most this many jobs in one digest; the mail links the search for the rest. */
export const DIGEST_MAX_JOBS = 10;

/** A signed-in user keeps at most this many alerts per site. */
export const MAX_ALERTS_PER_USER = 20;

/**
 * A guest address may have at most this many unconfirmed alerts at a time: nobody can mail-bomb an
 * address with confirmation requests (each one needs a new search and stays pending for a week).
 */
export const MAX_PENDING_ALERTS_PER_EMAIL = 3;

/** The first digest: one interval after the alert starts (it lists jobs published since then). */
export const firstDueAt = (frequency: AlertFrequency, startedAt: Date): Date => new Date(startedAt.getTime() + FREQUENCY_MS[frequency]);

/** Whether an alert mails now: confirmed, and its due time reached. */
export const isDue = (alert: { readonly confirmedAt: Date | null; readonly nextDueAt: Date | null }, now: Date): boolean =>
  alert.confirmedAt !== null && alert.nextDueAt !== null && alert.nextDueAt.getTime() <= now.getTime();

/**
 * The due time after a run at `now` of an alert that was due at `due`: the same rhythm (a daily alert
 * due at 07:00 stays a 07:00 alert even when the run came at 07:03), the first such time after `now`
 * (runs missed while the site was down are not made up one by one).
 */
export function nextDueAt(frequency: AlertFrequency, due: Date, now: Date): Date {
  const step = FREQUENCY_MS[frequency];
  const behind = now.getTime() - due.getTime();
  const steps = behind < 0 ? 1 : Math.floor(behind / step) + 1;
  return new Date(due.getTime() + steps * step);
}

/**
 * The due time after the frequency changed: one new interval after the jobs already covered, but never
 * in the past (a weekly alert switched to daily on day 5 mails at the next run, not five times).
 */
export function rescheduledDueAt(frequency: AlertFrequency, coveredUntil: Date, now: Date): Date {
  const due = coveredUntil.getTime() + FREQUENCY_MS[frequency];
  return new Date(Math.max(due, now.getTime()));
}

export const isUnconfirmedExpired = (alert: { readonly confirmedAt: Date | null; readonly createdAt: Date }, now: Date): boolean =>
  alert.confirmedAt === null && now.getTime() - alert.createdAt.getTime() >= UNCONFIRMED_ALERT_TTL_MS;
