import type { JobPosting } from '../../../domain/job/job-posting';
import { availableActions, type JobAction, type WorkflowState } from '../../../domain/job/job-workflow';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteDirectory } from '../site/site-directory.port';
import type { PostingResult } from './job-posting-errors';
import type { JobWorkflowRunner } from './job-workflow-runner';
import { reviewPolicyOf } from './posting-access';

export interface EditableJob {
  readonly posting: JobPosting;
  readonly workflowState: WorkflowState;
  /** What the actor may do now (the preview's and job manager's buttons; publish only for drafts). */
  readonly actions: readonly JobAction[];
}

/** A job for the wizard and its preview: only for its organization's members and staff; imported jobs are refused. */
export class GetEditableJob {
  constructor(
    private readonly runner: JobWorkflowRunner,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<EditableJob>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const { posting, state, actor } = loaded.value;
    return {
      ok: true,
      value: { posting, workflowState: state, actions: availableActions(state, actor, reviewPolicyOf(this.sites, ctx.site)) },
    };
  }
}
