import type { ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import type { Resume } from '../../../domain/resume/resume';

export interface StoredResumeImport {
  readonly id: string;
  readonly ownerId: string;
  readonly fileKey: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly proposal: ResumeImportProposal;
  readonly confirmedAt: string | null;
  readonly createdAt: string;
}

export type NewResumeImport = Omit<StoredResumeImport, 'id' | 'confirmedAt' | 'createdAt'>;

/** Where CV imports wait for their owner's confirmation. */
export interface ResumeImportRepository {
  create(entry: NewResumeImport, now: Date): Promise<StoredResumeImport>;
  find(id: string): Promise<StoredResumeImport | null>;
  /** Keeps the owner's corrections (also refused ones: the form comes back with them). */
  saveProposal(id: string, proposal: ResumeImportProposal): Promise<void>;
  /** Writes the resume and marks the import confirmed with the proposal taken, in one transaction. */
  confirm(id: string, proposal: ResumeImportProposal, resume: Resume, now: Date): Promise<void>;
  /** Removes the owner's imports beyond the newest `keep`; answers the file keys to delete. */
  pruneOlder(ownerId: string, keep: number): Promise<string[]>;
}
