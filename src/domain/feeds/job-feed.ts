import type { Salary } from '../job/job';
import { cdataText, element, text, xmlDocument, type Markup } from './xml-writer';

/**
 * The job feed (`/xml/jobs`) in the Indeed XML shape: `<source>` with publisher facts and one `<job>`
 * per visible job. A feed answers with the newest jobs first and at most this many: aggregators poll
 * it often, and 5,000 keeps a response below a few MB; `{search}` narrows it for partners who want less.
 */
export const JOB_FEED_MAX_JOBS = 5_000;

/** One job as the feed prints it (the platform resolves url and labels before rendering). */
export interface JobFeedEntry {
  readonly id: string;
  readonly title: string;
  /** Canonical absolute URL of the job page. */
  readonly url: string;
  readonly organizationName: string;
  readonly city: string;
  readonly state: string | null;
  readonly postalCode: string | null;
  readonly countryCode: string;
  readonly descriptionHtml: string;
  readonly salary: Salary | null;
  /** German aliases of the job's employment-type terms (`vollzeit`, `teilzeit`, …). */
  readonly employmentTypes: readonly string[];
  /** ISO timestamps. */
  readonly publishedAt: string | null;
  readonly expiresAt: string | null;
}

export interface JobFeed {
  readonly publisher: string;
  /** `https://host/` of the site. */
  readonly publisherUrl: string;
  /** ISO timestamp of the build. */
  readonly lastBuildDate: string;
  readonly jobs: readonly JobFeedEntry[];
}

/** Employment types → Indeed job types. Several map to one; terms without an equivalent are left out. */
const INDEED_JOB_TYPES: Readonly<Record<string, string>> = {
  vollzeit: 'fulltime',
  teilzeit: 'parttime',
  minijob: 'parttime',
  werkstudent: 'parttime',
  praktikum: 'internship',
  ausbildung: 'apprenticeship',
  'duales-studium': 'apprenticeship',
};

export const indeedJobType = (employmentTypes: readonly string[]): string =>
  [...new Set(employmentTypes.map((t) => INDEED_JOB_TYPES[t]).filter((t): t is string => t !== undefined))].join(', ');

const UNIT_WORD: Readonly<Record<Salary['unit'], string>> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** `45000-55000 EUR per year`, `from 45000 EUR per year`, `up to 18 EUR per hour`. */
export function salaryText(salary: Salary | null): string {
  if (!salary || (salary.min === null && salary.max === null)) return '';
  const per = `${salary.currencyCode} per ${UNIT_WORD[salary.unit]}`;
  if (salary.min !== null && salary.max !== null) {
    return salary.min === salary.max ? `${salary.min} ${per}` : `${salary.min}-${salary.max} ${per}`;
  }
  return salary.min !== null ? `from ${salary.min} ${per}` : `up to ${salary.max} ${per}`;
}

/** RFC 1123 date (`Tue, 03 Nov 2026 08:00:00 GMT`), the date format of the Indeed feed. */
export const rfc1123 = (iso: string): string => new Date(iso).toUTCString();

function jobElement(job: JobFeedEntry): Markup {
  const optional = (name: string, value: string | null): Markup[] => (value ? [element(name, cdataText(value))] : []);
  const jobType = indeedJobType(job.employmentTypes);
  const salary = salaryText(job.salary);
  return element('job', [
    element('title', cdataText(job.title)),
    ...(job.publishedAt ? [element('date', text(rfc1123(job.publishedAt)))] : []),
    element('referencenumber', cdataText(job.id)),
    element('url', cdataText(job.url)),
    element('company', cdataText(job.organizationName)),
    element('city', cdataText(job.city)),
    ...optional('state', job.state),
    ...optional('postalcode', job.postalCode),
    element('country', cdataText(job.countryCode)),
    element('description', cdataText(job.descriptionHtml)),
    ...optional('salary', salary),
    ...optional('jobtype', jobType),
    ...(job.expiresAt ? [element('expirationdate', text(rfc1123(job.expiresAt)))] : []),
  ]);
}

export function renderJobFeed(feed: JobFeed): string {
  return xmlDocument(
    element('source', [
      element('publisher', cdataText(feed.publisher)),
      element('publisherurl', cdataText(feed.publisherUrl)),
      element('lastBuildDate', text(rfc1123(feed.lastBuildDate))),
      ...feed.jobs.map(jobElement),
    ]),
  );
}
