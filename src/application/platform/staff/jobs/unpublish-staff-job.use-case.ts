import { transition } from '../../../../domain/job/job-workflow';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { staffEntry } from '../staff-action-log.port';
import { type StaffJobAccessError, jobRefusal, jobsSectionRefusal } from './staff-job-access';
import type { StaffJobUnitOfWork } from './staff-job-unit-of-work.port';

/**
 * Takes a job offline (archived, the workflow's "archive" by staff): it leaves search at once and its
 * organization may republish it. Logged with the state before and after, in the same transaction.
 */
export class UnpublishStaffJob {
  constructor(private readonly uow: StaffJobUnitOfWork) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<void, StaffJobAccessError | 'ALREADY_OFFLINE'>> {
    const refusal = jobsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    return this.uow.run(async (tx): Promise<Result<void, StaffJobAccessError | 'ALREADY_OFFLINE'>> => {
      const job = await tx.jobs.lock(input.id);
      const problem = jobRefusal(job, ctx);
      if (problem || !job) return err(problem ?? 'NOT_FOUND');
      // The review setting plays no part in staff archiving; any value gives the same step.
      const step = transition({ state: job.state, action: 'archive', actor: 'staff', review: 'off' });
      if (!step.ok) return err('ALREADY_OFFLINE');
      await tx.jobs.setState(job.id, 'archived');
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: job.sites[0] ?? null,
          action: 'job.unpublish',
          targetType: 'job',
          targetId: job.id,
          before: { state: job.state },
          after: { state: 'archived' },
        }),
      );
      return ok(undefined);
    });
  }
}
