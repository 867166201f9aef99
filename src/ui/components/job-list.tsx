import { Stack } from '@mui/material';
import type { Job } from '../../domain/job/job';
import type { Locale } from '../../domain/shared/locale';
import { JobCard } from './job-card';

export function JobList({ jobs, locale, headingLevel }: { jobs: readonly Job[]; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </Stack>
  );
}
