import type { JobState } from '../../../domain/job/job';
import { expiryFor, submissionProblems } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';
import type { PostingPayment } from './posting-payment.port';

/**
 * The preview's "publish": a draft goes online now, or to review when the site reviews members' new jobs.
 * Going online sets the publication date and the expiry (its date, or now + duration). On a site that
 * charges for postings, going online first takes a subscription slot or a bundle unit (once per job: a
 * retried publish finds it paid); without either the job stays a draft and the answer is PAYMENT_REQUIRED.
 */
export class PublishJob {
  constructor(
    private readonly runner: JobWorkflowRunner,
    private readonly payment: PostingPayment | null = null,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const job = loaded.value;
    const next = this.runner.next(job, 'publish', ctx);
    if (!next.ok) return next;
    const problems = submissionProblems(job.posting, job.now, null);
    if (problems.length > 0) return fail('INVALID', problems);
    if (next.value === 'published' && this.payment) {
      const paid = await this.payment.settle({ id: job.posting.id, organizationId: job.posting.organizationId }, ctx.site, job.now);
      if (paid === 'unpaid') return fail('PAYMENT_REQUIRED');
    }
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
