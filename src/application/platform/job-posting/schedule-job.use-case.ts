import type { JobState } from '../../../domain/job/job';
import { submissionProblems } from '../../../domain/job/job-posting';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';

/**
 * A draft goes online at a future time (spec §4 "scheduled"): the scheduler publishes it then (see
 * PublishDueJobs). Where members' new jobs are reviewed it waits for review first, keeping its time.
 */
export class ScheduleJob {
  constructor(private readonly runner: JobWorkflowRunner) {}

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
    return this.runner.store(job, { state: next.value, publishAt, rejectionReason: null });
  }
}
