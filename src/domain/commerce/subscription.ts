/**
 * A subscription: an organization's product on a site for a period, with job slots (jobs it may have
 * published at once) and resume-contact slots. Its status follows from the dates.
 */
export const SUBSCRIPTION_STATUSES = ['upcoming', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionTerms {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

export const DAY_MS = 86_400_000;

export const subscriptionStatus = (s: Pick<SubscriptionTerms, 'startsAt' | 'endsAt'>, now: Date): SubscriptionStatus =>
  now < s.startsAt ? 'upcoming' : now < s.endsAt ? 'active' : 'expired';

/** A period starting now: from `now` for `days` days. */
export const periodFrom = (now: Date, days: number): { startsAt: Date; endsAt: Date } => ({
  startsAt: now,
  endsAt: new Date(now.getTime() + days * DAY_MS),
});

/** Job slots still free: only an active subscription has any; never negative. */
export const availableJobSlots = (s: SubscriptionTerms, jobsUsingSlots: number, now: Date): number =>
  subscriptionStatus(s, now) === 'active' ? Math.max(0, s.jobSlots - jobsUsingSlots) : 0;

export interface ResumeContactUsage {
  readonly active: number;
  readonly available: number;
  readonly total: number;
}

/** Resume-contact slots: in use, still free, and the total the product gives. */
export const resumeContactUsage = (s: SubscriptionTerms, contactsInUse: number, now: Date): ResumeContactUsage => {
  const active = Math.min(contactsInUse, s.resumeContactSlots);
  const open = subscriptionStatus(s, now) === 'active';
  return { active, available: open ? s.resumeContactSlots - active : 0, total: s.resumeContactSlots };
};

export type EndEarlyProblem = 'ALREADY_ENDED';

/**
 * Subscriptions run for a fixed period and never renew, so there is no renewal to stop: the one
 * cancellation there is, staff ending a subscription early (a contract ended by agreement), applies to
 * one that has not run out — active, or not yet begun — and ends it at once.
 */
export const checkEndEarly = (s: Pick<SubscriptionTerms, 'startsAt' | 'endsAt'>, now: Date): EndEarlyProblem | null =>
  subscriptionStatus(s, now) === 'expired' ? 'ALREADY_ENDED' : null;
