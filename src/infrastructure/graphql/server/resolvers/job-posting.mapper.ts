import type { Job } from '../../../../domain/job/job';
import type { Term } from '../../../../domain/job/taxonomy';
import { LOCALES, translate, type Locale, type Translated } from '../../../../domain/shared/locale';

/** The schema's Term: label and alias in the request locale, plus every translation the platform has. */
export interface TermDto {
  readonly id: string;
  readonly label: string;
  readonly alias: string;
  readonly labels: Array<{ locale: Locale; value: string }>;
  readonly aliases: Array<{ locale: Locale; value: string }>;
}

const translations = (value: Translated): Array<{ locale: Locale; value: string }> =>
  LOCALES.flatMap((locale) => (value[locale] === undefined ? [] : [{ locale, value: value[locale] as string }]));

export const toTermDto = (term: Term, locale: Locale): TermDto => ({
  id: term.id,
  label: translate(term.label, locale),
  alias: translate(term.alias, locale),
  labels: translations(term.label),
  aliases: translations(term.alias),
});

/** Domain Job → schema JobPosting; taxonomy terms are translated to the request locale. */
export function toJobPosting(job: Job, locale: Locale) {
  const terms = (list: readonly Term[]) => list.map((t) => toTermDto(t, locale));
  return {
    ...job,
    employmentTypes: terms(job.employmentTypes),
    remoteOptions: terms(job.remoteOptions),
    industries: terms(job.industries),
    occupations: terms(job.occupations),
    yearsOfExperience: terms(job.yearsOfExperience),
    details: job.details
      ? { ...job.details, fieldsOfStudy: terms(job.details.fieldsOfStudy), degreeLevels: terms(job.details.degreeLevels) }
      : null,
  };
}
