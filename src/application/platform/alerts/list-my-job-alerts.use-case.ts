import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { jobAlertView, type JobAlertView } from './job-alert-view';
import type { JobAlertRepository } from './job-alert-repository.port';

/** jobAlerts: the signed-in user's alerts on this site, newest first. */
export class ListMyJobAlerts {
  constructor(private readonly alerts: JobAlertRepository) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<JobAlertView[], 'UNAUTHENTICATED'>> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to see your alerts');
    return ok((await this.alerts.listByUser(ctx.actor.userId, ctx.site)).map(jobAlertView));
  }
}
