import { applyImportProposal, type ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import { EMPTY_RESUME_CONTENT, emptyResume, type Resume } from '../../../domain/resume/resume';
import { assignEntryIds } from '../../../domain/resume/resume-entries';
import { dayOf, resumeContentProblems, type ResumeFieldProblem } from '../../../domain/resume/resume-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { ResumeImportRepository } from './resume-import-repository.port';
import type { ResumeRepository } from './resume-repository.port';
import { ownResumeView, type OwnResumeView } from './resume-view';

export type ConfirmImportFailure =
  | Err<'UNAUTHENTICATED'>
  | Err<'NOT_FOUND'>
  | (Err<'INVALID'> & { readonly errors: readonly ResumeFieldProblem[] });

/**
 * confirmMyResumeImport: the owner confirms an import's proposal as they corrected it. The proposal is
 * checked by the resume's rules on its own (so each problem names the proposal's field) and joined with
 * the resume (limits); a refusal keeps the corrections on the import and leaves the resume as it was.
 * Confirmed, the resume and the import's mark are written in one transaction.
 */
export class ConfirmResumeImport {
  constructor(
    private readonly imports: ResumeImportRepository,
    private readonly resumes: Pick<ResumeRepository, 'find' | 'organizations'>,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string; readonly proposal: ResumeImportProposal },
    ctx: RequestContext,
  ): Promise<Ok<OwnResumeView> | ConfirmImportFailure> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to confirm an import');
    const found = await this.imports.find(input.id);
    if (!found || found.ownerId !== actor.userId) return err('NOT_FOUND', 'No such import');
    const now = this.clock.now();
    const today = dayOf(now);
    const { proposal } = input;

    // The proposal alone: problem paths are the proposal's own (workExperience.2.period, skillsFree.0, …).
    const alone = assignEntryIds(applyImportProposal(EMPTY_RESUME_CONTENT, proposal));
    const own = resumeContentProblems(alone, today).map((p) => ({ ...p, field: p.field.replace(/^skillsFree\b/, 'skills') }));
    const current = (await this.resumes.find(actor.userId)) ?? emptyResume(actor.userId);
    const next: Resume = { ...assignEntryIds(applyImportProposal(current, proposal)), updatedAt: now.toISOString() };
    const problems = own.length > 0 ? own : resumeContentProblems(next, today).filter((p) => !p.field.includes('.'));
    if (problems.length > 0) {
      await this.imports.saveProposal(found.id, proposal);
      return { ...err('INVALID', 'The proposal has problems'), errors: problems };
    }
    await this.imports.confirm(found.id, proposal, next, now);
    return ok(ownResumeView(next, await this.resumes.organizations(next.blockedOrganizationIds)));
  }
}
