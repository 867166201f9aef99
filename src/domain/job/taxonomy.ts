import type { Translated } from '../shared/locale';

/** Vocabularies that classify jobs (the job facets use them). */
export const VOCABULARIES = [
  'employmentType',
  'remoteOptions',
  'industry',
  'occupations',
  'yearsOfExperience',
  'fieldsOfStudy',
  'degreeLevel',
] as const;
export type Vocabulary = (typeof VOCABULARIES)[number];

/** A taxonomy term: stable id, translated label, and a URL alias per language for SEO paths. */
export interface Term {
  readonly id: string;
  readonly vocabulary: Vocabulary;
  readonly label: Translated;
  readonly alias: Translated;
}
