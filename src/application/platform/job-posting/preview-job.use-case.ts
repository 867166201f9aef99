import { isExpired, type Job } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { JobRepository } from '../jobs/job-repository.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

/**
 * The wizard's preview: the job as visitors will see it (the visitor model, labels and organization),
 * for the members of its organization — owners, members and parents' members alike — and staff.
 * GetJob's owner rule is for the public page; this one follows the posting rules.
 */
export class PreviewJob {
  constructor(
    private readonly runner: JobWorkflowRunner,
    private readonly jobs: JobRepository,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ job: Job; expired: boolean }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const job = await this.jobs.findById(input.id, ctx.locale);
    if (!job) return fail('NOT_FOUND');
    return { ok: true, value: { job, expired: job.state === 'published' && isExpired(job, loaded.value.now) } };
  }
}
