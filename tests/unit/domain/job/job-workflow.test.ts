import { describe, expect, it } from 'vitest';
import { JOB_STATES } from '../../../../src/domain/job/job';
import {
  availableActions,
  JOB_ACTIONS,
  JOB_REVIEW_POLICIES,
  showsPublishOption,
  storedState,
  transition,
  WORKFLOW_ACTORS,
  workflowStateOf,
  type JobAction,
  type JobReviewPolicy,
  type WorkflowActor,
  type WorkflowState,
} from '../../../../src/domain/job/job-workflow';

const STATES: readonly WorkflowState[] = [...JOB_STATES, 'expired'];

/**
 * The whole workflow as a table: every allowed (state, action, actor) and where it leads under each
 * review setting [off, edits, all]. Everything not listed is refused.
 */
type Row = readonly [WorkflowState, JobAction, WorkflowActor, readonly [WorkflowState, WorkflowState, WorkflowState]];
const same = (s: WorkflowState) => [s, s, s] as const;
const ALLOWED: readonly Row[] = [
  // edit: members' edits of live jobs follow the review setting; scheduled jobs are reviewed again under `all`
  ...(['draft', 'needs_review', 'archived', 'expired'] as const).flatMap(
    (s) =>
      [
        [s, 'edit', 'member', same(s)],
        [s, 'edit', 'staff', same(s)],
      ] as Row[],
  ),
  ['published', 'edit', 'member', ['published', 'needs_review', 'needs_review']],
  ['published', 'edit', 'staff', same('published')],
  ['scheduled', 'edit', 'member', ['scheduled', 'scheduled', 'needs_review']],
  ['scheduled', 'edit', 'staff', same('scheduled')],
  // publish / schedule: drafts only; members' submissions are reviewed under `all`
  ['draft', 'publish', 'member', ['published', 'published', 'needs_review']],
  ['draft', 'publish', 'staff', same('published')],
  ['draft', 'schedule', 'member', ['scheduled', 'scheduled', 'needs_review']],
  ['draft', 'schedule', 'staff', same('scheduled')],
  // archive: anything not archived, by a person
  ...(['draft', 'needs_review', 'published', 'scheduled', 'expired'] as const).flatMap(
    (s) =>
      [
        [s, 'archive', 'member', same('archived')],
        [s, 'archive', 'staff', same('archived')],
      ] as Row[],
  ),
  // republish: archived or expired
  ...(['archived', 'expired'] as const).flatMap(
    (s) =>
      [
        [s, 'republish', 'member', ['published', 'published', 'needs_review']],
        [s, 'republish', 'staff', same('published')],
      ] as Row[],
  ),
  // review: staff only
  ['needs_review', 'approve', 'staff', same('published')],
  ['needs_review', 'reject', 'staff', same('draft')],
  // the scheduler
  ['scheduled', 'publishDue', 'system', same('published')],
];

describe('job workflow state machine', () => {
  const cases = STATES.flatMap((state) =>
    JOB_ACTIONS.flatMap((action) =>
      WORKFLOW_ACTORS.flatMap((actor) => JOB_REVIEW_POLICIES.map((review) => ({ state, action, actor, review }))),
    ),
  );

  it.each(cases)('$state × $action × $actor × review $review', ({ state, action, actor, review }) => {
    const row = ALLOWED.find(([s, a, who]) => s === state && a === action && who === actor);
    const result = transition({ state, action, actor, review });
    if (!row) expect(result).toEqual({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    else expect(result).toEqual({ ok: true, to: row[3][JOB_REVIEW_POLICIES.indexOf(review as JobReviewPolicy)] });
  });

  it('covers every state, action and actor in the table of allowed steps', () => {
    expect(cases).toHaveLength(STATES.length * JOB_ACTIONS.length * WORKFLOW_ACTORS.length * JOB_REVIEW_POLICIES.length);
    expect(new Set(ALLOWED.map((r) => r[1]))).toEqual(new Set(JOB_ACTIONS));
  });

  it('approves into scheduled when the job carries a publication time still ahead', () => {
    expect(transition({ state: 'needs_review', action: 'approve', actor: 'staff', review: 'all', publishAtInFuture: true })).toEqual({
      ok: true,
      to: 'scheduled',
    });
  });

  it('hides the publish option in needs_review, published, archived and scheduled (spec §4)', () => {
    for (const state of STATES) expect(showsPublishOption(state)).toBe(state === 'draft');
    for (const state of STATES) expect(availableActions(state, 'member', 'edits').includes('publish')).toBe(state === 'draft');
  });

  it('derives expired from the clock and stores it as published', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(workflowStateOf({ state: 'published', expiresAt: '2026-03-01T12:00:00Z' }, now)).toBe('expired');
    expect(workflowStateOf({ state: 'published', expiresAt: '2026-03-01T12:00:01Z' }, now)).toBe('published');
    expect(workflowStateOf({ state: 'archived', expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('archived');
    expect(storedState('expired')).toBe('published');
  });

  it('offers members no review actions and staff no scheduler action', () => {
    expect(availableActions('needs_review', 'member', 'all')).toEqual(['edit', 'archive']);
    expect(availableActions('needs_review', 'staff', 'all')).toEqual(['edit', 'archive', 'approve', 'reject']);
    expect(availableActions('scheduled', 'staff', 'off')).not.toContain('publishDue');
  });
});
