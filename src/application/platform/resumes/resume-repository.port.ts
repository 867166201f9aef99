import type { Vocabulary } from '../../../domain/job/taxonomy';
import type { Resume } from '../../../domain/resume/resume';
import type { Translated } from '../../../domain/shared/locale';

export interface ResumeOrganizationRef {
  readonly id: string;
  readonly name: string;
}

export interface ResumeTermOption {
  readonly id: string;
  readonly vocabulary: Vocabulary;
  readonly label: Translated;
}

/** Where resumes live: one per user, with the organizations the owner blocked. */
export interface ResumeRepository {
  find(ownerId: string): Promise<Resume | null>;
  /** Writes the resume and its block list in one transaction. */
  save(resume: Resume, now: Date): Promise<void>;
  /** The ids among `ids` that name organizations, with their names. */
  organizations(ids: readonly string[]): Promise<ResumeOrganizationRef[]>;
  /** Organizations whose name contains `search` (at most `limit`, by name). */
  searchOrganizations(search: string, limit: number): Promise<ResumeOrganizationRef[]>;
  /** Terms of the vocabularies a resume uses. */
  terms(vocabularies: readonly Vocabulary[]): Promise<ResumeTermOption[]>;
}
