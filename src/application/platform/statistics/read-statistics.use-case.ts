import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { type KindCounts, type StatisticsDay, type StoredCount, statisticsDay } from '../../../domain/statistics/job-statistics';
import { mayReadStatistics, type StatisticsScope } from '../../../domain/statistics/statistics-access';
import { readRange, type StatisticsRange } from '../../../domain/statistics/statistics-range';
import { statisticsSeries } from '../../../domain/statistics/statistics-series';
import type { Clock } from '../../shared/clock.port';
import type { StatisticsRepository } from './statistics-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface StatisticsView {
  readonly scope: StatisticsScope;
  /** The job's title or the organization's name; null for the whole site. */
  readonly title: string | null;
  /** The organization the scope belongs to (a job's, or the organization itself); null for the site. */
  readonly organizationId: string | null;
  readonly range: StatisticsRange;
  readonly days: readonly StatisticsDay[];
  readonly totals: KindCounts;
}

export type StatisticsFailure = 'NOT_FOUND' | 'INVALID_RANGE';

/**
 * The day-by-day counts of a job, an organization's jobs or the whole site, on this site, for a range.
 * Members of the organization read a job's or organization's; the site's staff a job's; the staff of the
 * organization's sites its totals on one of them; only the site's staff the site's. Everyone
 * else gets NOT_FOUND, which does not tell whether the job exists.
 */
export class ReadStatistics {
  constructor(
    private readonly statistics: StatisticsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly scope: StatisticsScope; readonly from?: string | null; readonly to?: string | null },
    ctx: RequestContext,
  ): Promise<Result<StatisticsView, StatisticsFailure>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('NOT_FOUND');
    const range = readRange(input, statisticsDay(this.clock.now()));
    if (!range.ok) return range;
    const scope = input.scope;
    const mine = await this.statistics.organizationIdsOf(actor.userId);
    // The page's answer for the scope, whose title and organization each branch knows.
    const view = (title: string | null, organizationId: string | null, counts: readonly StoredCount[]): StatisticsView => ({
      scope,
      title,
      organizationId,
      range: range.value,
      ...statisticsSeries(range.value, counts),
    });
    if (scope.kind === 'job') {
      const job = isEntityId(scope.jobId) ? await this.statistics.job(scope.jobId) : null;
      if (!job?.sites.includes(ctx.site)) return err('NOT_FOUND');
      if (!mayReadStatistics(actor, { kind: 'job', organizationId: job.organizationId, sites: job.sites }, mine, ctx.site))
        return err('NOT_FOUND');
      return ok(view(job.title, job.organizationId, await this.statistics.jobCounts(ctx.site, job.id, range.value)));
    }
    if (scope.kind === 'organization') {
      const organization = isEntityId(scope.organizationId) ? await this.statistics.organization(scope.organizationId) : null;
      if (!organization) return err('NOT_FOUND');
      const subject = { kind: 'organization', organizationId: scope.organizationId, sites: organization.sites } as const;
      if (!mayReadStatistics(actor, subject, mine, ctx.site)) return err('NOT_FOUND');
      return ok(
        view(
          organization.name,
          scope.organizationId,
          await this.statistics.organizationCounts(ctx.site, scope.organizationId, range.value),
        ),
      );
    }
    if (!mayReadStatistics(actor, { kind: 'site' }, mine, ctx.site)) return err('NOT_FOUND');
    return ok(view(null, null, await this.statistics.siteCounts(ctx.site, range.value)));
  }
}
