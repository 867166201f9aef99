import type { JobPage } from '../../../domain/job/job';
import type { PageRange } from '../../../domain/job/paging';
import type { Locale } from '../../../domain/shared/locale';

export interface OrganizationJobsQuery {
  readonly organizationId: string;
  readonly site: string;
  readonly locale: Locale;
  /** Jobs expiring at or before this instant are not visible. */
  readonly now: Date;
  readonly range: PageRange;
}

/** An organization's jobs as visitors of a site see them (the listing's visibility rule), newest first. */
export interface OrganizationJobRepository {
  listVisible(query: OrganizationJobsQuery): Promise<JobPage>;
}
