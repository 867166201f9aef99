import type { JobState } from '../../../domain/job/job';
import { expiryFor } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

export const REJECTION_REASON_MAX = 1000;

export interface ReviewJobInput {
  readonly id: string;
  readonly decision: 'approve' | 'reject';
  /** Required when rejecting: the organization reads it in the job manager. */
  readonly reason?: string | null;
}

/**
 * Staff review (job_editor and up). Approve: the job goes online — at its scheduled time when that lies
 * ahead, otherwise now (an approved edit of a live job keeps its publication and expiry dates). Reject:
 * back to draft with the reason. Members get TRANSITION_NOT_ALLOWED from the state machine.
 */
export class ReviewJob {
  constructor(private readonly runner: JobWorkflowRunner) {}

  async execute(input: ReviewJobInput, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    // Imported jobs an importer left for review are reviewed here like any other.
    const loaded = await this.runner.load(input.id, ctx, { external: 'allow' });
    if (!loaded.ok) return loaded;
    const job = loaded.value;
    if (job.actor !== 'staff') return fail('FORBIDDEN');
    if (input.decision === 'reject') {
      const reason = (input.reason ?? '').trim();
      if (reason.length === 0 || reason.length > REJECTION_REASON_MAX)
        return fail('INVALID', [{ field: 'reason', code: reason ? 'TEXT_TOO_LONG' : 'REASON_REQUIRED' }]);
      const next = this.runner.next(job, 'reject', ctx);
      if (!next.ok) return next;
      return this.runner.store(job, { state: next.value, rejectionReason: reason });
    }
    const publishAt = job.posting.publishAt ? new Date(job.posting.publishAt) : null;
    const future = publishAt !== null && publishAt.getTime() > job.now.getTime();
    const next = this.runner.next(job, 'approve', ctx, future);
    if (!next.ok) return next;
    if (next.value === 'scheduled') return this.runner.store(job, { state: 'scheduled', rejectionReason: null });
    const live =
      job.posting.publishedAt !== null && job.posting.expiresAt !== null && new Date(job.posting.expiresAt).getTime() > job.now.getTime();
    if (live) return this.runner.store(job, { state: next.value, publishAt: null, rejectionReason: null });
    return this.runner.store(job, {
      state: next.value,
      publishedAt: job.now,
      publishAt: null,
      expiresAt: expiryFor(job.posting, job.now),
      rejectionReason: null,
    });
  }
}
