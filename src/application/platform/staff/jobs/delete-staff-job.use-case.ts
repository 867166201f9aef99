import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { type JobDeletionBlock, jobDeletionBlock } from '../../../../domain/staff/staff-job-rules';
import type { FileStore } from '../../files/file-store.port';
import { removeAfterCommit } from '../../files/remove-after-commit';
import { staffEntry } from '../staff-action-log.port';
import { type StaffJobAccessError, jobRefusal, jobsSectionRefusal } from './staff-job-access';
import type { StaffJobUnitOfWork } from './staff-job-unit-of-work.port';

export type DeleteStaffJobError = StaffJobAccessError | JobDeletionBlock | 'CONFIRM_REQUIRED';

/**
 * Deletes a job for good, once confirmed: never one visitors see now (unpublish it first) nor one with
 * applications. The deletion and its log entry (what the job was) commit together; its files (logo, PDF)
 * leave the file store afterwards, so a rolled-back deletion never loses them.
 */
export class DeleteStaffJob {
  constructor(
    private readonly uow: StaffJobUnitOfWork,
    private readonly files: FileStore,
  ) {}

  async execute(
    input: { readonly id: string; readonly confirmed: boolean },
    ctx: RequestContext,
  ): Promise<Result<void, DeleteStaffJobError>> {
    const refusal = jobsSectionRefusal(ctx);
    if (refusal) return err(refusal);
    const outcome = await this.uow.run(async (tx): Promise<Result<readonly string[], DeleteStaffJobError>> => {
      const job = await tx.jobs.lock(input.id);
      const problem = jobRefusal(job, ctx);
      if (problem || !job) return err(problem ?? 'NOT_FOUND');
      const block = jobDeletionBlock(job);
      if (block) return err(block);
      if (!input.confirmed) return err('CONFIRM_REQUIRED');
      const keys = await tx.jobs.delete(job.id);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: job.sites[0] ?? null,
          action: 'job.delete',
          targetType: 'job',
          targetId: job.id,
          before: { title: job.title, state: job.state, organization: job.organizationName },
          after: null,
        }),
      );
      return ok(keys);
    });
    if (!outcome.ok) return outcome;
    await removeAfterCommit(this.files, outcome.value);
    return ok(undefined);
  }
}
