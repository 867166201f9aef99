import { isApplicationStatus, mayMoveTo, type ApplicationStatus } from '../../../domain/applications/application';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { ApplicationRepository } from './application-repository.port';
import type { GetApplication } from './get-application.use-case';

export type ChangeStatusError =
  | 'UNAUTHENTICATED'
  /** No such application for this viewer (other organizations' ids included). */
  | 'NOT_FOUND'
  /** The viewer may see it but not manage it (the applicant). */
  | 'FORBIDDEN'
  | 'INVALID_STATUS'
  /** Not a step the workflow allows from the current status. */
  | 'INVALID_TRANSITION'
  /** Someone else changed the status meanwhile. */
  | 'CONFLICT';

/** A recruiter of the job's organization (or staff) moves an application along its statuses. */
export class ChangeApplicationStatus {
  constructor(
    private readonly getApplication: Pick<GetApplication, 'authorized'>,
    private readonly applications: ApplicationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { id: string; status: string },
    ctx: RequestContext,
  ): Promise<Result<{ id: string; status: ApplicationStatus }, ChangeStatusError>> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const view = await this.getApplication.authorized(input.id, ctx);
    if (!view) return err('NOT_FOUND');
    if (!view.manageable) return err('FORBIDDEN');
    if (!isApplicationStatus(input.status)) return err('INVALID_STATUS');
    const from = view.application.status;
    if (!mayMoveTo(from, input.status)) return err('INVALID_TRANSITION');
    const changed = await this.applications.changeStatus(view.application.id, from, input.status, this.clock.now());
    return changed ? ok({ id: view.application.id, status: input.status }) : err('CONFLICT');
  }
}
