import type { ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import type { BoardContext } from '../board-context';
import type { ResumeFieldError, ResumeGateway, ResumeOptions } from './resume-gateway.port';
import type { BoardResumeImport, ResumeImportGateway } from './resume-import-gateway.port';

/** The wizard's import step: the CV goes to the platform, which answers the import to review or why not. */
export class ImportMyCv {
  constructor(private readonly imports: ResumeImportGateway) {}

  execute(input: { readonly file: File }, ctx: BoardContext) {
    return this.imports.upload(input.file, ctx);
  }
}

export interface CvImportReview {
  readonly import: BoardResumeImport;
  readonly options: ResumeOptions;
}

/** The review of an import: its proposal with the form's choices; null when it is not the caller's. */
export class ReviewCvImport {
  constructor(
    private readonly imports: ResumeImportGateway,
    private readonly resumes: Pick<ResumeGateway, 'options'>,
  ) {}

  async execute(input: { readonly id: string }, ctx: BoardContext): Promise<CvImportReview | null> {
    const [found, options] = await Promise.all([this.imports.find(input.id, ctx), this.resumes.options(ctx)]);
    return found ? { import: found, options } : null;
  }
}

/** Confirms the proposal as the owner corrected it; the platform's field errors come back for the form. */
export class ConfirmCvImport {
  constructor(private readonly imports: ResumeImportGateway) {}

  async execute(
    input: { readonly id: string; readonly proposal: ResumeImportProposal },
    ctx: BoardContext,
  ): Promise<readonly ResumeFieldError[]> {
    return (await this.imports.confirm(input.id, input.proposal, ctx)).errors;
  }
}
