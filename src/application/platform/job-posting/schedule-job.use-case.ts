import type { JobState } from '../../../domain/job/job';
import { submissionProblems } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';
import type { PostingPayment } from './posting-payment.port';

/**
 * A draft goes online at a future time: the scheduler publishes it then (see
 * PublishDueJobs). Where members' new jobs are reviewed it waits for review first, keeping its time.
 * On a site that charges for postings the slot or unit is taken when scheduling (the scheduler has
 * nobody to ask for a purchase later).
 */
export class ScheduleJob {
  constructor(
    private readonly runner: JobWorkflowRunner,
    private readonly payment: PostingPayment | null = null,
  ) {}

  async execute(
    input: { readonly id: string; readonly publishAt: string },
    ctx: RequestContext,
  ): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const job = loaded.value;
    const next = this.runner.next(job, 'schedule', ctx);
    if (!next.ok) return next;
    const publishAt = new Date(input.publishAt);
    if (Number.isNaN(publishAt.getTime())) return fail('INVALID', [{ field: 'publishAt', code: 'DATE_INVALID' }]);
    const problems = submissionProblems(job.posting, job.now, publishAt);
    if (problems.length > 0) return fail('INVALID', problems);
    if (next.value === 'scheduled' && this.payment) {
      const paid = await this.payment.settle({ id: job.posting.id, organizationId: job.posting.organizationId }, ctx.site, job.now);
      if (paid === 'unpaid') return fail('PAYMENT_REQUIRED');
    }
    return this.runner.store(job, { state: next.value, publishAt, rejectionReason: null });
  }
}
