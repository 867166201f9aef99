import { isApplicationWorkflow } from '../../../domain/applications/application-settings';
import type { Job, JobState, JobType, SalaryUnit } from '../../../domain/job/job';
import { isLanguageLevel, type JobDetails } from '../../../domain/job/job-details';
import type { Term, Vocabulary } from '../../../domain/job/taxonomy';
import type { JobDetailsFieldsFragment, JobPostingFieldsFragment, TermFieldsFragment } from './generated/operations';
import { fromTranslations } from './translations.mapping';

const toTerm =
  (vocabulary: Vocabulary) =>
  (answer: TermFieldsFragment): Term => ({
    id: answer.id,
    vocabulary,
    label: fromTranslations(answer.labels, answer.label),
    alias: fromTranslations(answer.aliases, answer.alias),
  });

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
    location: {
      countryCode: answer.location.countryCode,
      addressLine1: answer.location.addressLine1,
      locality: answer.location.locality,
      zip: answer.location.zip,
      administrativeArea: answer.location.administrativeArea,
      lat: answer.location.lat,
      lon: answer.location.lon,
    },
    employmentTypes: answer.employmentTypes.map(toTerm('employmentType')),
    remoteOptions: answer.remoteOptions.map(toTerm('remoteOptions')),
    industries: answer.industries.map(toTerm('industry')),
    occupations: answer.occupations.map(toTerm('occupations')),
    yearsOfExperience: answer.yearsOfExperience.map(toTerm('yearsOfExperience')),
    salary: answer.salary
      ? {
          min: answer.salary.min,
          max: answer.salary.max,
          currencyCode: answer.salary.currencyCode,
          unit: answer.salary.unit as SalaryUnit,
        }
      : null,
    featured: answer.featured,
    publishedAt: answer.publishedAt,
    expiresAt: answer.expiresAt,
    external: answer.external,
    importerId: answer.importerId ?? null,
    sites: [...answer.sites],
    ...(details ? { details: toDetails(details) } : {}),
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
