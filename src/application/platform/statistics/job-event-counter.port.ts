import type { JobEvent } from '../../../domain/statistics/job-statistics';

/**
 * Counts what happened to a job, without waiting: the adapter adds it up and writes later, so counting
 * never slows the request that saw it. A count lost to a crash is a statistic, not data anyone owns.
 */
export interface JobEventCounter {
  count(event: JobEvent): void;
}

/** Counts nothing: for processes and tests that do not keep statistics. */
export const NO_COUNTING: JobEventCounter = { count: () => undefined };
