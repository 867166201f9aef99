import type { JobState } from '../../../domain/job/job';
import { expiryFor, submissionProblems } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

/**
 * The preview's "publish": a draft goes online now, or to review when the site reviews members' new jobs.
 * Going online sets the publication date and the expiry (its date, or now + duration).
 */
export class PublishJob {
  constructor(private readonly runner: JobWorkflowRunner) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const job = loaded.value;
    const next = this.runner.next(job, 'publish', ctx);
    if (!next.ok) return next;
    const problems = submissionProblems(job.posting, job.now, null);
    if (problems.length > 0) return fail('INVALID', problems);
    if (next.value === 'needs_review') return this.runner.store(job, { state: 'needs_review', publishAt: null, rejectionReason: null });
    return this.runner.store(job, {
      state: next.value,
      publishedAt: job.now,
      publishAt: null,
      expiresAt: expiryFor(job.posting, job.now),
      rejectionReason: null,
    });
  }
}
