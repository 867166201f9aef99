import type { Job } from './job';
import type { Term } from './taxonomy';

/**
 * schema.org JobPosting for Google's job search (developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Required there: title, description (HTML), datePosted, hiringOrganization, jobLocation (or, for
 * fully remote jobs, applicantLocationRequirements + jobLocationType TELECOMMUTE). Recommended:
 * validThrough, employmentType, baseSalary, identifier, directApply. Pure: URLs come in absolute.
 */
export interface StructuredDataInput {
  /** Absolute canonical URL of the job page. */
  readonly url: string;
  /** Absolute URL of the organization's page on this site (sameAs when it has no website). */
  readonly organizationUrl: string;
  /** Absolute logo URL, when the organization has one. */
  readonly logoUrl: string | null;
}

export type JsonLd = Record<string, unknown>;

/** Google's employmentType values. */
export type GoogleEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

/**
 * Our employment types (by German URL alias) in Google's terms. Apprenticeships and dual study
 * programmes are full-time employment contracts in Germany; mini-jobs and working-student jobs are
 * part-time by law (hours cap).
 */
const EMPLOYMENT_TYPES: Readonly<Record<string, GoogleEmploymentType>> = {
  vollzeit: 'FULL_TIME',
  teilzeit: 'PART_TIME',
  minijob: 'PART_TIME',
  werkstudent: 'PART_TIME',
  praktikum: 'INTERN',
  ausbildung: 'FULL_TIME',
  'duales-studium': 'FULL_TIME',
  freiberuflich: 'CONTRACTOR',
  befristet: 'TEMPORARY',
  ehrenamt: 'VOLUNTEER',
};

export function googleEmploymentTypes(job: Pick<Job, 'employmentTypes' | 'details'>): GoogleEmploymentType[] {
  const types = new Set<GoogleEmploymentType>(job.employmentTypes.map((t) => EMPLOYMENT_TYPES[t.alias.de] ?? 'OTHER'));
  // A job with an end date is temporary, whatever its hours.
  if (job.details?.availability?.until) types.add('TEMPORARY');
  return [...types];
}

/** Fully remote: the remote option "remote" (hybrid jobs still need presence, so they are not TELECOMMUTE). */
export const isRemoteJob = (job: Pick<Job, 'remoteOptions'>): boolean => job.remoteOptions.some((t) => t.alias.de === 'remote');

/** English country names for applicantLocationRequirements (the ISO code stands in for others). */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
  FR: 'France',
  LU: 'Luxembourg',
  BE: 'Belgium',
  NL: 'Netherlands',
};

/** degreeLevel terms (by German alias) as Google's credentialCategory values. */
const CREDENTIALS: Readonly<Record<string, string>> = {
  schulabschluss: 'high school',
  berufsausbildung: 'professional certificate',
  bachelor: 'bachelor degree',
  master: 'postgraduate degree',
  promotion: 'postgraduate degree',
};

/**
 * Whether the visitor applies right on the job page. Link jobs and jobs with an external application
 * link send the visitor elsewhere; an e-mail application starts from the page's apply button.
 */
export const offersDirectApply = (job: Pick<Job, 'type' | 'details'>): boolean =>
  job.type !== 'job_per_link' &&
  // The on-site application form (applications slice) is applying on this site, as is a plain e-mail.
  (job.details?.application.workflow === 'form' || (!job.details?.application.url && Boolean(job.details?.application.email)));

/**
 * The JobPosting object, or null for a job that is not public (no publication date: drafts, jobs in
 * review). Expired jobs keep their structured data with validThrough in the past — one of the three
 * ways Google accepts to mark an expired posting (the page also says noindex, see the job route).
 */
export function jobPostingStructuredData(job: Job, input: StructuredDataInput): JsonLd | null {
  if (job.state !== 'published' || !job.publishedAt) return null;
  const data: JsonLd = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml || `<p>${escapeHtml(job.title)}</p>`,
    datePosted: job.publishedAt,
    url: input.url,
    identifier: { '@type': 'PropertyValue', name: job.organization.name, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organization.name,
      sameAs: job.organization.website ?? input.organizationUrl,
      ...(input.logoUrl ? { logo: input.logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location.addressLine1 ? { streetAddress: job.location.addressLine1 } : {}),
        addressLocality: job.location.locality,
        ...(job.location.zip ? { postalCode: job.location.zip } : {}),
        ...(job.location.administrativeArea ? { addressRegion: job.location.administrativeArea } : {}),
        addressCountry: job.location.countryCode,
      },
      ...(job.location.lat !== null && job.location.lon !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: job.location.lat, longitude: job.location.lon } }
        : {}),
    },
    directApply: offersDirectApply(job),
  };
  if (job.expiresAt) data.validThrough = job.expiresAt;
  const employment = googleEmploymentTypes(job);
  if (employment.length > 0) data.employmentType = employment.length === 1 ? employment[0] : employment;
  if (isRemoteJob(job)) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: COUNTRY_NAMES[job.location.countryCode] ?? job.location.countryCode };
  }
  const salary = baseSalary(job);
  if (salary) data.baseSalary = salary;
  if (job.industries.length > 0) data.industry = labels(job.industries);
  if (job.occupations.length > 0) data.occupationalCategory = labels(job.occupations);
  const details = job.details;
  if (details?.availability?.from) data.jobStartDate = details.availability.from;
  const credentials = (details?.degreeLevels ?? []).flatMap((t) => (CREDENTIALS[t.alias.de] ? [CREDENTIALS[t.alias.de]!] : []));
  if (credentials.length > 0) {
    data.educationRequirements = [...new Set(credentials)].map((credentialCategory) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory,
    }));
  }
  if (details && details.skills.length > 0) data.skills = details.skills.join(', ');
  return data;
}

function baseSalary(job: Job): JsonLd | null {
  const s = job.salary;
  if (!s || (s.min === null && s.max === null)) return null;
  const value: JsonLd = { '@type': 'QuantitativeValue', unitText: s.unit };
  if (s.min !== null && s.max !== null && s.min !== s.max) Object.assign(value, { minValue: s.min, maxValue: s.max });
  else value.value = s.min ?? s.max;
  return { '@type': 'MonetaryAmount', currency: s.currencyCode, value };
}

const labels = (terms: readonly Term[]): string => terms.map((t) => t.label.de).join(', ');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON for a `<script type="application/ld+json">` element. JSON.stringify alone is not enough: a
 * description containing `</script>` (or `<!--`) would end the element early and inject markup. `<`,
 * `>` and `&` become \u escapes (still the same JSON value), as do U+2028/U+2029.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
