import type { Job, JobPage } from '../../../domain/job/job';
import type { PageRange } from '../../../domain/job/paging';
import type { Locale } from '../../../domain/shared/locale';

export interface VisibleJobsQuery {
  readonly site: string;
  readonly locale: Locale;
  /** Jobs expiring at or before this instant are not visible. */
  readonly now: Date;
  readonly range: PageRange;
  readonly featuredOnly?: boolean;
}

/** Reads jobs for visitors. Labels come back translated for `locale`. */
export interface JobRepository {
  /** Published, not expired, offered on `site`; newest first. */
  listVisible(query: VisibleJobsQuery): Promise<JobPage>;
  findById(id: string, locale: Locale): Promise<Job | null>;
  /** The jobs with these ids that exist, in any order and whatever their state (callers decide visibility). */
  findByIds(ids: readonly string[], locale: Locale): Promise<Job[]>;
}
