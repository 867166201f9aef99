import type { Job } from '../../../../domain/job/job';
import type { Term } from '../../../../domain/job/taxonomy';
import { translate, type Locale } from '../../../../domain/shared/locale';
import type { JobPosting, Term as TermDto } from '../generated/resolvers-types';
import { toTranslations } from './translations.mapper';

/** Domain Term → schema Term: label and alias in the request locale, plus every translation the platform has. */
export const toTerm = (term: Term, locale: Locale): TermDto => ({
  id: term.id,
  label: translate(term.label, locale),
  alias: translate(term.alias, locale),
  labels: toTranslations(term.label),
  aliases: toTranslations(term.alias),
});

/** Domain Job → schema JobPosting, the one place a job takes the API's shape; terms in the request locale. */
export function toJobPosting(job: Job, locale: Locale): JobPosting {
  const terms = (list: readonly Term[]) => list.map((t) => toTerm(t, locale));
  return {
    ...job,
    organization: { ...job.organization, website: job.organization.website ?? null },
    employmentTypes: terms(job.employmentTypes),
    remoteOptions: terms(job.remoteOptions),
    industries: terms(job.industries),
    occupations: terms(job.occupations),
    yearsOfExperience: terms(job.yearsOfExperience),
    details: job.details
      ? {
          ...job.details,
          fieldsOfStudy: terms(job.details.fieldsOfStudy),
          degreeLevels: terms(job.details.degreeLevels),
          application: { ...job.details.application, workflow: job.details.application.workflow ?? null },
        }
      : null,
  };
}
