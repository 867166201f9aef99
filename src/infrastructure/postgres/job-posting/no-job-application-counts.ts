import type { JobApplicationCounts } from '../../../application/platform/job-posting/job-application-counts.port';

/**
 * Applications are not stored yet (the apply feature adds them): every job has none, which is the truth
 * today. Replace with a PostgreSQL adapter once the applications table exists.
 */
export class NoJobApplicationCounts implements JobApplicationCounts {
  async countsFor(): Promise<ReadonlyMap<string, number>> {
    return new Map();
  }
}
