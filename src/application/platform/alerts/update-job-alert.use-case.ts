import { rescheduledDueAt, type AlertFrequency } from '../../../domain/alerts/alert-schedule';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { jobAlertView, type JobAlertView } from './job-alert-view';
import type { AlertUnitOfWork } from './job-alert-repository.port';

/** Changes the frequency of the signed-in user's own alert; anyone else's is NOT_FOUND (no hint it exists). */
export class UpdateJobAlert {
  constructor(
    private readonly uow: AlertUnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly id: string; readonly frequency: AlertFrequency },
    ctx: RequestContext,
  ): Promise<Result<JobAlertView, 'UNAUTHENTICATED' | 'NOT_FOUND'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to manage your alerts');
    const now = this.clock.now();
    return this.uow.run(async ({ alerts }) => {
      const alert = await alerts.findById(input.id);
      if (!alert || alert.userId !== actor.userId || alert.site !== ctx.site) return err('NOT_FOUND');
      if (alert.frequency !== input.frequency) {
        await alerts.updateFrequency(
          alert.id,
          input.frequency,
          rescheduledDueAt(input.frequency, alert.coveredUntil ?? alert.confirmedAt ?? now, now),
        );
      }
      return ok(jobAlertView((await alerts.findById(alert.id))!));
    });
  }
}
