import type { JobDetails } from './job-details';
import type { Term } from './taxonomy';

export const JOB_TYPES = ['job_per_template', 'job_per_link', 'job_per_file'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Workflow states In these the publish option is hidden. */
export const JOB_STATES = ['draft', 'needs_review', 'published', 'archived', 'scheduled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobLocation {
  readonly countryCode: string;
  readonly addressLine1: string | null;
  readonly locality: string;
  readonly zip: string | null;
  readonly administrativeArea: string | null;
  readonly lat: number | null;
  readonly lon: number | null;
}

export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

export interface Salary {
  readonly min: number | null;
  readonly max: number | null;
  readonly currencyCode: string;
  readonly unit: SalaryUnit;
}

export interface JobOrganization {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly logoUrl: string | null;
  /** The employer's own website (job page, JSON-LD sameAs); absent where only list data was read. */
  readonly website?: string | null;
}

/** A job as visitors see it. Labels are already resolved for the request's locale by the platform. */
export interface Job {
  readonly id: string;
  readonly type: JobType;
  readonly state: JobState;
  readonly title: string;
  /** URL slug without prefix; the job page lives at `/job/{slug}`. */
  readonly slug: string;
  /** Sanitized HTML in the filtered format. */
  readonly descriptionHtml: string;
  readonly linkUrl: string | null;
  readonly organization: JobOrganization;
  readonly location: JobLocation;
  readonly employmentTypes: readonly Term[];
  readonly remoteOptions: readonly Term[];
  readonly industries: readonly Term[];
  readonly occupations: readonly Term[];
  readonly yearsOfExperience: readonly Term[];
  readonly salary: Salary | null;
  readonly featured: boolean;
  /** ISO timestamps. */
  readonly publishedAt: string | null;
  readonly expiresAt: string | null;
  readonly external: boolean;
  /** The importer that keeps this job in step with its source (an external job), else null. */
  readonly importerId: string | null;
  readonly sites: readonly string[];
  /** The job page's fields (job-details.ts); absent where only list data was read. */
  readonly details?: JobDetails;
}

/** A page of jobs; `total` counts every visible job, not only this page. */
export interface JobPage {
  readonly items: readonly Job[];
  readonly total: number;
}

/** Visible to visitors: published, not expired at `now`, and offered on the site. */
export const isVisibleOn = (job: Pick<Job, 'state' | 'expiresAt' | 'sites'>, site: string, now: Date): boolean =>
  job.state === 'published' && job.sites.includes(site) && (job.expiresAt === null || new Date(job.expiresAt).getTime() > now.getTime());

export const isExpired = (job: Pick<Job, 'expiresAt'>, now: Date): boolean =>
  job.expiresAt !== null && new Date(job.expiresAt).getTime() <= now.getTime();
