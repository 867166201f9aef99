import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { JobState } from '../../../domain/job/job';
import type { JobPosting } from '../../../domain/job/job-posting';
import { availableActions, workflowStateOf, type JobAction, type WorkflowState } from '../../../domain/job/job-workflow';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { JobApplicationCounts } from '../applications/job-application-counts.port';
import type { JobViewTotals } from '../statistics/job-view-totals.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingRepository, ManagedJobsQuery } from './job-posting-repository.port';
import type { OrganizationAccess } from './organization-access.port';
import { reviewPolicyOf } from './posting-access';

export const MANAGED_JOBS_PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 100;

export interface ManagedJob {
  readonly posting: JobPosting;
  readonly workflowState: WorkflowState;
  /** Views of the job's page on this site, every day the statistics counted. */
  readonly views: number;
  readonly applications: number;
  readonly actions: readonly JobAction[];
}

export interface ManagedJobsPage {
  readonly items: readonly ManagedJob[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ListManagedJobsInput {
  readonly search?: string | null;
  readonly state?: WorkflowState | null;
  readonly page: number;
  /** Staff: only jobs waiting for review (the review queue). */
  readonly reviewQueue?: boolean;
}

const STORED: Record<WorkflowState, { states: JobState[]; expired: boolean | null }> = {
  draft: { states: ['draft'], expired: null },
  needs_review: { states: ['needs_review'], expired: null },
  published: { states: ['published'], expired: false },
  expired: { states: ['published'], expired: true },
  scheduled: { states: ['scheduled'], expired: null },
  archived: { states: ['archived'], expired: null },
};

/**
 * The job manager: the jobs of the actor's organizations (staff: of every organization) with state,
 * views and application counts, searchable by title and filterable by state, newest change first.
 * The review queue is the same list for staff, limited to needs_review.
 */
export class ListManagedJobs {
  constructor(
    private readonly jobs: JobPostingRepository,
    private readonly access: OrganizationAccess,
    private readonly applications: JobApplicationCounts,
    private readonly views: JobViewTotals,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListManagedJobsInput, ctx: RequestContext): Promise<PostingResult<ManagedJobsPage>> {
    if (ctx.actor.kind !== 'user') return fail('UNAUTHENTICATED');
    const staff = mayManageSection(ctx.actor, 'jobs', ctx.site);
    if (input.reviewQueue && !staff) return fail('FORBIDDEN');
    const organizationIds = staff ? null : (await this.access.organizationsOf(ctx.actor.userId)).map((o) => o.id);
    if (organizationIds && organizationIds.length === 0) return fail('FORBIDDEN');
    const page = Math.max(1, Math.trunc(input.page) || 1);
    const now = this.clock.now();
    const filter = input.reviewQueue ? STORED.needs_review : input.state ? STORED[input.state] : null;
    const query: ManagedJobsQuery = {
      organizationIds,
      search: input.search?.trim().slice(0, MAX_SEARCH_LENGTH) || null,
      states: filter?.states ?? null,
      expired: filter?.expired ?? null,
      now,
      offset: (page - 1) * MANAGED_JOBS_PAGE_SIZE,
      limit: MANAGED_JOBS_PAGE_SIZE,
    };
    const rows = await this.jobs.list(query);
    const ids = rows.items.map((r) => r.posting.id);
    const [counts, views] = await Promise.all([this.applications.countsFor(ids), this.views.viewsOn(ctx.site, ids)]);
    const review = reviewPolicyOf(this.sites, ctx.site);
    const actor = staff ? 'staff' : 'member';
    const items = rows.items.map(({ posting }): ManagedJob => {
      const workflowState = workflowStateOf(posting, now);
      return {
        posting,
        workflowState,
        views: views.get(posting.id) ?? 0,
        applications: counts.get(posting.id) ?? 0,
        actions: posting.external ? [] : availableActions(workflowState, actor, review),
      };
    });
    return { ok: true, value: { items, total: rows.total, page, pageSize: MANAGED_JOBS_PAGE_SIZE } };
  }
}
