import type { Job, JobOrganization } from './job';

/**
 * What a job card shows: title and link, organization name, place, employment type, remote option,
 * salary, date. Lists carry this instead of the whole job: a search page's loader data goes to the
 * browser, and ten descriptions there (~3 kB each) were most of it.
 */
export type JobSummary = Pick<
  Job,
  'id' | 'slug' | 'title' | 'featured' | 'publishedAt' | 'location' | 'employmentTypes' | 'remoteOptions' | 'salary'
> & {
  readonly organization: Pick<JobOrganization, 'id' | 'name' | 'slug'>;
};

export function toJobSummary(job: Job): JobSummary {
  const { id, slug, title, featured, publishedAt, location, employmentTypes, remoteOptions, salary, organization } = job;
  return {
    id,
    slug,
    title,
    featured,
    publishedAt,
    location,
    employmentTypes,
    remoteOptions,
    salary,
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
  };
}
