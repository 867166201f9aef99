import { LANGUAGE_LEVELS, type LanguageLevel } from '../../domain/job/job-details';
import type { ResumeImportProposal } from '../../domain/resume/cv-import/resume-import';
import { isEntityId } from '../../domain/shared/entity-id';

/*
 * The CV import review form's fields (`work.0.jobTitle`, `edu.1.start`, `lang.0.level`, `skills`, …) read back
 * as a proposal: by the endpoint, which leaves out the entries whose box was cleared, and by the review page
 * showing a refused form again, which keeps every entry the form had, in its order.
 */

const monthOrNull = (value: string) => (value.trim() ? value.trim() : null);
const level = (value: string): LanguageLevel | null =>
  (LANGUAGE_LEVELS as readonly string[]).includes(value) ? (value as LanguageLevel) : null;
const term = (value: string) => (isEntityId(value) ? value : null);

export function reviewedProposal(
  names: readonly string[],
  get: (name: string) => string,
  keep: (entry: string) => boolean = () => true,
): ResumeImportProposal {
  const indexes = (prefix: string) =>
    [...new Set(names.flatMap((key) => (new RegExp(`^${prefix}\\.(\\d{1,3})\\.`).exec(key)?.[1] ?? []) as string[]))]
      .map(Number)
      .sort((a, c) => a - c)
      .filter((i) => keep(`${prefix}.${i}`));
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    email: get('email'),
    phone: get('phone'),
    workExperience: indexes('work').map((i) => ({
      jobTitle: get(`work.${i}.jobTitle`),
      companyName: get(`work.${i}.companyName`),
      location: get(`work.${i}.location`),
      period: { start: get(`work.${i}.start`).trim(), end: monthOrNull(get(`work.${i}.end`)) },
      occupationId: term(get(`work.${i}.occupationId`)),
    })),
    education: indexes('edu').map((i) => ({
      institution: get(`edu.${i}.institution`),
      studyProgram: get(`edu.${i}.studyProgram`),
      location: get(`edu.${i}.location`),
      period: { start: get(`edu.${i}.start`).trim(), end: monthOrNull(get(`edu.${i}.end`)) },
      degreeLevelId: term(get(`edu.${i}.degreeLevelId`)),
      fieldOfStudyId: term(get(`edu.${i}.fieldOfStudyId`)),
    })),
    languages: indexes('lang').map((i) => ({ code: get(`lang.${i}.code`), level: level(get(`lang.${i}.level`)) })),
    skills: get('skills')
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  };
}
