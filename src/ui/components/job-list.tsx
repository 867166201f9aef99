import type { JobSummary } from '../../domain/job/job-summary';
import type { Locale } from '../../domain/shared/locale';
import { JOB_CARD } from '../theme/job-card-styles';
import { JobCard } from './job-card';

/** Jobs as a list of cards, a plain list styled by a page-wide rule (theme/job-card-styles.ts). */
export function JobList({ jobs, locale, headingLevel }: { jobs: readonly JobSummary[]; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={JOB_CARD.list}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
