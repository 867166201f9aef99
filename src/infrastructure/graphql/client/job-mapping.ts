import { isApplicationWorkflow } from '../../../domain/applications/application-settings';
import type { Job, JobState, JobType, SalaryUnit } from '../../../domain/job/job';
import type { JobSummary, TermLabel } from '../../../domain/job/job-summary';
import { isLanguageLevel, type JobDetails } from '../../../domain/job/job-details';
import type { Term, Vocabulary } from '../../../domain/job/taxonomy';
import type {
  JobCardFieldsFragment,
  JobDetailsFieldsFragment,
  JobPostingFieldsFragment,
  TermFieldsFragment,
  TermLabelFieldsFragment,
} from './generated/operations';
import { fromTranslations } from './translations.mapping';

const toTerm =
  (vocabulary: Vocabulary) =>
  (answer: TermFieldsFragment): Term => ({
    id: answer.id,
    vocabulary,
    label: fromTranslations(answer.labels, answer.label),
    alias: fromTranslations(answer.aliases, answer.alias),
  });

const toTermLabel = (answer: TermLabelFieldsFragment): TermLabel => ({
  id: answer.id,
  label: fromTranslations(answer.labels, answer.label),
});

const toLocation = (answer: JobCardFieldsFragment['location']): Job['location'] => ({
  countryCode: answer.countryCode,
  addressLine1: answer.addressLine1,
  locality: answer.locality,
  zip: answer.zip,
  administrativeArea: answer.administrativeArea,
  lat: answer.lat,
  lon: answer.lon,
});

const toSalary = (answer: JobCardFieldsFragment['salary']): Job['salary'] =>
  answer ? { min: answer.min, max: answer.max, currencyCode: answer.currencyCode, unit: answer.unit as SalaryUnit } : null;

/** JobPostingFields; the single-job queries add the organization's website and the details. */
type JobAnswer = JobPostingFieldsFragment & {
  readonly organization: { readonly website?: string | null };
  readonly details?: JobDetailsFieldsFragment | null;
};

/** A job as the API answered it → the domain's Job: the one place the board converts a job. */
export function toJob(answer: JobAnswer): Job {
  const website = answer.organization.website;
  const details = answer.details;
  return {
    id: answer.id,
    type: answer.type as JobType,
    state: answer.state as JobState,
    title: answer.title,
    slug: answer.slug,
    descriptionHtml: answer.descriptionHtml,
    linkUrl: answer.linkUrl,
    organization: {
      id: answer.organization.id,
      name: answer.organization.name,
      slug: answer.organization.slug,
      logoUrl: answer.organization.logoUrl,
      ...(website ? { website } : {}),
    },
    location: toLocation(answer.location),
    employmentTypes: answer.employmentTypes.map(toTerm('employmentType')),
    remoteOptions: answer.remoteOptions.map(toTerm('remoteOptions')),
    industries: answer.industries.map(toTerm('industry')),
    occupations: answer.occupations.map(toTerm('occupations')),
    yearsOfExperience: answer.yearsOfExperience.map(toTerm('yearsOfExperience')),
    salary: toSalary(answer.salary),
    featured: answer.featured,
    publishedAt: answer.publishedAt,
    expiresAt: answer.expiresAt,
    external: answer.external,
    importerId: answer.importerId ?? null,
    sites: [...answer.sites],
    ...(details ? { details: toDetails(details) } : {}),
  };
}

/** A search hit as the API answered it (JobCardFields) → the card's JobSummary. */
export function toJobCard(answer: JobCardFieldsFragment): JobSummary {
  return {
    id: answer.id,
    slug: answer.slug,
    title: answer.title,
    featured: answer.featured,
    publishedAt: answer.publishedAt,
    organization: { id: answer.organization.id, name: answer.organization.name, slug: answer.organization.slug },
    location: toLocation(answer.location),
    employmentTypes: answer.employmentTypes.map(toTermLabel),
    remoteOptions: answer.remoteOptions.map(toTermLabel),
    salary: toSalary(answer.salary),
  };
}

function toDetails(answer: JobDetailsFieldsFragment): JobDetails {
  return {
    availability: answer.availability ? { from: answer.availability.from, until: answer.availability.until } : null,
    videoUrl: answer.videoUrl,
    file: answer.file ? { name: answer.file.name } : null,
    salaryText: answer.salaryText,
    fieldsOfStudy: answer.fieldsOfStudy.map(toTerm('fieldsOfStudy')),
    degreeLevels: answer.degreeLevels.map(toTerm('degreeLevel')),
    languages: answer.languages.map((l) => ({ code: l.code, level: isLanguageLevel(l.level) ? l.level : null })),
    languagesText: answer.languagesText,
    skills: [...answer.skills],
    skillsText: answer.skillsText,
    application: {
      url: answer.application.url,
      email: answer.application.email,
      workflow: isApplicationWorkflow(answer.application.workflow) ? answer.application.workflow : null,
    },
  };
}
