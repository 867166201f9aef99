import type { StoredCount } from '../../../domain/statistics/job-statistics';
import type { StatisticsRange } from '../../../domain/statistics/statistics-range';

export interface StatisticsJob {
  readonly id: string;
  readonly title: string;
  readonly organizationId: string;
  readonly sites: readonly string[];
}

export interface StatisticsOrganization {
  readonly name: string;
  /** The sites it is on (its jobs' and those featuring it): their staff read its totals. */
  readonly sites: readonly string[];
}

/** The stored counts, and the few facts the statistics' authorization needs. */
export interface StatisticsRepository {
  job(jobId: string): Promise<StatisticsJob | null>;
  organization(organizationId: string): Promise<StatisticsOrganization | null>;
  /** The organizations the user is a member (or owner) of. */
  organizationIdsOf(userId: string): Promise<readonly string[]>;
  jobCounts(site: string, jobId: string, range: StatisticsRange): Promise<readonly StoredCount[]>;
  organizationCounts(site: string, organizationId: string, range: StatisticsRange): Promise<readonly StoredCount[]>;
  siteCounts(site: string, range: StatisticsRange): Promise<readonly StoredCount[]>;
}
