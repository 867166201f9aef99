import type { JobPosting } from '../../../domain/job/job-posting';
import type { JobState } from '../../../domain/job/job';
import {
  storedState,
  transition,
  workflowStateOf,
  type JobAction,
  type WorkflowActor,
  type WorkflowState,
} from '../../../domain/job/job-workflow';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingRepository, JobStateChange } from './job-posting-repository.port';
import type { OrganizationAccess } from './organization-access.port';
import { reviewPolicyOf, workflowActorFor } from './posting-access';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface LoadedJob {
  readonly posting: JobPosting;
  readonly actor: Exclude<WorkflowActor, 'system'>;
  readonly state: WorkflowState;
  readonly now: Date;
}

/**
 * The workflow use cases' common steps: load a job the actor may act on (anything else is NOT_FOUND;
 * imported jobs are EXTERNAL_JOB, except for staff review: an importer that follows the site's review
 * setting leaves its jobs waiting for it), ask the state machine, and store the step guarded by the state read
 * (a concurrent change makes it CONFLICT instead of overwriting).
 */
export class JobWorkflowRunner {
  constructor(
    readonly jobs: JobPostingRepository,
    private readonly access: OrganizationAccess,
    private readonly sites: SiteDirectory,
    readonly clock: Clock,
  ) {}

  async load(id: string, ctx: RequestContext, options: { readonly external?: 'allow' } = {}): Promise<PostingResult<LoadedJob>> {
    if (ctx.actor.kind !== 'user') return fail('UNAUTHENTICATED');
    const posting = isEntityId(id) ? await this.jobs.findById(id) : null;
    const actor = posting ? await workflowActorFor(ctx.actor, posting.organizationId, this.access) : null;
    if (!posting || !actor) return fail('NOT_FOUND');
    if (posting.external && options.external !== 'allow') return fail('EXTERNAL_JOB');
    const now = this.clock.now();
    return { ok: true, value: { posting, actor, state: workflowStateOf(posting, now), now } };
  }

  /** The state `action` leads to, or TRANSITION_NOT_ALLOWED. */
  next(job: LoadedJob, action: JobAction, ctx: RequestContext, publishAtInFuture = false): PostingResult<WorkflowState> {
    const step = transition({
      state: job.state,
      action,
      actor: job.actor,
      review: reviewPolicyOf(this.sites, ctx.site),
      publishAtInFuture,
    });
    return step.ok ? { ok: true, value: step.to } : fail('TRANSITION_NOT_ALLOWED');
  }

  async store(
    job: LoadedJob,
    change: Omit<JobStateChange, 'state'> & { readonly state: WorkflowState },
  ): Promise<PostingResult<{ id: string; state: JobState }>> {
    const state = storedState(change.state);
    const done = await this.jobs.changeState(job.posting.id, job.posting.state, { ...change, state }, job.posting.external);
    return done ? { ok: true, value: { id: job.posting.id, state } } : fail('CONFLICT');
  }
}
