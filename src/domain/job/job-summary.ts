import type { Job, JobOrganization } from './job';
import type { Term } from './taxonomy';

/** A term as a card names it: its label (a card links nowhere through the term's aliases). */
export type TermLabel = Pick<Term, 'id' | 'label'>;

/**
 * What a job card shows: title and link, organization name, place, employment type, remote option,
 * salary, date. Lists carry this instead of the whole job: a search page's loader data goes to the
 * browser, and ten descriptions there (~3 kB each) were most of it.
 */
export type JobSummary = Pick<Job, 'id' | 'slug' | 'title' | 'featured' | 'publishedAt' | 'location' | 'salary'> & {
  readonly organization: Pick<JobOrganization, 'id' | 'name' | 'slug'>;
  readonly employmentTypes: readonly TermLabel[];
  readonly remoteOptions: readonly TermLabel[];
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
    employmentTypes: employmentTypes.map(termLabel),
    remoteOptions: remoteOptions.map(termLabel),
    salary,
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
  };
}

const termLabel = ({ id, label }: Term): TermLabel => ({ id, label });
