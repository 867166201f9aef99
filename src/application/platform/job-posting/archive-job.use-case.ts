import type { JobState } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

/** Takes a job offline (from any state but archived); it leaves search at once (the projection's triggers). */
export class ArchiveJob {
  constructor(private readonly runner: JobWorkflowRunner) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const next = this.runner.next(loaded.value, 'archive', ctx);
    if (!next.ok) return next;
    return this.runner.store(loaded.value, { state: next.value, publishAt: null });
  }
}
