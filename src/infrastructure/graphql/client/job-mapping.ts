import { isApplicationWorkflow } from '../../../domain/applications/application-settings';
import type { Job, JobState, JobType, SalaryUnit } from '../../../domain/job/job';
import { isLanguageLevel, type JobDetails } from '../../../domain/job/job-details';
import type { Term, Vocabulary } from '../../../domain/job/taxonomy';
import { isLocale, type Translated } from '../../../domain/shared/locale';

/** Fields every job query asks for; the mapping below reads exactly these. */
export const JOB_POSTING_FIELDS = /* GraphQL */ `
  fragment JobPostingFields on JobPosting {
    id type state title slug descriptionHtml linkUrl featured publishedAt expiresAt external sites
    organization { id name slug logoUrl }
    location { countryCode addressLine1 locality zip administrativeArea lat lon }
    salary { min max currencyCode unit }
    employmentTypes { ...TermFields }
    remoteOptions { ...TermFields }
    industries { ...TermFields }
    occupations { ...TermFields }
    yearsOfExperience { ...TermFields }
  }
  fragment TermFields on Term { id label alias labels { locale value } aliases { locale value } }
`;

/** The job page's extra fields (`details`); only the single-job query asks for them. Uses TermFields. */
export const JOB_DETAILS_FIELDS = /* GraphQL */ `
  fragment JobDetailsFields on JobDetails {
    availability { from until }
    videoUrl salaryText languagesText skills skillsText
    file { name }
    fieldsOfStudy { ...TermFields }
    degreeLevels { ...TermFields }
    languages { code level }
    application { url email workflow }
  }
`;

export interface JobDetailsDto {
  availability: { from: string | null; until: string | null } | null;
  videoUrl: string | null;
  salaryText: string | null;
  languagesText: string | null;
  skills: string[];
  skillsText: string | null;
  file: { name: string } | null;
  fieldsOfStudy: TermDto[];
  degreeLevels: TermDto[];
  languages: Array<{ code: string; level: string | null }>;
  application: { url: string | null; email: string | null; workflow?: string | null };
}

export interface TermDto {
  id: string;
  label: string;
  alias: string;
  labels: Array<{ locale: string; value: string }>;
  aliases: Array<{ locale: string; value: string }>;
}

export interface JobPostingDto {
  id: string;
  type: string;
  state: string;
  title: string;
  slug: string;
  descriptionHtml: string;
  linkUrl: string | null;
  featured: boolean;
  publishedAt: string | null;
  expiresAt: string | null;
  external: boolean;
  sites: string[];
  organization: { id: string; name: string; slug: string; logoUrl: string | null; website?: string | null };
  location: {
    countryCode: string;
    addressLine1: string | null;
    locality: string;
    zip: string | null;
    administrativeArea: string | null;
    lat: number | null;
    lon: number | null;
  };
  salary: { min: number | null; max: number | null; currencyCode: string; unit: string } | null;
  employmentTypes: TermDto[];
  remoteOptions: TermDto[];
  industries: TermDto[];
  occupations: TermDto[];
  yearsOfExperience: TermDto[];
  /** Present when the query selected JobDetailsFields. */
  details?: JobDetailsDto | null;
}

/**
 * Translations as the platform sent them. The API answers every translation it has (`labels`), so the
 * domain's Translated is filled honestly; only if German were missing does the request-locale label stand in.
 */
function translated(list: TermDto['labels'], fallback: string): Translated {
  const out: Record<string, string> = {};
  for (const { locale, value } of list) if (isLocale(locale)) out[locale] = value;
  return { ...out, de: out.de ?? fallback } as Translated;
}

const toTerm =
  (vocabulary: Vocabulary) =>
  (dto: TermDto): Term => ({
    id: dto.id,
    vocabulary,
    label: translated(dto.labels, dto.label),
    alias: translated(dto.aliases, dto.alias),
  });

export function toJob(dto: JobPostingDto): Job {
  return {
    id: dto.id,
    type: dto.type as JobType,
    state: dto.state as JobState,
    title: dto.title,
    slug: dto.slug,
    descriptionHtml: dto.descriptionHtml,
    linkUrl: dto.linkUrl,
    organization: {
      id: dto.organization.id,
      name: dto.organization.name,
      slug: dto.organization.slug,
      logoUrl: dto.organization.logoUrl,
      ...(dto.organization.website ? { website: dto.organization.website } : {}),
    },
    location: {
      countryCode: dto.location.countryCode,
      addressLine1: dto.location.addressLine1,
      locality: dto.location.locality,
      zip: dto.location.zip,
      administrativeArea: dto.location.administrativeArea,
      lat: dto.location.lat,
      lon: dto.location.lon,
    },
    employmentTypes: dto.employmentTypes.map(toTerm('employmentType')),
    remoteOptions: dto.remoteOptions.map(toTerm('remoteOptions')),
    industries: dto.industries.map(toTerm('industry')),
    occupations: dto.occupations.map(toTerm('occupations')),
    yearsOfExperience: dto.yearsOfExperience.map(toTerm('yearsOfExperience')),
    salary: dto.salary
      ? { min: dto.salary.min, max: dto.salary.max, currencyCode: dto.salary.currencyCode, unit: dto.salary.unit as SalaryUnit }
      : null,
    featured: dto.featured,
    publishedAt: dto.publishedAt,
    expiresAt: dto.expiresAt,
    external: dto.external,
    sites: [...dto.sites],
    ...(dto.details ? { details: toDetails(dto.details) } : {}),
  };
}

function toDetails(dto: JobDetailsDto): JobDetails {
  return {
    availability: dto.availability ? { from: dto.availability.from, until: dto.availability.until } : null,
    videoUrl: dto.videoUrl,
    file: dto.file ? { name: dto.file.name } : null,
    salaryText: dto.salaryText,
    fieldsOfStudy: dto.fieldsOfStudy.map(toTerm('fieldsOfStudy')),
    degreeLevels: dto.degreeLevels.map(toTerm('degreeLevel')),
    languages: dto.languages.map((l) => ({ code: l.code, level: isLanguageLevel(l.level) ? l.level : null })),
    languagesText: dto.languagesText,
    skills: [...dto.skills],
    skillsText: dto.skillsText,
    application: {
      url: dto.application.url,
      email: dto.application.email,
      workflow: isApplicationWorkflow(dto.application.workflow) ? dto.application.workflow : null,
    },
  };
}
