import { isConsoleAdministrator } from '../../../domain/staff/staff-scope';
import { emptyResume } from '../../../domain/resume/resume';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ResumeRepository } from './resume-repository.port';
import { ownResumeView, type OwnResumeView } from './resume-view';

/**
 * A resume as its owner reads it: `ownerId` absent means the caller's own (an empty one until they write
 * it). Administrators may read anyone's (support: resumes belong to no site, so no site's staff); nobody else learns whether a resume exists.
 */
export class GetResume {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(
    input: { readonly ownerId?: string | null },
    ctx: RequestContext,
  ): Promise<Result<OwnResumeView, 'UNAUTHENTICATED' | 'NOT_FOUND'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to see your resume');
    const ownerId = input.ownerId ?? actor.userId;
    if (ownerId !== actor.userId && !isConsoleAdministrator(actor)) return err('NOT_FOUND', 'No such resume');
    const stored = await this.resumes.find(ownerId);
    if (!stored && ownerId !== actor.userId) return err('NOT_FOUND', 'No such resume');
    const resume = stored ?? emptyResume(ownerId);
    const blocked = await this.resumes.organizations(resume.blockedOrganizationIds);
    return ok(ownResumeView(resume, blocked));
  }
}
