import type { ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import type { BoardContext } from '../board-context';
import type { ResumeFieldError } from './resume-gateway.port';

export interface BoardResumeImport {
  readonly id: string;
  readonly fileName: string;
  readonly size: number;
  readonly confirmedAt: string | null;
  readonly proposal: ResumeImportProposal;
}

/** The platform's CV import API as the board uses it. */
export interface ResumeImportGateway {
  /** Sends the CV file (multipart) to be read into proposals. */
  upload(file: File, ctx: BoardContext): Promise<{ readonly importId: string | null; readonly errors: readonly ResumeFieldError[] }>;
  /** One of the signed-in user's imports; null for anyone else. */
  find(id: string, ctx: BoardContext): Promise<BoardResumeImport | null>;
  confirm(id: string, proposal: ResumeImportProposal, ctx: BoardContext): Promise<{ readonly errors: readonly ResumeFieldError[] }>;
}
