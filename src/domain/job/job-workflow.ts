import { isExpired, type JobState } from './job';

/*
 * The job workflow (needs_review, published, archived, scheduled; "in these the publish option
 * is hidden") as a pure state machine. Jobs start as drafts. Who acts matters: a member of the job's
 * organization, staff (job_editor and up), or the scheduler (system). Which submissions need a review
 * is the site's setting (`features.jobReview`).
 *
 * Expiry is not a stored transition: a published job whose expiration has passed is `expired` (derived
 * from the clock, exact to the second) and every public reader — search, lists, feeds, sitemaps —
 * already leaves it out. Its page still answers with a notice; its organization may republish it.
 */

/** The stored states plus `expired` (published, expiration passed). */
export type WorkflowState = JobState | 'expired';

export const workflowStateOf = (job: { readonly state: JobState; readonly expiresAt: string | null }, now: Date): WorkflowState =>
  job.state === 'published' && isExpired(job, now) ? 'expired' : job.state;

/** What is written to the jobs table for a workflow state. */
export const storedState = (state: WorkflowState): JobState => (state === 'expired' ? 'published' : state);

export const JOB_ACTIONS = [
  'edit', // save the job's content
  'publish', // publish now (a draft)
  'schedule', // publish at a future time (a draft)
  'archive',
  'republish', // an archived or expired job goes online again with a fresh period
  'approve', // staff review: accepted
  'reject', // staff review: back to draft with a reason
  'publishDue', // the scheduler: a scheduled job's time has come
] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

export const WORKFLOW_ACTORS = ['member', 'staff', 'system'] as const;
export type WorkflowActor = (typeof WORKFLOW_ACTORS)[number];

/**
 * Site review setting: `off` — members publish and edit without review; `edits` — edits of published
 * jobs by members go to review (new jobs publish at once, the self-service default); `all` — new jobs,
 * republished jobs and edits of published jobs by members all go to review.
 */
export const JOB_REVIEW_POLICIES = ['off', 'edits', 'all'] as const;
export type JobReviewPolicy = (typeof JOB_REVIEW_POLICIES)[number];
export const DEFAULT_JOB_REVIEW_POLICY: JobReviewPolicy = 'edits';

export interface TransitionInput {
  readonly state: WorkflowState;
  readonly action: JobAction;
  readonly actor: WorkflowActor;
  readonly review: JobReviewPolicy;
  /** Approve: the job carries a publication time still in the future (it was scheduled before review). */
  readonly publishAtInFuture?: boolean;
}

export type Transition =
  | { readonly ok: true; readonly to: WorkflowState }
  | { readonly ok: false; readonly code: 'TRANSITION_NOT_ALLOWED' };

const to = (state: WorkflowState): Transition => ({ ok: true, to: state });
const refused: Transition = { ok: false, code: 'TRANSITION_NOT_ALLOWED' };

/** Where a member's submission lands: review under `all`, otherwise the wanted state. */
const submitted = (wanted: WorkflowState, input: TransitionInput): Transition =>
  input.actor === 'member' && input.review === 'all' ? to('needs_review') : to(wanted);

/** The state after `action`, or TRANSITION_NOT_ALLOWED. Total over every (state, action, actor, review). */
export function transition(input: TransitionInput): Transition {
  const { state, action, actor } = input;
  const person = actor === 'member' || actor === 'staff';
  switch (action) {
    case 'edit':
      if (!person) return refused;
      if (state === 'published' && actor === 'member' && input.review !== 'off') return to('needs_review');
      // Under `all` a scheduled job was reviewed before it was scheduled; a change must be reviewed again.
      if (state === 'scheduled' && actor === 'member' && input.review === 'all') return to('needs_review');
      return to(state);
    case 'publish':
      return person && state === 'draft' ? submitted('published', input) : refused;
    case 'schedule':
      return person && state === 'draft' ? submitted('scheduled', input) : refused;
    case 'archive':
      return person && state !== 'archived' ? to('archived') : refused;
    case 'republish':
      return person && (state === 'archived' || state === 'expired') ? submitted('published', input) : refused;
    case 'approve':
      return actor === 'staff' && state === 'needs_review' ? to(input.publishAtInFuture ? 'scheduled' : 'published') : refused;
    case 'reject':
      return actor === 'staff' && state === 'needs_review' ? to('draft') : refused;
    case 'publishDue':
      return actor === 'system' && state === 'scheduled' ? to('published') : refused;
  }
}

/** In needs_review, published, archived and scheduled the publish option is hidden. */
export const showsPublishOption = (state: WorkflowState): boolean => state === 'draft';

/** What a person may do with a job in `state` (the job manager's and preview's buttons). */
export function availableActions(state: WorkflowState, actor: Exclude<WorkflowActor, 'system'>, review: JobReviewPolicy): JobAction[] {
  return JOB_ACTIONS.filter((action) => transition({ state, action, actor, review }).ok);
}
