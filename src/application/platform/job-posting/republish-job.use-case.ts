import type { JobState } from '../../../domain/job/job';
import { expiryFor } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

/**
 * An archived or expired job goes online again with a fresh period: published now, expiring after its
 * duration (or at its expiration date when that still lies ahead). Under review `all` it goes to review.
 */
export class RepublishJob {
  constructor(private readonly runner: JobWorkflowRunner) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const job = loaded.value;
    const next = this.runner.next(job, 'republish', ctx);
    if (!next.ok) return next;
    const expiresAt = expiryFor({ ...job.posting, expiresAt: null }, job.now);
    if (next.value === 'needs_review')
      return this.runner.store(job, { state: 'needs_review', publishedAt: null, expiresAt: null, publishAt: null });
    return this.runner.store(job, { state: next.value, publishedAt: job.now, expiresAt, publishAt: null, rejectionReason: null });
  }
}
