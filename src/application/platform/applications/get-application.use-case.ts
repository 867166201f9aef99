import { mayManageApplicationsOf, mayViewApplication } from '../../../domain/applications/application-access';
import type { Application } from '../../../domain/applications/application';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ApplicationRepository } from './application-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface ApplicationView {
  readonly application: Application;
  /** The viewer may change the status (a recruiter of the organization or staff, not the applicant). */
  readonly manageable: boolean;
}

/**
 * One application with its files, for its applicant, the job organization's recruiters and the job's sites' staff.
 * Anyone else gets NOT_FOUND (never FORBIDDEN: ids of other organizations' applications reveal nothing).
 */
export class GetApplication {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute(input: { id: string }, ctx: RequestContext): Promise<Result<ApplicationView, 'NOT_FOUND'>> {
    const found = await this.authorized(input.id, ctx);
    return found ? ok(found) : err('NOT_FOUND');
  }

  /** Shared with the file download and the status change: the application and the viewer's rights, or null. */
  async authorized(id: string, ctx: RequestContext): Promise<ApplicationView | null> {
    if (ctx.actor.kind !== 'user' || !isEntityId(id)) return null;
    const application = await this.applications.findById(id);
    if (!application) return null;
    const mine = await this.applications.organizationIdsOf(ctx.actor.userId);
    if (!mayViewApplication(ctx.actor, application, mine)) return null;
    return { application, manageable: mayManageApplicationsOf(ctx.actor, application, mine) };
  }
}
