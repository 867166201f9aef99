import type { ResumeContent } from './resume';

/*
 * How complete a resume is: each item that is filled adds its weight (they sum to 100). Items only test
 * "is something there", so adding data never lowers the percentage (property-tested). Weights follow what
 * a recruiter reads first: what the applicant wants and what they have done.
 */

export const COMPLETENESS_ITEMS = [
  { key: 'workExperience', weight: 15, filled: (c: ResumeContent) => c.workExperience.length > 0 },
  { key: 'desiredJob', weight: 12, filled: (c: ResumeContent) => c.jobPreferences.title.trim() !== '' },
  { key: 'education', weight: 12, filled: (c: ResumeContent) => c.education.length > 0 },
  {
    key: 'name',
    weight: 10,
    filled: (c: ResumeContent) => c.personalInfo.firstName.trim() !== '' && c.personalInfo.lastName.trim() !== '',
  },
  { key: 'skills', weight: 8, filled: (c: ResumeContent) => c.skills.length + c.skillsFree.length > 0 },
  { key: 'languages', weight: 8, filled: (c: ResumeContent) => c.languages.length + c.languagesFree.length > 0 },
  { key: 'about', weight: 8, filled: (c: ResumeContent) => c.personalInfo.about.trim() !== '' },
  { key: 'homeLocation', weight: 5, filled: (c: ResumeContent) => c.personalInfo.homeLocation.trim() !== '' },
  { key: 'desiredLocation', weight: 5, filled: (c: ResumeContent) => c.jobPreferences.desiredLocation.trim() !== '' },
  { key: 'occupation', weight: 5, filled: (c: ResumeContent) => c.jobPreferences.desiredOccupationId !== null },
  { key: 'careerStatus', weight: 4, filled: (c: ResumeContent) => c.jobPreferences.careerStatus !== null },
  { key: 'availableStart', weight: 3, filled: (c: ResumeContent) => c.jobPreferences.availableStart !== null },
  { key: 'picture', weight: 3, filled: (c: ResumeContent) => c.personalInfo.picture !== null },
  { key: 'phone', weight: 2, filled: (c: ResumeContent) => c.personalInfo.phone.trim() !== '' },
] as const;

export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number]['key'];

export interface Completeness {
  /** 0 … 100. */
  readonly percent: number;
  /** The missing item worth most (first in the list on a tie); null when everything is there. */
  readonly next: CompletenessItem | null;
  readonly missing: readonly CompletenessItem[];
}

export function completenessOf(content: ResumeContent): Completeness {
  let percent = 0;
  const missing: CompletenessItem[] = [];
  for (const item of COMPLETENESS_ITEMS) {
    if (item.filled(content)) percent += item.weight;
    else missing.push(item.key);
  }
  return { percent, next: missing[0] ?? null, missing };
}
