/** Requests an organization may make per day when the deployment does not say otherwise. */
export const DEFAULT_DAILY_WRITING_LIMIT = 50;

/**
 * The day a request counts against: the UTC calendar day, so every worker and host counts into the
 * same day whatever its own time zone.
 */
export const writingDayOf = (now: Date): string => now.toISOString().slice(0, 10);
