import type { Translated } from '../../../domain/shared/locale';

/** The choices of the profile form that live in the database. */
export interface OrganizationProfileOptionsSource {
  /** Terms of the industry vocabulary, by weight and German label. */
  industries(): Promise<ReadonlyArray<{ readonly id: string; readonly label: Translated }>>;
  /** Terms of a vocabulary an organization recruits for (occupational fields, fields of study), by weight and German label. */
  terms(vocabulary: 'occupations' | 'fieldsOfStudy'): Promise<ReadonlyArray<{ readonly id: string; readonly label: Translated }>>;
  /** Common benefits with every translation, by weight. */
  benefits(): Promise<readonly Translated[]>;
}
